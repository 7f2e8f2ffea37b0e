import { describe, expect, test } from "vitest";
import {
  daysInGregorianMonth,
  fromDayNumber,
  isLeapYear,
  isValidGregorianDate,
  isoDate,
  toDayNumber,
  weekdayOf,
} from "./gregorian";

describe("Gregorian day arithmetic without time zones", () => {
  test.each([
    ["1970-01-01", 0, 4],
    ["1969-12-31", -1, 3],
    ["2000-02-29", 11016, 2],
    ["2024-04-13", 19826, 6],
    ["1868-01-25", -37231, 6],
    ["0001-01-01", -719162, 1],
    ["9999-12-31", 2932896, 5],
  ])("%s is day %i, weekday %i", (iso, dayNumber, weekday) => {
    const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
    expect(toDayNumber({ year, month, day })).toBe(dayNumber);
    expect(isoDate(fromDayNumber(dayNumber))).toBe(iso);
    expect(weekdayOf({ year, month, day })).toBe(weekday);
    // The same day as the platform's UTC calendar, whatever the machine's zone.
    if (year >= 1000) expect(Date.UTC(year, month - 1, day) / 86_400_000).toBe(dayNumber);
  });

  test("every day from 1600 to 2400 follows the one before it", () => {
    const wrong: string[] = [];
    let previous = fromDayNumber(toDayNumber({ year: 1600, month: 1, day: 1 }));
    for (
      let n = toDayNumber(previous) + 1;
      n <= toDayNumber({ year: 2400, month: 12, day: 31 });
      n++
    ) {
      const date = fromDayNumber(n);
      const next =
        previous.day < daysInGregorianMonth(previous.year, previous.month)
          ? { ...previous, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 };
      if (isoDate(date) !== isoDate(next) || toDayNumber(date) !== n) wrong.push(isoDate(date));
      previous = date;
    }
    expect(wrong).toEqual([]);
  });

  test.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
  ])("leap year %i: %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  test.each([
    ["2023-02-29", false],
    ["2024-02-29", true],
    ["2024-04-31", false],
    ["2024-13-01", false],
    ["2024-00-10", false],
    ["0000-01-01", false],
  ])("%s is a real day: %s", (iso, valid) => {
    const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
    expect(isValidGregorianDate({ year, month, day })).toBe(valid);
  });
});
