import { describe, expect, test } from "vitest";
import {
  listSearch,
  pageCountOf,
  pageLinks,
  pageOfPosition,
  pageSize,
  parseListQuery,
} from "./paging";

const query = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery", () => {
  test.each([
    ["", { item: null, page: null }],
    ["?item=vocab:食べる:たべる", { item: "vocab:食べる:たべる", page: null }],
    [
      "?item=vocab%3A%E9%A3%9F%E3%81%B9%E3%82%8B%3A%E3%81%9F%E3%81%B9%E3%82%8B",
      { item: "vocab:食べる:たべる", page: null },
    ],
    ["?page=3", { item: null, page: 3 }],
    ["?page=2&item=kanji:語", { item: "kanji:語", page: 2 }],
    ["?item=", { item: null, page: null }],
    [`?item=${"x".repeat(201)}`, { item: null, page: null }],
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
  ])("%j → %s", (parts, search) => {
    expect(listSearch(parts)).toBe(search);
    if ("item" in parts && parts.item) expect(query(search)?.item).toBe(parts.item);
  });
});
