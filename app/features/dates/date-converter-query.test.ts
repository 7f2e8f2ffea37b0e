import { describe, expect, test } from "vitest";
import { dateConverterHref } from "./date-converter-query";
import { loadDateConverter, parseDateQuery } from "./date-converter-query.server";

const query = (search: string) => parseDateQuery(new URLSearchParams(search));

describe("the converter's address", () => {
  test.each([
    ["", { type: "gregorian", date: "", birth: "" }],
    [
      "type=japanese&date=%E4%BB%A4%E5%92%8C6%E5%B9%B45%E6%9C%881%E6%97%A5",
      { type: "japanese", date: "令和6年5月1日", birth: "" },
    ],
    [
      "type=nepali&date=+2081-01-01+&birth=2056-10-17",
      { type: "nepali", date: "2081-01-01", birth: "2056-10-17" },
    ],
    ["type=julian&date=2024-04-13", { type: "gregorian", date: "2024-04-13", birth: "" }],
    ["type=NEPALI&date=2081-01-01", { type: "gregorian", date: "2081-01-01", birth: "" }],
  ])("?%s", (search, expected) => {
    expect(query(search)).toEqual(expected);
  });

  test("over-long text stays over-long, so it is refused instead of cut into a date", () => {
    const long = `2024-04-13${" ".repeat(40)}${"9".repeat(100)}`;
    const { query: parsed, result } = loadDateConverter(
      new URL(`http://localhost/date-converter?date=${encodeURIComponent(long)}`),
      "en",
    );
    expect(parsed.date.length).toBe(61);
    expect(result).toEqual({ ok: false, error: "invalidGregorian" });
  });

  test("no date: nothing converted yet", () => {
    expect(
      loadDateConverter(new URL("http://localhost/date-converter?birth=2000-01-01"), "en").result,
    ).toBeNull();
  });

  test.each([
    ["en", "Friday, March 1, 2024"],
    ["ja", "2024年3月1日金曜日"],
    ["ne", "२०२४ मार्च १, शुक्रबार"],
  ] as const)("the date written out in %s: %s", (locale, longDate) => {
    const url = new URL("http://localhost/date-converter?date=2024-03-01");
    expect(loadDateConverter(url, locale).longDate).toBe(longDate);
  });

  test("a date is converted with its birth date", () => {
    const { result } = loadDateConverter(
      new URL("http://localhost/date-converter?date=2024-03-01&birth=2000-01-31"),
      "en",
    );
    expect(result).toMatchObject({
      ok: true,
      birth: { kind: "age", age: { years: 24, months: 1, days: 1 } },
    });
  });

  test.each([
    [{}, "/date-converter"],
    [
      { type: "japanese", date: "令和6年5月1日" },
      "/date-converter?type=japanese&date=%E4%BB%A4%E5%92%8C6%E5%B9%B45%E6%9C%881%E6%97%A5",
    ],
    [
      { type: "gregorian", date: "2024-03-01", birth: " " },
      "/date-converter?type=gregorian&date=2024-03-01",
    ],
  ] as const)("href %j", (parts, href) => {
    expect(dateConverterHref(parts)).toBe(href);
  });
});
