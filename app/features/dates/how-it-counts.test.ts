import { describe, expect, test } from "vitest";
import { gregorianToBs } from "~/lib/calendars/bikram-sambat";
import { fromDayNumber, toDayNumber } from "~/lib/calendars/gregorian";
import { en } from "~/lib/i18n/messages/en";
import { ja } from "~/lib/i18n/messages/ja";
import { ne } from "~/lib/i18n/messages/ne";

/** For every Gregorian year the converter covers whole: the day the BS year changes. */
function bsNewYearDays() {
  const days: { year: number; month: number; day: number }[] = [];
  for (let year = 1944; year <= 2043; year++) {
    const first = toDayNumber({ year, month: 1, day: 1 });
    const last = toDayNumber({ year, month: 12, day: 31 });
    let newYear: { year: number; month: number; day: number } | undefined;
    for (let dayNumber = first; dayNumber <= last; dayNumber++) {
      const date = fromDayNumber(dayNumber);
      const bs = gregorianToBs(date);
      if (!bs) throw new Error(`no BS date for ${JSON.stringify(date)}`);
      const offset = bs.year - year;
      // Before the new year the BS year is AD + 56, from it on AD + 57: never anything else.
      expect(offset, JSON.stringify(date)).toBe(newYear ? 57 : offset === 57 ? 57 : 56);
      if (offset === 57 && !newYear) {
        newYear = date;
        expect(bs.month === 1 && bs.day === 1, "the change is Baisakh 1").toBe(true);
      }
    }
    if (!newYear) throw new Error(`no BS new year in ${year}`);
    days.push(newYear);
  }
  return days;
}

describe("“How the converter counts”: the BS year", () => {
  const newYears = bsNewYearDays();

  test("the converter's own results: AD + 56 from 1 January, AD + 57 from Baisakh 1 in mid-April", () => {
    expect(newYears).toHaveLength(100);
    for (const day of newYears) {
      expect(day.month).toBe(4);
      expect(day.day).toBeGreaterThanOrEqual(12);
      expect(day.day).toBeLessThanOrEqual(15);
    }
    // "13 or 14 April in most years"
    const onThirteenthOrFourteenth = newYears.filter((d) => d.day === 13 || d.day === 14);
    expect(onThirteenthOrFourteenth.length / newYears.length).toBeGreaterThan(0.8);
  });

  test.each([
    [
      "en",
      en.dates.aboutNepali,
      [
        "mid-April",
        "13 or 14 April",
        "plus 57 from mid-April to 31 December",
        "plus 56 from 1 January to mid-April",
      ],
    ],
    [
      "ne",
      ne.dates.aboutNepali,
      ["अप्रिलको बीच", "अप्रिल १३ वा १४", "डिसेम्बर ३१ सम्म", "५७ बढी", "जनवरी १ देखि", "५६ बढी"],
    ],
    [
      "ja",
      ja.dates.aboutNepali,
      ["4月中旬", "4月13日か14日", "12月31日までは西暦＋57", "1月1日から4月中旬までは西暦＋56"],
    ],
  ])("the %s text says the same", (_locale, text, parts) => {
    for (const part of parts) expect(text).toContain(part);
    // The old, wrong rule put the change in January.
    expect(text).not.toMatch(/mid-January|जनवरीको बीचसम्म|1月中旬/);
  });
});
