import { describe, expect, test } from "vitest";
import { boardLink } from "./job-links";

const indeed = {
  url: "https://jp.indeed.com/",
  search: { url: "https://jp.indeed.com/jobs", textParam: "q", locationParam: "l" },
};
const gaijinpot = {
  url: "https://jobs.gaijinpot.com/",
  search: { url: "https://jobs.gaijinpot.com/job/index", textParam: "keyword" },
};
const linkedin = {
  url: "https://www.linkedin.com/jobs/",
  search: { url: "https://www.linkedin.com/jobs/search/?location=Japan", textParam: "keywords" },
};
const plain = { url: "https://www.tokyodev.com/" };

describe("boardLink (spec part 2 §7)", () => {
  test.each([
    // The Indeed-like board: q for the text, l for the place.
    [indeed, "", "", "https://jp.indeed.com/"],
    [indeed, "teacher", "", "https://jp.indeed.com/jobs?q=teacher"],
    [indeed, "", "Osaka", "https://jp.indeed.com/jobs?l=Osaka"],
    [indeed, " care worker ", "Tokyo", "https://jp.indeed.com/jobs?q=care+worker&l=Tokyo"],
    [indeed, "C++ & Go", "", "https://jp.indeed.com/jobs?q=C%2B%2B+%26+Go"],
    // The GaijinPot-like board: keyword, and no place parameter.
    [gaijinpot, "hotel", "Kyoto", "https://jobs.gaijinpot.com/job/index?keyword=hotel"],
    [gaijinpot, "", "Kyoto", "https://jobs.gaijinpot.com/"],
    // The LinkedIn-like board: keywords appended to its own query.
    [
      linkedin,
      "engineer",
      "Tokyo",
      "https://www.linkedin.com/jobs/search/?location=Japan&keywords=engineer",
    ],
    [linkedin, "", "", "https://www.linkedin.com/jobs/"],
    // Other boards: the plain address.
    [plain, "engineer", "Tokyo", "https://www.tokyodev.com/"],
  ])("%o with %j in %j → %s", (board, q, location, expected) => {
    expect(boardLink(board, { q, location })).toBe(expected);
  });
});
