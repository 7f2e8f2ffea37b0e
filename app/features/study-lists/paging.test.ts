import { describe, expect, test } from "vitest";
import {
  listSearch,
  maxFilterLength,
  pageCountOf,
  pageLinks,
  pageOfPosition,
  pageSize,
  parseListQuery,
} from "./paging";

const query = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery", () => {
  const none = { q: "", qTooLong: false };
  test.each([
    ["", { item: null, page: null, ...none }],
    ["?item=vocab:食べる:たべる", { item: "vocab:食べる:たべる", page: null, ...none }],
    [
      "?item=vocab%3A%E9%A3%9F%E3%81%B9%E3%82%8B%3A%E3%81%9F%E3%81%B9%E3%82%8B",
      { item: "vocab:食べる:たべる", page: null, ...none },
    ],
    ["?page=3", { item: null, page: 3, ...none }],
    ["?page=2&item=kanji:語", { item: "kanji:語", page: 2, ...none }],
    ["?item=", { item: null, page: null, ...none }],
    [`?item=${"x".repeat(201)}`, { item: null, page: null, ...none }],
    ["?q=+taberu+&page=2", { item: null, page: 2, q: "taberu", qTooLong: false }],
    ["?q=%E9%A3%9F", { item: null, page: null, q: "食", qTooLong: false }],
    ["?q=", { item: null, page: null, ...none }],
    // 100 characters is the most a filter reads (counted as characters, not UTF-16 units).
    [
      `?q=${"食".repeat(maxFilterLength)}`,
      { item: null, page: null, q: "食".repeat(100), qTooLong: false },
    ],
    [`?q=${"a".repeat(maxFilterLength + 1)}`, { item: null, page: null, q: "", qTooLong: true }],
  ])("%s reads as %j", (search, expected) => {
    expect(query(search)).toEqual(expected);
  });

  test.each([
    "?page=0",
    "?page=-1",
    "?page=abc",
    "?page=1.5",
    "?page=",
    "?page=01",
    "?page=9999999",
  ])("%s is not a page of a list", (search) => {
    expect(query(search)).toBeUndefined();
  });
});

describe("pages", () => {
  test.each([
    [0, 1],
    [1, 1],
    [pageSize, 1],
    [pageSize + 1, 2],
    [720, 8],
    [3500, 35],
  ])("%i rows make %i pages", (total, pages) => {
    expect(pageCountOf(total)).toBe(pages);
  });

  test.each([
    [0, 1],
    [pageSize - 1, 1],
    [pageSize, 2],
    [719, 8],
  ])("the row at position %i is on page %i", (position, page) => {
    expect(pageOfPosition(position)).toBe(page);
  });

  test.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 8, [1, 2, "gap", 8]],
    [3, 8, [1, 2, 3, 4, "gap", 8]],
    [5, 8, [1, "gap", 4, 5, 6, 7, 8]],
    [8, 8, [1, "gap", 7, 8]],
    [18, 35, [1, "gap", 17, 18, 19, "gap", 35]],
  ])("page %i of %i links to %j", (page, count, links) => {
    expect(pageLinks(page, count)).toEqual(links);
  });
});

describe("listSearch", () => {
  test.each([
    [{}, ""],
    [{ item: "vocab:食べる:たべる" }, "?item=vocab:食べる:たべる"],
    [{ page: 2, item: "kanji:語" }, "?page=2&item=kanji:語"],
    [{ page: 4, item: null }, "?page=4"],
    // Characters that would end or split the value are escaped, and read back unchanged.
    [{ item: "grammar:a&b=c#d+e f%" }, "?item=grammar:a%26b%3Dc%23d%2Be%20f%25"],
    // The filter comes first and stays with every page and selection.
    [
      { q: "taberu", page: 2, item: "vocab:食べる:たべる" },
      "?q=taberu&page=2&item=vocab:食べる:たべる",
    ],
    [{ q: "to eat & drink" }, "?q=to%20eat%20%26%20drink"],
    [{ q: "", item: "kanji:語" }, "?item=kanji:語"],
  ])("%j → %s", (parts, search) => {
    expect(listSearch(parts)).toBe(search);
    if ("item" in parts && parts.item) expect(query(search)?.item).toBe(parts.item);
    if ("q" in parts && parts.q) expect(query(search)?.q).toBe(parts.q);
  });
});
