import { describe, expect, test } from "vitest";
import { convertDate } from "./convert-date";
import { isoDate } from "./gregorian";
import { fromDevanagariDigits, toDevanagariDigits } from "./numerals";
import { nepaliMonthNumber, parseGregorian, parseNepali } from "./parse-date-input";

const nepaliToAd = (text: string) => {
  const result = convertDate("nepali", text);
  return result.ok ? isoDate(result.conversion.gregorian) : result.error;
};

describe("Nepali month names", () => {
  test.each([
    [1, ["Baisakh", "Baishakh", "BAISAKH", "baiśākh", "Vaishakh", "बैशाख", "वैशाख", "बैसाख"]],
    [2, ["Jestha", "Jeth", "Jeshtha", "Jyeshtha", "जेठ", "जेष्ठ", "ज्येष्ठ"]],
    [3, ["Asar", "Ashar", "Ashadh", "Asadh", "असार", "आषाढ"]],
    [4, ["Shrawan", "Shravan", "Saun", "Sawan", "साउन", "श्रावण"]],
    [5, ["Bhadra", "Bhadau", "भदौ", "भाद्र"]],
    [6, ["Ashwin", "Aswin", "Asoj", "Ashoj", "असोज", "आश्विन"]],
    [7, ["Kartik", "Kattik", "कात्तिक", "कार्तिक"]],
    [8, ["Mangsir", "Mansir", "Marga", "मंसिर", "मङ्सिर"]],
    [9, ["Poush", "Paush", "Push", "Pus", "पुष", "पौष", "पुस"]],
    [10, ["Magh", "माघ"]],
    [11, ["Falgun", "Phalgun", "Fagun", "फागुन", "फाल्गुन"]],
    [12, ["Chaitra", "Chait", "चैत", "चैत्र"]],
  ] as const)("month %i: %j", (month, names) => {
    for (const name of names) expect(nepaliMonthNumber(name), name).toBe(month);
  });

  test.each(["Foo", "January", "Baisak h", "जनवरी", "Magha2"])("%j is no month", (name) => {
    expect(nepaliMonthNumber(name)).toBeUndefined();
  });
});

describe("Nepali date input: numbers, month names, Devanagari digits", () => {
  test.each([
    ["2081-01-01", "2024-04-13"],
    ["2081 01 01", "2024-04-13"],
    ["2081 1 1", "2024-04-13"],
    ["2081/1/1", "2024-04-13"],
    ["2081 Baisakh 1", "2024-04-13"],
    ["2081-Baishakh-01", "2024-04-13"],
    ["1 Baisakh 2081", "2024-04-13"],
    ["Baisakh 1, 2081", "2024-04-13"],
    ["२०८१-०१-०१", "2024-04-13"],
    ["२०८१ बैशाख १", "2024-04-13"],
    ["२०८१ बैशाख १ गते", "2024-04-13"],
    ["वि.सं. २०८१ साल बैशाख १ गते", "2024-04-13"],
    ["BS 2081-01-01", "2024-04-13"],
    ["2081 असोज 15", "2024-10-01"],
    ["२०८१ Asoj १५", "2024-10-01"],
    ["2081 Jestha 32", "2024-06-14"],
    ["２０８１-０１-０１", "2024-04-13"],
    ["2082 Shrawan 1", "2025-07-17"],
    ["2081 Poush 17", "2025-01-01"],
  ])("%s → %s", (text, iso) => {
    expect(nepaliToAd(text)).toBe(iso);
  });

  test.each([
    ["2081 Foo 1", "an unknown month name"],
    ["2081 January 1", "a Gregorian month"],
    ["2081-01-00", "there is no day 0"],
    ["81-01-01", "a two-digit year"],
    ["2081-01", "no day"],
    ["2081-01-01-01", "four parts"],
    ["", "nothing"],
    ["hello", "words"],
    ["2081-1-1".repeat(10), "far too long"],
  ])("%j is invalid (%s)", (text) => {
    expect(nepaliToAd(text)).toBe("invalidNepali");
  });

  test.each([
    ["2081-01-32", "Baisakh 2081 has 31 days", { kind: "pastMonthEnd", monthDays: 31 }],
    ["2081 Baisakh 32", "Baisakh 2081 has 31 days", { kind: "pastMonthEnd", monthDays: 31 }],
    ["2081 Poush 30", "Poush 2081 has 29 days", { kind: "pastMonthEnd", monthDays: 29 }],
    ["2081-13-01", "there are twelve months", { kind: "noSuchMonth" }],
  ])("%j is well formed but does not exist (%s)", (text, _why, reason) => {
    expect(convertDate("nepali", text)).toEqual({ ok: false, error: "noSuchDate", reason });
  });

  test.each(["1999-12-30", "2101-01-01", "1990 Baisakh 1"])(
    "%s is well formed but outside BS 2000–2100: the conversion fails",
    (text) => {
      expect(convertDate("nepali", text)).toEqual({
        ok: false,
        error: "conversionFailed",
        reason: { kind: "outsideNepaliRange" },
      });
    },
  );

  test("month names and numbers give the same date for every month", () => {
    for (const [month, name] of [
      "Baisakh",
      "Jestha",
      "Asar",
      "Shrawan",
      "Bhadra",
      "Ashwin",
      "Kartik",
      "Mangsir",
      "Poush",
      "Magh",
      "Falgun",
      "Chaitra",
    ].entries()) {
      expect(parseNepali(`2081 ${name} 9`)).toEqual({ year: 2081, month: month + 1, day: 9 });
    }
  });

  test("Devanagari digits both ways", () => {
    expect(toDevanagariDigits("2081-01-01")).toBe("२०८१-०१-०१");
    expect(fromDevanagariDigits("२०८१ बैशाख १")).toBe("2081 बैशाख 1");
    expect(fromDevanagariDigits("0123456789")).toBe("0123456789");
    expect(toDevanagariDigits("0123456789")).toBe("०१२३४५६७८९");
  });
});

