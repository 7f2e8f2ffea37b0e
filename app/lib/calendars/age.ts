import { type CalendarDate, compareDates, daysInGregorianMonth } from "./gregorian";

export type Age = { years: number; months: number; days: number };

/**
 * Whole years, months and days from a birth date to a later (or the same) date, borrowing days
 * from the month before the later date when its day is smaller (spec part 2 §5). When the birth
 * day does not exist in that month (born on the 31st, the month before has 30 days or fewer),
 * the month counts as complete on its last day: born 2000-01-31, on 2024-03-01 the age is
 * 24 years, 1 month and 1 day (24 years on 2024-01-31, a month on 2024-02-29, a day later).
 * Null when the birth date is after the date.
 */
export function ageOn(birth: CalendarDate, date: CalendarDate): Age | null {
  if (compareDates(birth, date) > 0) return null;
  let years = date.year - birth.year;
  let months = date.month - birth.month;
  let days = date.day - birth.day;
  if (days < 0) {
    months -= 1;
    const previousMonth = date.month === 1 ? 12 : date.month - 1;
    const previousYear = date.month === 1 ? date.year - 1 : date.year;
    const borrowed = daysInGregorianMonth(previousYear, previousMonth);
    days = date.day + borrowed - Math.min(birth.day, borrowed);
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days };
}
