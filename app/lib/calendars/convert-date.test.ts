import { describe, expect, test } from "vitest";
import { convertDate, type InputType } from "./convert-date";
import { isoDate } from "./gregorian";

const summary = (type: InputType, date: string, birth = "") => {
  const result = convertDate(type, date, birth);
  if (!result.ok) throw new Error(`${date}: ${result.error}`);
  const { gregorian, japanese, nepali } = result.conversion;
  return {
    gregorian: isoDate(gregorian),
    japanese:
      japanese && `${japanese.era.name} ${japanese.eraYear}-${japanese.month}-${japanese.day}`,
    nepali: nepali && isoDate(nepali),
    birth: result.birth,
  };
};

describe("one date in all three calendars", () => {
  test.each([
    ["gregorian", "2024-04-13", "2024-04-13", "Reiwa 6-4-13", "2081-01-01"],
    ["japanese", "令和6年4月13日", "2024-04-13", "Reiwa 6-4-13", "2081-01-01"],
    ["nepali", "2081 Baisakh 1", "2024-04-13", "Reiwa 6-4-13", "2081-01-01"],
    ["japanese", "Heisei 31-04-30", "2019-04-30", "Heisei 31-4-30", "2076-01-17"],
    ["gregorian", "1900-01-01", "1900-01-01", "Meiji 33-1-1", null],
    ["gregorian", "1868-01-24", "1868-01-24", null, null],
    ["gregorian", "2050-01-01", "2050-01-01", "Reiwa 32-1-1", null],
  ] as const)("%s %s → %s, %s, %s", (type, text, gregorian, japanese, nepali) => {
    expect(summary(type, text)).toEqual({ gregorian, japanese, nepali, birth: { kind: "none" } });
  });
});

describe("the spec's errors", () => {
  test.each([
    ["gregorian", "2023-02-29", "noSuchDate"],
    ["gregorian", "not a date", "invalidGregorian"],
    ["japanese", "Heisei 32-01-01", "invalidJapanese"],
    ["japanese", "2024-04-13", "invalidJapanese"],
    ["nepali", "2081 Foo 1", "invalidNepali"],
    ["nepali", "2081-01-32", "noSuchDate"],
    ["nepali", "1990-01-01", "conversionFailed"],
  ] as const)("%s %j → %s", (type, text, error) => {
    expect(convertDate(type, text)).toMatchObject({ ok: false, error });
  });
});

describe("the birth date, in the same calendar as the date", () => {
  test("Gregorian: 2000-01-31 to 2024-03-01 is 24 years, 1 month, 1 day", () => {
    expect(summary("gregorian", "2024-03-01", "2000-01-31").birth).toEqual({
      kind: "age",
      birth: { year: 2000, month: 1, day: 31 },
      age: { years: 24, months: 1, days: 1 },
    });
  });

  test("Japanese: born 平成12年1月31日, on 令和6年3月1日", () => {
    expect(summary("japanese", "令和6年3月1日", "平成12年1月31日").birth).toMatchObject({
      kind: "age",
      age: { years: 24, months: 1, days: 1 },
    });
  });

  test("Nepali: born BS 2056 Magh 17 (2000-01-31), on BS 2080 Falgun 18 (2024-03-01)", () => {
    expect(summary("nepali", "2080 Falgun 18", "२०५६ माघ १७").birth).toMatchObject({
      kind: "age",
      birth: { year: 2000, month: 1, day: 31 },
      age: { years: 24, months: 1, days: 1 },
    });
  });

  test("a birth date after the date is reported, with no age", () => {
    expect(summary("gregorian", "2024-03-01", "2025-01-01").birth).toEqual({
      kind: "afterDate",
      birth: { year: 2025, month: 1, day: 1 },
    });
  });

  test.each([
    ["gregorian", "2024-03-01", "2023-02-29", "noSuchDate"],
    ["gregorian", "2024-03-01", "not a date", "invalidGregorian"],
    ["japanese", "令和6年3月1日", "2000-01-31", "invalidJapanese"],
    ["nepali", "2081-01-01", "2056 Foo 17", "invalidNepali"],
    ["nepali", "2081-01-01", "1990-01-01", "conversionFailed"],
  ] as const)(
    "%s birth date %j next to %j → %s, the date still converts",
    (type, date, birth, error) => {
      const result = convertDate(type, date, birth);
      expect(result).toMatchObject({ ok: true, birth: { kind: "invalid", error } });
    },
  );

  test("a blank birth date means no age", () => {
    expect(summary("gregorian", "2024-03-01", "   ").birth).toEqual({ kind: "none" });
  });
});
