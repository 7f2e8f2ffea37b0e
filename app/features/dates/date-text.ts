import { type BsDate, bsMonthNames } from "~/lib/calendars/bikram-sambat";
import { isoDate } from "~/lib/calendars/gregorian";
import { type JapaneseDate } from "~/lib/calendars/japanese-era";
import { toDevanagariDigits } from "~/lib/calendars/numerals";

/** A date as its result card writes it: in the calendar's own script, in Latin letters, in numbers. */
export type DateText = { native: string; latin: string; numeric: string };

const pad = (value: number) => String(value).padStart(2, "0");

/** 令和6年4月13日 (Reiwa 6); year 1 is written 元年. */
export function japaneseText({ era, eraYear, month, day }: JapaneseDate): DateText {
  const year = eraYear === 1 ? "元" : String(eraYear);
  return {
    native: `${era.japaneseName}${year}年${month}月${day}日`,
    latin: `${era.name} ${eraYear}`,
    numeric: `${era.name} ${eraYear}-${pad(month)}-${pad(day)}`,
  };
}

/** २०८१ बैशाख १ (2081 Baisakh 1). */
export function nepaliText({ year, month, day }: BsDate): DateText {
  return {
    native: toDevanagariDigits(`${year} ${bsMonthNames.ne[month - 1]} ${day}`),
    latin: `${year} ${bsMonthNames.en[month - 1]} ${day}`,
    numeric: isoDate({ year, month, day }),
  };
}
