import { describe, expect, test } from "vitest";
import { maxTutorialQueryLength, searchTutorials } from "./tutorial-search";

const tutorials = [
  { id: "ime", texts: ["Keyboard", "Set up a Japanese keyboard (IME).", "typing", "入力"] },
  { id: "exam", texts: ["Exam", "Apply for the JLPT in Nepal.", "दर्ता", "申し込み"] },
  { id: "news", texts: ["News", "Listen to easy news in 日本語.", "listening"] },
];
const search = (query: string | null) => searchTutorials(tutorials, query, (t) => t.texts);
const ids = (query: string | null) => search(query).tutorials.map((t) => t.id);

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
    // Titles and tags are searched too, in every language, whatever the width.
    ["Exam", ["exam"]],
    ["typing", ["ime"]],
    ["ｔｙｐｉｎｇ", ["ime"]],
    ["入力", ["ime"]],
    ["दर्ता", ["exam"]],
    ["ime.", []],
    ["kitten", []],
    [".*", []],
  ])("%j finds %j", (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  test.each([null, "", "   "])("blank query %j shows every tutorial in order", (query) => {
    const result = search(query);
    expect(result.kind).toBe("all");
    expect(result.tutorials.map((t) => t.id)).toEqual(["ime", "exam", "news"]);
  });

  test("a matching search keeps the trimmed query to show it", () => {
    expect(search(" Nepal ")).toMatchObject({ kind: "matches", query: "Nepal" });
  });

  test("a too-long query is refused and changes nothing", () => {
    const atLimit = search("a".repeat(maxTutorialQueryLength));
    expect(atLimit.kind).toBe("matches");
    const over = search("a".repeat(maxTutorialQueryLength + 1));
    expect(over.kind).toBe("tooLong");
    expect(over.tutorials).toHaveLength(3);
  });
});
