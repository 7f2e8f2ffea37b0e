// Enforces content/STYLE.md over every JSON file in content/: the word lists of its tables
// marked "(checked)", the cast's names with जी, and तपाईं with honorific verbs.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const contentDir = import.meta.dirname;
const style = fs.readFileSync(path.join(contentDir, "STYLE.md"), "utf8");

type Rule = { write: string; never: string[]; notToConfuse: string[] };

/** The rows of the first Markdown table after the heading that starts with `heading`. */
export function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.split("\n").findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`STYLE.md has no heading "${heading}"`);
  const rows: string[][] = [];
  for (const line of markdown.split("\n").slice(start + 1)) {
    if (line.startsWith("#")) break;
    if (!line.startsWith("|")) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // the header and the |---| line
}

const list = (cell: string | undefined) =>
  (cell ?? "")
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
const rulesOf = (rows: string[][]): Rule[] =>
  rows.map(([write = "", never, notToConfuse]) => ({
    write,
    never: list(never),
    notToConfuse: list(notToConfuse),
  }));

/** The Never forms a text uses, once the Write form and look-alike words are set aside. */
export function breaches(text: string, rules: Rule[]): string[] {
  return rules.flatMap((rule) => {
    const rest = [rule.write, ...rule.notToConfuse].reduce((t, word) => t.split(word).join(" "), text);
    return rule.never.filter((word) => rest.includes(word)).map((word) => `${word} (write ${rule.write})`);
  }); // prettier-ignore
}

/** तपाईं as the subject of a sentence that ends in a bare, non-honorific verb. */
export function honorificBreach(text: string): string | undefined {
  return text
    .split(/(?<=[।?!])\s*/u)
    .find(
      (sentence) =>
        /(^|[\s,])तपाईं\s/u.test(sentence) &&
        /\s(हो|होइन|छ|छैन|थियो|थिएन)[।?!]?$/u.test(sentence.trim()) &&
        !/नुभएको\s+(हो|होइन|छ|छैन|थियो|थिएन)[।?!]?$/u.test(sentence.trim()),
    );
}

/** Every string of a JSON value, with the key it sits under. */
function strings(value: unknown, key = ""): { key: string; text: string }[] {
  if (typeof value === "string") return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

const files = fs
  .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .sort();
const texts = files.flatMap((file) =>
  strings(JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"))).map((s) => ({
    file,
    ...s,
  })),
);
const nepali = texts.filter((t) => /[\u0900-\u097F]/u.test(t.text));
const japanese = texts.filter((t) => t.key === "japanese");

const nepaliRules = rulesOf(tableAfter(style, "### Spellings _(checked)_"));
const japaneseRules = rulesOf(tableAfter(style, "### Written forms _(checked)_"));
const cast = tableAfter(style, "## The cast").map(([ja = "", ne = ""]) => ({ ja, ne }));

describe("the checks", () => {
  const rules = rulesOf([
    ["मीठो", "मिठो, मिठा", "मिठाई", ""],
    ["ठीक", "ठिक", "ठिक्क", ""],
    ["तपाईं", "तपाई", "", ""],
  ]);
  test.each([
    ["खाना मिठो छ।", ["मिठो (write मीठो)"]],
    ["मलाई मिठाई मन पर्छ।", []],
    ["ठिकै छ।", ["ठिक (write ठीक)"]],
    ["ठिक्क दस बजे।", []],
    ["तपाई आउनुस्।", ["तपाई (write तपाईं)"]],
    ["तपाईं आउनुस्।", []],
  ])("%s", (text, expected) => {
    expect(breaches(text, rules)).toEqual(expected);
  });

  test.each([
    ["तपाईं विद्यार्थी हो?", true],
    ["माफ गर्नुहोस्, तपाईं गुरुङजी हो?", true],
    ["तपाईं विद्यार्थी हुनुहुन्छ?", false],
    ["तपाईं कहाँबाट आउनुभएको हो?", false],
    ["यो तपाईंको किताब हो?", false],
  ])("honorifics: %s breaks the rule: %s", (text, expected) => {
    expect(honorificBreach(text) !== undefined).toBe(expected);
  });

  test("STYLE.md's tables are read", () => {
    expect(nepaliRules.length).toBeGreaterThan(20);
    expect(japaneseRules.map((r) => r.write)).toContain("朝ご飯");
    expect(cast.map((c) => c.ne)).toContain("राम");
  });
});

describe("content follows STYLE.md", () => {
  test("Nepali spellings", () => {
    const found = nepali.flatMap(({ file, text }) =>
      breaches(text, nepaliRules).map((b) => `${file}: ${b} in "${text.slice(0, 80)}"`),
    );
    expect(found).toEqual([]);
  });

  test("Japanese written forms", () => {
    const found = japanese.flatMap(({ file, text }) =>
      breaches(text, japaneseRules).map((b) => `${file}: ${b} in "${text}"`),
    );
    expect(found).toEqual([]);
  });

  test("तपाईं takes honorific verbs", () => {
    const found = nepali.flatMap(({ file, text }) => {
      const sentence = honorificBreach(text);
      return sentence ? [`${file}: "${sentence}"`] : [];
    });
    expect(found).toEqual([]);
  });

  test("山田先生 is a man in every English line (the cast table says so)", () => {
    const found = texts
      .filter(({ text }) => /\b(Ms|Mrs|Miss)\.? Yamada\b/u.test(text))
      .map(({ file, text }) => `${file}: "${text.slice(0, 80)}"`);
    expect(found).toEqual([]);
  });

  test("the cast's names are joined to जी", () => {
    const found = nepali.flatMap(({ file, text }) =>
      cast.filter(({ ne }) => text.includes(`${ne} जी`)).map(({ ne }) => `${file}: "${ne} जी" in "${text.slice(0, 80)}"`),
    ); // prettier-ignore
    expect(found).toEqual([]);
  });
});
