import { describe, expect, test } from "vitest";
import { ageOn } from "./age";

const day = (iso: string) => {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day: date };
};

describe("age in years, months and days, borrowing days from the previous month", () => {
  test.each([
    // Worked by hand: 24 years on 2024-01-31; one month later is the end of February,
    // 2024-02-29 (February has no 31st); one more day is 2024-03-01.
    ["2000-01-31", "2024-03-01", 24, 1, 1],
    // Borrowing February 2024's 29 days: 10 − 15 + 29 = 24 days, 2 − 1 − 1 = 1 month.
    ["2000-01-15", "2024-03-10", 24, 1, 24],
    // Borrowing March's 31 days: 5 − 20 + 31 = 16; months 4 − 6 − 1 = −3 → 9, one year fewer.
    ["1990-06-20", "2024-04-05", 33, 9, 16],
    // Borrowing December across the year: 3 − 25 + 31 = 9; months 1 − 12 − 1 = −12 → 0.
    ["2010-12-25", "2024-01-03", 13, 0, 9],
    ["2000-01-31", "2023-03-01", 23, 1, 1],
    ["2000-02-29", "2023-02-28", 22, 11, 30],
    ["2000-02-29", "2023-03-01", 23, 0, 1],
    ["2000-02-29", "2024-02-29", 24, 0, 0],
    ["2024-04-13", "2024-04-13", 0, 0, 0],
    ["2024-04-12", "2024-04-13", 0, 0, 1],
    ["2023-04-13", "2024-04-13", 1, 0, 0],
    ["1943-04-14", "2024-04-13", 80, 11, 30],
  ])("born %s, on %s: %i years, %i months, %i days", (birth, date, years, months, days) => {
    expect(ageOn(day(birth), day(date))).toEqual({ years, months, days });
  });

  test("a birth date after the date has no age", () => {
    expect(ageOn(day("2024-04-14"), day("2024-04-13"))).toBeNull();
  });
});
