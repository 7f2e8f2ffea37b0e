import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { locales } from "~/lib/i18n/locales";
import { jobCategories, jobLanguages, jobLocations } from "./job-board";
import { jobBoardsSchema } from "./job-board-schema.server";
import { loadJobsSearch } from "./jobs.server";

const contentDir = path.resolve(import.meta.dirname, "../../../content");
const raw: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, "jobs/boards.json"), "utf8"));
const page = (query: string, locale: (typeof locales)[number] = "en") =>
  loadJobsSearch(contentDir, locale, new URL(`http://localhost/jobs-search${query}`));

describe("content/jobs/boards.json", () => {
  const { boards } = jobBoardsSchema.parse(raw);

  test("the spec's counts: 10 boards, 10 categories, 11 locations, 4 languages (§9)", () => {
    expect(boards).toHaveLength(10);
    expect(jobCategories).toHaveLength(10);
    expect(jobLocations).toHaveLength(11);
    expect(jobLanguages).toHaveLength(4);
  });

  test("every category and language option finds at least one board", () => {
    for (const { value } of jobCategories) {
      expect(
        boards.some((b) => b.categories.includes(value)),
        value,
      ).toBe(true);
    }
    for (const { value } of jobLanguages) {
      expect(
        boards.some((b) => b.languages.includes(value)),
        value,
      ).toBe(true);
    }
  });

  test("the Indeed, GaijinPot and LinkedIn boards search with their own parameters (§7)", () => {
    const search = (id: string) => boards.find((b) => b.id === id)?.search;
    expect(search("indeed-japan")).toMatchObject({ textParam: "q", locationParam: "l" });
    expect(search("gaijinpot-jobs")).toMatchObject({ textParam: "keyword" });
    expect(search("gaijinpot-jobs")?.locationParam).toBeUndefined();
    expect(search("linkedin")).toMatchObject({ textParam: "keywords" });
    expect(boards.filter((b) => b.search)).toHaveLength(3);
  });

  test("Nepali descriptions are in Devanagari and Japanese ones in Japanese", () => {
    for (const board of boards) {
      expect(board.description.ne, board.id).toMatch(/[\u0900-\u097F]/);
      expect(board.description.ja, board.id).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
    }
  });

  test("a board with an unknown category is refused with the field named", () => {
    const broken = structuredClone(raw) as { boards: { categories: string[] }[] };
    const [first] = broken.boards;
    if (first) first.categories = ["Astronaut"];
    const result = jobBoardsSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["boards", 0, "categories", 0]);
  });
});

describe("loadJobsSearch", () => {
  test("no filters: all ten boards with their plain addresses", async () => {
    const data = await page("");
    expect(data.boards).toHaveLength(10);
    expect(data.total).toBe(10);
    expect(data.rejected).toEqual([]);
    expect(data.boards.find((b) => b.id === "indeed-japan")?.link).toBe("https://jp.indeed.com/");
  });

  test("filters narrow the list and the links carry the search", async () => {
    const data = await page(
      "?q=engineer&category=IT%2FEngineering&location=Osaka&language=English",
    );
    expect(data.boards.length).toBeGreaterThan(0);
    expect(data.boards.length).toBeLessThan(10);
    for (const board of data.boards) {
      expect(board.categories).toContain("IT/Engineering");
      expect(board.languages).toContain("English");
      expect(`${board.name} ${board.description}`.toLowerCase()).toContain("engineer");
    }
    const indeed = data.boards.find((b) => b.id === "indeed-japan");
    expect(indeed?.link).toBe("https://jp.indeed.com/jobs?q=engineer&l=Osaka");
  });

  test("the text search reads the description in the page's language", async () => {
    const data = await page(`?q=${encodeURIComponent("कारखाना")}`, "ne");
    expect(data.boards.map((b) => b.id)).toContain("yolo-japan");
    expect((await page(`?q=${encodeURIComponent("कारखाना")}`, "en")).boards).toEqual([]);
  });

  test("unknown filter values are ignored and reported", async () => {
    const data = await page("?category=Astronaut&language=English");
    expect(data.rejected).toEqual(["category"]);
    expect(data.filters.category).toBe("");
    expect(data.boards.every((b) => b.languages.includes("English"))).toBe(true);
  });
});
