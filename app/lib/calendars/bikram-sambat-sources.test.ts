import { createRequire } from "node:module";
import nepaliDatetime from "nepali-datetime/dateConverter";
import { describe, expect, test } from "vitest";
import { bsToGregorian, daysInBsMonth, gregorianToBs, lastBsYear } from "./bikram-sambat";
import { firstBsYear, lastPublishedBsYear } from "./bikram-sambat-data";
import { type CalendarDate, isoDate, toDayNumber } from "./gregorian";

// Two libraries written and maintained apart from each other, used here only: our table must
// give the same BS date as they do for every single day they both cover.
type BikramSambat = {
  toBik(iso: string): CalendarDate;
  toGreg(year: number, month: number, day: number): CalendarDate;
};
const bikramSambat = createRequire(import.meta.url)("bikram-sambat") as BikramSambat;

const firstDayNumber = toDayNumber({ year: 1943, month: 4, day: 14 });

/** Every day of the BS years first–last, as [BS, AD] by our table. */
function* everyDay(first: number, last: number) {
  for (let year = first; year <= last; year++) {
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= (daysInBsMonth(year, month) ?? 0); day++) {
        const bs = { year, month, day };
        yield [bs, bsToGregorian(bs)] as const;
      }
    }
  }
}

describe("our Bikram Sambat table against two independent libraries, day by day", () => {
  test(`bikram-sambat (Medic) agrees on every day of the published years BS ${firstBsYear}–${lastPublishedBsYear}`, () => {
    const disagreements: string[] = [];
    let days = 0;
    for (const [bs, ad] of everyDay(firstBsYear, lastPublishedBsYear)) {
      const theirAd = bikramSambat.toGreg(bs.year, bs.month, bs.day);
      const theirBs = ad && bikramSambat.toBik(isoDate(ad));
      if (!ad || isoDate(theirAd) !== isoDate(ad) || !theirBs || isoDate(theirBs) !== isoDate(bs)) {
        disagreements.push(`${isoDate(bs)}: ours ${ad && isoDate(ad)}, theirs ${isoDate(theirAd)}`);
      }
      days++;
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // 14 April 1943 up to BS 2084 Baisakh 1, 14 April 2027.
    expect(days).toBe(toDayNumber({ year: 2027, month: 4, day: 14 }) - firstDayNumber);
  });

  test(`nepali-datetime (opensource-nepal) agrees on every day of BS ${firstBsYear}–2099`, () => {
    const disagreements: string[] = [];
    let days = 0;
    for (const [bs, ad] of everyDay(firstBsYear, 2099)) {
      // Its months count from 0.
      const [year, month, day] = nepaliDatetime.nepaliToEnglish(bs.year, bs.month - 1, bs.day);
      const theirAd = { year, month: month + 1, day };
      // Its AD → BS side covers AD 1944 to 2042.
      const [bsYear, bsMonth, bsDay] =
        ad && ad.year >= 1944 && ad.year <= 2042
          ? nepaliDatetime.englishToNepali(ad.year, ad.month - 1, ad.day)
          : [bs.year, bs.month - 1, bs.day];
      const theirBs = { year: bsYear, month: bsMonth + 1, day: bsDay };
      if (!ad || isoDate(theirAd) !== isoDate(ad) || isoDate(theirBs) !== isoDate(bs)) {
        disagreements.push(`${isoDate(bs)}: ours ${ad && isoDate(ad)}, theirs ${isoDate(theirAd)}`);
      }
      days++;
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // 14 April 1943 up to BS 2100 Baisakh 1, 14 April 2043.
    expect(days).toBe(toDayNumber({ year: 2043, month: 4, day: 14 }) - firstDayNumber);
  });

  test("only BS 2100 is beyond both libraries, and it continues the day after BS 2099 ends", () => {
    expect(() => nepaliDatetime.nepaliToEnglish(2100, 0, 1)).toThrow();
    expect(() => bikramSambat.toGreg(2100, 1, 1)).toThrow();
    const lastOf2099 = nepaliDatetime.nepaliToEnglish(2099, 11, daysInBsMonth(2099, 12) ?? 0);
    expect(lastOf2099).toEqual([2043, 3, 13]);
    expect(bsToGregorian({ year: 2100, month: 1, day: 1 })).toEqual({
      year: 2043,
      month: 4,
      day: 14,
    });
    expect(gregorianToBs({ year: 2043, month: 4, day: 14 })).toEqual({
      year: 2100,
      month: 1,
      day: 1,
    });
    expect(lastBsYear).toBe(2100);
  });
});
