import { describe, expect, test } from "vitest";
import { en } from "./messages/en";
import { ja } from "./messages/ja";
import { ne } from "./messages/ne";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// Strings that are the same in every language: the brand, the Japanese slogan, a year line.
const sameEverywhere = new Set([
  "site.name",
  "site.slogan",
  "footer.rights",
  "levelHub.new",
  "practice.levelCard",
]);
/** A string of placeholders, digits and signs only ("{{correct}} / {{total}}") has nothing to translate. */
const onlyFormat = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ""));
const devanagari = /[\u0900-\u097F]/;
const japanese = /[\u3040-\u30FF\u4E00-\u9FFF]/;

describe.each([
  ["ne", ne, devanagari],
  ["ja", ja, japanese],
] as const)("the %s catalogue", (_locale, catalogue, script) => {
  const english = new Map(leaves(en));
  const translated = leaves(catalogue as Tree);

  test("has exactly the English keys", () => {
    expect(translated.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  test.each(translated)("%s is translated and keeps its placeholders", (key, text) => {
    expect(text.trim()).not.toBe("");
    expect(placeholders(text)).toEqual(placeholders(english.get(key) ?? ""));
    if (!sameEverywhere.has(key) && !onlyFormat(english.get(key) ?? "")) {
      expect(text).toMatch(script);
    }
  });
});
