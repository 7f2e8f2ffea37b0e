import { describe, expect, test } from "vitest";
import { convertDate } from "./convert-date";
import { isoDate } from "./gregorian";
import { eraEnd, fromJapaneseDate, japaneseEras, toJapaneseDate } from "./japanese-era";
import { parseJapanese } from "./parse-date-input";

const day = (iso: string) => {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day: date };
};

/** The era date of a Gregorian day as "令和6年4月13日" ("元年" for year 1), or null. */
const japanese = (iso: string) => {
  const date = toJapaneseDate(day(iso));
  if (!date) return null;
  const year = date.eraYear === 1 ? "元" : String(date.eraYear);
  return `${date.era.japaneseName}${year}年${date.month}月${date.day}日`;
};

/** Japanese input → ISO, or the error the page shows. */
const toIso = (text: string) => {
  const result = convertDate("japanese", text);
  return result.ok ? isoDate(result.conversion.gregorian) : result.error;
};

describe("era boundaries: every era's first day and the day before it", () => {
  test.each([
    ["1868-01-24", null],
    ["1868-01-25", "明治元年1月25日"],
    ["1912-07-29", "明治45年7月29日"],
    ["1912-07-30", "大正元年7月30日"],
    ["1926-12-24", "大正15年12月24日"],
    ["1926-12-25", "昭和元年12月25日"],
    ["1989-01-07", "昭和64年1月7日"],
    ["1989-01-08", "平成元年1月8日"],
    ["2019-04-30", "平成31年4月30日"],
    ["2019-05-01", "令和元年5月1日"],
    ["1873-01-01", "明治6年1月1日"],
    ["2024-04-13", "令和6年4月13日"],
  ])("%s is %s", (iso, expected) => {
    expect(japanese(iso)).toBe(expected);
  });

  test.each([
    ["明治元年1月25日", "1868-01-25"],
    ["明治45年7月29日", "1912-07-29"],
    ["大正元年7月30日", "1912-07-30"],
    ["大正15年12月24日", "1926-12-24"],
    ["昭和元年12月25日", "1926-12-25"],
    ["昭和64年1月7日", "1989-01-07"],
    ["平成元年1月8日", "1989-01-08"],
    ["Heisei 31-04-30", "2019-04-30"],
    ["Reiwa 1-05-01", "2019-05-01"],
  ])("%s → %s", (text, iso) => {
    expect(toIso(text)).toBe(iso);
  });

  test.each([
    ["明治元年1月24日", "before Meiji began"],
    ["Meiji 45-07-30", "already Taishō"],
    ["Taisho 1-07-29", "still Meiji"],
    ["Taishō 15-12-25", "already Shōwa"],
    ["Showa 1-12-24", "still Taishō"],
    ["Showa 64-01-08", "already Heisei"],
    ["Heisei 1-01-07", "still Shōwa"],
    ["Heisei 31-05-01", "already Reiwa"],
    ["Heisei 32-01-01", "Heisei had no year 32"],
    ["Reiwa 1-04-30", "still Heisei"],
    ["Reiwa 0-05-01", "there is no year 0"],
  ])("%s is invalid (%s)", (text) => {
    expect(toIso(text)).toBe("invalidJapanese");
  });

  test.each([
    ["Reiwa 6-02-30", "no such day"],
    ["令和5年2月29日", "2023 was not a leap year"],
    ["平成31年13月1日", "no month 13"],
  ])("%s does not exist (%s)", (text) => {
    expect(toIso(text)).toBe("noSuchDate");
  });

  test("each era ends the day before the next begins, and Reiwa has no end", () => {
    expect(
      japaneseEras.map((era) => {
        const end = eraEnd(era);
        return [era.id, isoDate(era.start), end && isoDate(end)];
      }),
    ).toEqual([
      ["meiji", "1868-01-25", "1912-07-29"],
      ["taisho", "1912-07-30", "1926-12-24"],
      ["showa", "1926-12-25", "1989-01-07"],
      ["heisei", "1989-01-08", "2019-04-30"],
      ["reiwa", "2019-05-01", undefined],
    ]);
  });
});

describe("Japanese era input: names in English or Japanese, hyphens or 年月日", () => {
  test.each([
    ["令和6年5月1日", "2024-05-01"],
    ["令和 6 年 5 月 1 日", "2024-05-01"],
    ["令和６年５月１日", "2024-05-01"],
    ["令和元年5月1日", "2019-05-01"],
    ["Reiwa 6-05-01", "2024-05-01"],
    ["reiwa 6-5-1", "2024-05-01"],
    ["REIWA 6年5月1日", "2024-05-01"],
    ["Reiwa gannen 5-1", "2019-05-01"],
    ["R6-05-01", "2024-05-01"],
    ["R6.5.1", "2024-05-01"],
    ["H31/4/30", "2019-04-30"],
    ["Shōwa 20-08-15", "1945-08-15"],
    ["Showa 20-08-15", "1945-08-15"],
    ["SHOUWA 20-08-15", "1945-08-15"],
    ["昭和20年8月15日", "1945-08-15"],
    ["Taishō 12-09-01", "1923-09-01"],
    ["taisho 12-09-01", "1923-09-01"],
    ["大正12年9月1日", "1923-09-01"],
    ["Meiji 6-01-01", "1873-01-01"],
    ["明治6年1月1日", "1873-01-01"],
    ["Heisei 7-01-17", "1995-01-17"],
    ["平成7年1月17日", "1995-01-17"],
  ])("%s → %s", (text, iso) => {
    expect(toIso(text)).toBe(iso);
  });

  test.each([
    "",
    "Reiwa",
    "令和6年",
    "令和6年5月",
    "Edo 6-05-01",
    "Q6-05-01",
    "2024-05-01",
    "Reiwa six-05-01",
    "慶応4年1月1日",
    "Reiwa 6-05-01 extra",
  ])("%j is not a Japanese era date", (text) => {
    expect(toIso(text)).toBe("invalidJapanese");
  });

  test("the Gregorian year is the era year plus the era's start year minus one", () => {
    for (const era of japaneseEras) {
      const parsed = parseJapanese(`${era.japaneseName}2年12月31日`);
      expect(parsed && fromJapaneseDate(parsed)).toEqual({
        year: era.start.year + 1,
        month: 12,
        day: 31,
      });
    }
  });
});
