import { describe, expect, test } from "vitest";
import { readerMeanings } from "./reader-meanings";

describe("readerMeanings", () => {
  test.each([
    ["ne", "खानु", ["ne:खानु", "en:to eat"]],
    ["en", "खानु", ["en:to eat"]],
    ["ja", "खानु", ["en:to eat"]],
    // No Nepali meaning yet (an imported EDICT entry): the English, for every reader.
    ["ne", "", ["en:to eat"]],
    ["ne", "  ", ["en:to eat"]],
    ["ne", null, ["en:to eat"]],
  ])("a %s reader, Nepali %j", (locale, nepali, expected) => {
    const shown = readerMeanings(locale, "to eat", nepali).map((m) => `${m.lang}:${m.text}`);
    expect(shown).toEqual(expected);
  });
});
