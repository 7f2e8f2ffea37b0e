import { describe, expect, test } from "vitest";
import { compileFilter, filterFields, readingSpellings, type FilterSource } from "./list-filter";

const taberu: FilterSource = {
  written: "食べる",
  readings: ["たべる"],
  english: "to eat",
  nepali: "खानु",
};
const ramen: FilterSource = {
  written: "ラーメン",
  readings: ["ラーメン"],
  english: "ramen (noodle soup)",
  nepali: "रामेन (चाउचाउ सुप)",
};
const kudasai: FilterSource = {
  written: "～てください",
  readings: ["～てください"],
  english: "Please do …; the polite request form.",
  nepali: "कृपया … गर्नुहोस्",
};
const sun: FilterSource = {
  written: "日",
  readings: ["ニチ", "ジツ", "ひ", "-び", "-か"],
  english: "day, sun, Japan",
  nepali: "दिन, सूर्य, जापान",
};

const matches = (query: string, item: FilterSource) => {
  const filter = compileFilter(query);
  if (!filter) throw new Error(`"${query}" filters nothing`);
  return filter(filterFields(item));
};

describe("compileFilter", () => {
  test.each(["", "   ", "\u200b"])("%j filters nothing", (query) => {
    expect(compileFilter(query)).toBeNull();
  });

  test.each([
    // kanji and kana, as written or as read
    ["食べる", taberu],
    ["食", taberu],
    ["たべ", taberu],
    ["タベル", taberu],
    ["べる", taberu],
    // romaji, in any case, full width too
    ["taberu", taberu],
    ["TABERU", taberu],
    ["ｔａｂｅｒｕ", taberu],
    ["tabe", taberu],
    // English: a word's beginning
    ["eat", taberu],
    ["to eat", taberu],
    ["EAT", taberu],
    ["noodle", ramen],
    // Nepali
    ["खानु", taberu],
    ["खा", taberu],
    // long vowels as written, spelled out or left out
    ["ラーメン", ramen],
    ["らーめん", ramen],
    ["raamen", ramen],
    ["ramen", ramen],
    ["ra-men", ramen],
    // grammar patterns: inside the pattern, with or without ～
    ["kudasai", kudasai],
    ["ください", kudasai],
    ["～て", kudasai],
    ["~て", kudasai],
    ["polite", kudasai],
    ["कृपया", kudasai],
    // kanji: on'yomi in katakana or romaji, kun'yomi, meanings
    ["nichi", sun],
    ["にち", sun],
    ["ジツ", sun],
    ["sun", sun],
    ["japan", sun],
    ["सूर्य", sun],
  ])("%j finds %o", (query, item) => {
    expect(matches(query, item)).toBe(true);
  });

  test.each([
    ["tabemasu", taberu],
    // English matches at a word's beginning only: "eat" is not in "great"
    ["at", taberu],
    ["oodle", ramen],
    ["飲む", taberu],
    ["पिउनु", taberu],
    ["nomu", taberu],
    ["tsuki", sun],
    // ".*" is text, not a pattern
    [".*", taberu],
  ])("%j does not find %o", (query, item) => {
    expect(matches(query, item)).toBe(false);
  });
});

describe("readingSpellings", () => {
  test.each([
    ["たべる", ["たべる"]],
    ["らーめん", ["らーめん", "らあめん", "らめん"]],
    ["こーひー", ["こーひー", "こおひい", "こひ"]],
    ["けーき", ["けーき", "けえき", "けき"]],
  ])("%s is typed as %j", (reading, spellings) => {
    expect(readingSpellings(reading)).toEqual(spellings);
  });
});
