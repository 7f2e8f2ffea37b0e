import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { en } from "./messages/en";

/** Every text of a catalogue or content file, with where it is. */
function texts(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  }
  return [];
}

const contentDir = path.resolve(import.meta.dirname, "../../../content");

describe("English interface texts", () => {
  // The spec writes "favorites" ("Please sign in to add favorites"): one spelling everywhere.
  test.each([
    ["the interface catalogue", en],
    ["the About page", JSON.parse(fs.readFileSync(path.join(contentDir, "about/en.json"), "utf8"))],
  ])("%s spells favorite the spec's way", (_name, catalogue) => {
    const british = texts(catalogue).filter(([, text]) => /favourite/i.test(text));
    expect(british).toEqual([]);
  });
});
