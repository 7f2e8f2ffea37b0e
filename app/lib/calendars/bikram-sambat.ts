import { bsMonthLengths, firstBsDayGregorian, firstBsYear } from "./bikram-sambat-data";
import { type CalendarDate, fromDayNumber, toDayNumber } from "./gregorian";

/** A Bikram Sambat date: year (e.g. 2081), month 1 (Baisakh) to 12 (Chaitra), day. */
export type BsDate = CalendarDate;

export const lastBsYear = firstBsYear + bsMonthLengths.length - 1;

export const bsMonthNames = {
  en: [
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
  ],
  ne: ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुष", "माघ", "फागुन", "चैत"],
} as const;

/** Sunday first, as weekdayOf counts. */
export const nepaliWeekdays = [
  "आइतबार",
  "सोमबार",
  "मंगलबार",
  "बुधबार",
  "बिहीबार",
  "शुक्रबार",
  "शनिबार",
] as const;

export function daysInBsMonth(year: number, month: number): number | undefined {
  return bsMonthLengths[year - firstBsYear]?.[month - 1];
}

export function isInBsRange(year: number): boolean {
  return Number.isInteger(year) && year >= firstBsYear && year <= lastBsYear;
}

/** A real day of a year in the table: no Baisakh 32, no month 13. */
export function isValidBsDate({ year, month, day }: BsDate): boolean {
  const length =
    isInBsRange(year) && Number.isInteger(month) ? daysInBsMonth(year, month) : undefined;
  return length !== undefined && Number.isInteger(day) && day >= 1 && day <= length;
}

// Day numbers (days since 1970-01-01) of every Baisakh 1, and one past the last Chaitra.
const yearStarts: number[] = [toDayNumber(firstBsDayGregorian)];
for (const months of bsMonthLengths) {
  yearStarts.push((yearStarts.at(-1) ?? 0) + months.reduce((sum, days) => sum + days, 0));
}

export const firstBsDay: BsDate = { year: firstBsYear, month: 1, day: 1 };
export const lastBsDay: BsDate = {
  year: lastBsYear,
  month: 12,
  day: daysInBsMonth(lastBsYear, 12) ?? 30,
};

/** The Gregorian day of a BS date, or null when the date does not exist or is outside the table. */
export function bsToGregorian(date: BsDate): CalendarDate | null {
  if (!isValidBsDate(date)) return null;
  const months = bsMonthLengths[date.year - firstBsYear] ?? [];
  let dayNumber = yearStarts[date.year - firstBsYear] ?? 0;
  for (let month = 1; month < date.month; month++) dayNumber += months[month - 1] ?? 0;
  return fromDayNumber(dayNumber + date.day - 1);
}

/** The BS date of a Gregorian day, or null outside BS 2000–2100 (14 April 1943 – 13 April 2044). */
export function gregorianToBs(date: CalendarDate): BsDate | null {
  const dayNumber = toDayNumber(date);
  const first = yearStarts[0] ?? 0;
  const end = yearStarts.at(-1) ?? 0;
  if (dayNumber < first || dayNumber >= end) return null;
  // The year: BS years are 365 or 366 days, so the estimate is off by at most one.
  let index = Math.min(Math.floor((dayNumber - first) / 365.26), bsMonthLengths.length - 1);
  while ((yearStarts[index] ?? 0) > dayNumber) index--;
  while ((yearStarts[index + 1] ?? Infinity) <= dayNumber) index++;
  let rest = dayNumber - (yearStarts[index] ?? 0);
  const months = bsMonthLengths[index] ?? [];
  let month = 1;
  while (rest >= (months[month - 1] ?? Infinity)) {
    rest -= months[month - 1] ?? 0;
    month++;
  }
  return { year: firstBsYear + index, month, day: rest + 1 };
}
