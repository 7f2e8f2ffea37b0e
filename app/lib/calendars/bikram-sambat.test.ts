import { describe, expect, test } from "vitest";
import {
  bsToGregorian,
  daysInBsMonth,
  firstBsDay,
  gregorianToBs,
  lastBsDay,
  lastBsYear,
} from "./bikram-sambat";
import { bsMonthLengths, firstBsYear } from "./bikram-sambat-data";
import { fromDayNumber, isoDate, toDayNumber } from "./gregorian";

const day = (iso: string) => {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day: date };
};
const toAd = (bs: string) => {
  const date = bsToGregorian(day(bs));
  return date && isoDate(date);
};
const toBs = (ad: string) => {
  const date = gregorianToBs(day(ad));
  return date && isoDate(date);
};

describe("Bikram Sambat anchors", () => {
  test.each([
    ["2081-01-01", "2024-04-13", "the new year 2081, +57"],
    ["2080-12-30", "2024-04-12", "the day before it"],
    ["2081-09-17", "2025-01-01", "New Year's Day 2025 is still BS 2081, +56"],
    ["2081-09-16", "2024-12-31", "the last day of 2024, +57"],
    ["2082-01-01", "2025-04-14", "the new year 2082"],
    ["2000-01-01", "1943-04-14", "the first supported day"],
    ["2100-12-31", "2044-04-13", "the last supported day"],
    ["2081-02-32", "2024-06-14", "a 32-day month ends on its 32nd"],
    ["2081-06-15", "2024-10-01", "Ghatasthapana week 2081"],
    ["2083-01-01", "2026-04-14", "the new year 2083"],
  ])("BS %s ↔ AD %s (%s)", (bs, ad) => {
    expect(toAd(bs)).toBe(ad);
    expect(toBs(ad)).toBe(bs);
  });

  test("the first and last supported days are BS 2000 Baisakh 1 and BS 2100 Chaitra 31", () => {
    expect([isoDate(firstBsDay), isoDate(lastBsDay), lastBsYear]).toEqual([
      "2000-01-01",
      "2100-12-31",
      2100,
    ]);
    expect(toBs("1943-04-13")).toBeNull();
    expect(toBs("2044-04-14")).toBeNull();
    expect(toAd("1999-12-30")).toBeNull();
    expect(toAd("2101-01-01")).toBeNull();
  });

  test.each([
    ["2081-01-32", "Baisakh 2081 has 31 days"],
    ["2081-02-33", "no month has 33 days"],
    ["2081-09-30", "Poush 2081 has 29 days"],
    ["2081-13-01", "there are twelve months"],
    ["2081-00-10", "month 0"],
    ["2081-05-00", "day 0"],
  ])("BS %s does not exist (%s)", (bs) => {
    expect(toAd(bs)).toBeNull();
  });

  test("the BS year is the AD year plus 57 from Baisakh to Poush's middle, plus 56 after", () => {
    const offsets = new Set<number>();
    for (let n = toDayNumber(day("1943-04-14")); n <= toDayNumber(day("2044-04-13")); n += 7) {
      const ad = fromDayNumber(n);
      const bs = gregorianToBs(ad);
      if (!bs) throw new Error(`no BS date for ${isoDate(ad)}`);
      offsets.add(bs.year - ad.year);
      // 1 January always falls in Poush (month 9), so months 1–8 are +57 and 10–12 are +56.
      if (bs.month <= 8) expect(bs.year - ad.year).toBe(57);
      if (bs.month >= 10) expect(bs.year - ad.year).toBe(56);
    }
    expect([...offsets].sort()).toEqual([56, 57]);
  });
});

describe("every day of BS 2000–2100", () => {
  test("BS → AD → BS and AD → BS → AD are the identity, and consecutive days stay consecutive", () => {
    const wrong: string[] = [];
    let previousDayNumber: number | undefined;
    let days = 0;
    for (let year = firstBsYear; year <= lastBsYear; year++) {
      for (let month = 1; month <= 12; month++) {
        const length = daysInBsMonth(year, month) ?? 0;
        for (let date = 1; date <= length; date++) {
          const bs = { year, month, day: date };
          const ad = bsToGregorian(bs);
          if (!ad) {
            wrong.push(`${isoDate(bs)} has no AD date`);
            continue;
          }
          const dayNumber = toDayNumber(ad);
          if (previousDayNumber !== undefined && dayNumber !== previousDayNumber + 1) {
            wrong.push(`${isoDate(bs)} is not the day after the one before it`);
          }
          const back = gregorianToBs(ad);
          if (!back || isoDate(back) !== isoDate(bs))
            wrong.push(`${isoDate(bs)} → ${isoDate(ad)} → ${back && isoDate(back)}`);
          const adAgain = back && bsToGregorian(back);
          if (!adAgain || isoDate(adAgain) !== isoDate(ad))
            wrong.push(`${isoDate(ad)} does not come back`);
          previousDayNumber = dayNumber;
          days++;
        }
      }
    }
    expect(wrong).toEqual([]);
    // 14 April 1943 to 13 April 2044, both included.
    expect(days).toBe(toDayNumber(day("2044-04-13")) - toDayNumber(day("1943-04-14")) + 1);
  });

  test("every Gregorian day from 14 April 1943 to 13 April 2044 has one BS date, in order", () => {
    const wrong: string[] = [];
    let previous = "";
    for (let n = toDayNumber(day("1943-04-14")); n <= toDayNumber(day("2044-04-13")); n++) {
      const bs = gregorianToBs(fromDayNumber(n));
      const text = bs ? isoDate(bs) : "none";
      if (!bs || text <= previous) wrong.push(`${isoDate(fromDayNumber(n))} → ${text}`);
      previous = text;
    }
    expect(wrong).toEqual([]);
  });

  test("every month has 29 to 32 days and every year 365 or 366", () => {
    expect(bsMonthLengths).toHaveLength(101);
    for (const months of bsMonthLengths) {
      expect(months).toHaveLength(12);
      expect(months.every((length) => length >= 29 && length <= 32)).toBe(true);
      expect([365, 366]).toContain(months.reduce((sum, length) => sum + length, 0));
    }
  });

  test("every Baisakh 1 is where a Surya Siddhanta sidereal year puts it", () => {
    // The Nepali year is sidereal: its first day drifts through the Gregorian calendar at
    // 365.2587565 days a year. One starting phase fits every published year; a year one day
    // too long or too short anywhere in the table breaks it.
    const siderealYear = 365.2587565;
    let low = -Infinity;
    let high = Infinity;
    for (let year = firstBsYear; year <= lastBsYear + 1; year++) {
      const baisakh1 = bsToGregorian({ year, month: 1, day: 1 });
      const lastDay = bsToGregorian(lastBsDay);
      if (!lastDay) throw new Error("no last day");
      const start = baisakh1 ? toDayNumber(baisakh1) : toDayNumber(lastDay) + 1;
      const elapsed = siderealYear * (year - firstBsYear);
      low = Math.max(low, start - elapsed);
      high = Math.min(high, start + 1 - elapsed);
    }
    expect(high).toBeGreaterThan(low);
  });
});