describe("Gregorian date input", () => {
  test.each([
    ["2024-04-13", "2024-04-13"],
    ["2024/4/13", "2024-04-13"],
    ["2024.04.13", "2024-04-13"],
    ["2024 4 13", "2024-04-13"],
    [" 2024-04-13 ", "2024-04-13"],
    ["2024年4月13日", "2024-04-13"],
    ["２０２４－０４－１３", "2024-04-13"],
    ["13 April 2024", "2024-04-13"],
    ["April 13, 2024", "2024-04-13"],
    ["13 apr 2024", "2024-04-13"],
    ["Sept 1 2024", "2024-09-01"],
    ["2024 Apr 13", "2024-04-13"],
    ["2024-02-29", "2024-02-29"],
    ["1868-01-24", "1868-01-24"],
  ])("%s → %s", (text, iso) => {
    const date = parseGregorian(text);
    expect(date && isoDate(date)).toBe(iso);
  });

  test.each([
    ["2023-02-29", "2023 was not a leap year", { kind: "pastMonthEnd", monthDays: 28 }],
    ["2024-02-30", "February 2024 has 29 days", { kind: "pastMonthEnd", monthDays: 29 }],
    ["30 February 2024", "February 2024 has 29 days", { kind: "pastMonthEnd", monthDays: 29 }],
    ["2024-04-31", "April has 30 days", { kind: "pastMonthEnd", monthDays: 30 }],
    ["2024年4月31日", "April has 30 days", { kind: "pastMonthEnd", monthDays: 30 }],
    ["2024-13-01", "no month 13", { kind: "noSuchMonth" }],
  ])("%j is well formed but does not exist (%s)", (text, _why, reason) => {
    expect(parseGregorian(text)).toBeNull();
    expect(convertDate("gregorian", text)).toEqual({ ok: false, error: "noSuchDate", reason });
  });

  test.each([
    ["2024-04-00", "there is no day 0"],
    ["04/13/2024", "month first is ambiguous"],
    ["13/04/2024", "day first is ambiguous"],
    ["24-04-13", "a two-digit year"],
    ["0000-01-01", "there is no year 0"],
    ["April 2024", "no day"],
    ["Smarch 13 2024", "no such month"],
    ["2024-04-13T10:00", "a time"],
    ["today", "a word"],
    ["", "nothing"],
  ])("%j is invalid (%s)", (text) => {
    expect(parseGregorian(text)).toBeNull();
    expect(convertDate("gregorian", text)).toEqual({ ok: false, error: "invalidGregorian" });
  });
});
