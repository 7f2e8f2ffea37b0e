import { describe, expect, test } from "vitest";
import {
  categoryKey,
  filterBoards,
  jobsSearchPath,
  languageKey,
  noJobFilters,
  parseJobFilters,
} from "./job-filters";

const boards = [
  {
    name: "Alpha Jobs",
    description: "English teaching and hotel work.",
    categories: ["Teaching/Education", "Hospitality/Tourism"],
    languages: ["English"],
  },
  {
    name: "Beta Careers",
    description: "Factory and CONSTRUCTION work across Japan.",
    categories: ["Manufacturing/Factory", "Construction"],
    languages: ["Japanese", "Multilingual (ten or more languages)"],
  },
  {
    name: "Gamma Dev",
    description: "Software engineers.",
    categories: ["IT/Engineering"],
    languages: ["English", "Japanese"],
  },
];

const names = (filters: Partial<typeof noJobFilters>) =>
  filterBoards(boards, { ...noJobFilters, ...filters }).map((b) => b.name);

describe("filterBoards (spec part 2 §5)", () => {
  test.each([
    [{}, ["Alpha Jobs", "Beta Careers", "Gamma Dev"]],
    // Text: name or description, any case.
    [{ q: "alpha" }, ["Alpha Jobs"]],
    [{ q: "construction" }, ["Beta Careers"]],
    [{ q: "  ENGINEERS " }, ["Gamma Dev"]],
    [{ q: "education" }, []], // categories are not searched as text
    [{ q: "nowhere" }, []],
    // Category: the first word before a slash on both sides.
    [{ category: "IT/Engineering" }, ["Gamma Dev"]],
    [{ category: "IT/Something else" }, ["Gamma Dev"]],
    [{ category: "Teaching/Education" }, ["Alpha Jobs"]],
    [{ category: "Construction" }, ["Beta Careers"]],
    [{ category: "Agriculture" }, []],
    // Language: the first word.
    [{ language: "English" }, ["Alpha Jobs", "Gamma Dev"]],
    [{ language: "Japanese" }, ["Beta Careers", "Gamma Dev"]],
    [{ language: "Multilingual (ten or more languages)" }, ["Beta Careers"]],
    [{ language: "Multilingual" }, ["Beta Careers"]],
    // Filters combine.
    [{ language: "English", category: "IT/Engineering" }, ["Gamma Dev"]],
    [{ language: "English", q: "hotel" }, ["Alpha Jobs"]],
    [{ language: "Japanese", category: "Teaching/Education" }, []],
  ])("%j → %j", (filters, expected) => {
    expect(names(filters)).toEqual(expected);
  });

  test.each([
    ["IT/Engineering", "it"],
    ["Food Service/Restaurant", "food service"],
    ["Construction", "construction"],
  ])("categoryKey(%j) is %j", (category, key) => {
    expect(categoryKey(category)).toBe(key);
  });

  test.each([
    ["English", "english"],
    ["Multilingual (ten or more languages)", "multilingual"],
    ["  Japanese  ", "japanese"],
  ])("languageKey(%j) is %j", (language, key) => {
    expect(languageKey(language)).toBe(key);
  });
});

describe("parseJobFilters", () => {
  test("reads every filter from the address", () => {
    const params = new URLSearchParams(
      "q=+teacher+&category=IT%2FEngineering&location=Osaka&language=English",
    );
    expect(parseJobFilters(params)).toEqual({
      filters: { q: "teacher", category: "IT/Engineering", location: "Osaka", language: "English" },
      rejected: [],
    });
  });

  test("no parameters means no filters", () => {
    expect(parseJobFilters(new URLSearchParams())).toEqual({ filters: noJobFilters, rejected: [] });
  });

  test("values that are not options, and over-long searches, are dropped and reported", () => {
    const params = new URLSearchParams({
      q: "x".repeat(101),
      category: "Astronaut",
      location: "Paris",
      language: "Klingon",
    });
    expect(parseJobFilters(params)).toEqual({
      filters: noJobFilters,
      rejected: ["q", "category", "location", "language"],
    });
  });
});

describe("jobsSearchPath", () => {
  test.each([
    [{}, "/jobs-search"],
    [{ q: "", category: "" }, "/jobs-search"],
    [{ q: "care worker" }, "/jobs-search?q=care+worker"],
    [
      { q: "dev", category: "IT/Engineering", location: "Tokyo", language: "English" },
      "/jobs-search?q=dev&category=IT%2FEngineering&location=Tokyo&language=English",
    ],
  ])("%j → %s", (filters, path) => {
    expect(jobsSearchPath(filters)).toBe(path);
  });
});
