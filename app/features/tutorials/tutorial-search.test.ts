import { describe, expect, test } from "vitest";
import { maxTutorialQueryLength, searchTutorials } from "./tutorial-search";

const tutorials = [
  { id: "ime", title: "Keyboard", shortDescription: "Set up a Japanese keyboard (IME)." },
  { id: "exam", title: "Exam", shortDescription: "Apply for the JLPT in Nepal." },
  { id: "news", title: "News", shortDescription: "Listen to easy news in 日本語." },
];
const ids = (query: string | null) => searchTutorials(tutorials, query).tutorials.map((t) => t.id);

describe("searchTutorials", () => {
  test.each([
    ["keyboard", ["ime"]],
    ["KEYBOARD", ["ime"]],
    ["jlpt", ["exam"]],
    ["Nepal", ["exam"]],
    ["  easy news  ", ["news"]],
    ["日本語", ["news"]],
    ["(IME)", ["ime"]],
    ["e", ["ime", "exam", "news"]],
    // Titles and ids are not searched: the spec matches on the short description only.
    ["Exam", []],
    ["ime.", []],
    ["kitten", []],
    [".*", []],
  ])("%j finds %j", (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  test.each([null, "", "   "])("blank query %j shows every tutorial in order", (query) => {
    const result = searchTutorials(tutorials, query);
    expect(result.kind).toBe("all");
    expect(result.tutorials.map((t) => t.id)).toEqual(["ime", "exam", "news"]);
  });

  test("a matching search keeps the trimmed query to show it", () => {
    expect(searchTutorials(tutorials, " Nepal ")).toMatchObject({
      kind: "matches",
      query: "Nepal",
    });
  });

  test("a too-long query is refused and changes nothing", () => {
    const atLimit = searchTutorials(tutorials, "a".repeat(maxTutorialQueryLength));
    expect(atLimit.kind).toBe("matches");
    const over = searchTutorials(tutorials, "a".repeat(maxTutorialQueryLength + 1));
    expect(over.kind).toBe("tooLong");
    expect(over.tutorials).toHaveLength(3);
  });
});
