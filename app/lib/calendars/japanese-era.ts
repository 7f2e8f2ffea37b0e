import {
  type CalendarDate,
  compareDates,
  fromDayNumber,
  isValidGregorianDate,
  toDayNumber,
} from "./gregorian";

export type EraId = "meiji" | "taisho" | "showa" | "heisei" | "reiwa";

export type Era = {
  id: EraId;
  /** Romanised, with the macron (Taishō, Shōwa). */
  name: string;
  japaneseName: string;
  /** The letter used in short forms such as R6.5.1. */
  letter: string;
  /** The first day, in the Gregorian calendar. */
  start: CalendarDate;
};

/**
 * The modern eras, each starting on the day its emperor acceded (spec part 2 §3, §9).
 *
 * Meiji: the era was proclaimed on Keiō 4-09-08 (23 October 1868) and applied from the first
 * day of that lunisolar year, Keiō 4-01-01, which was 25 January 1868 in the Gregorian calendar;
 * we start it there. Japan used the lunisolar calendar until Meiji 5-12-02, and the next day
 * became Meiji 6-01-01 = 1 January 1873; before then, our Meiji dates pair the era year with
 * Gregorian months and days, not the lunisolar dates written at the time.
 */
export const japaneseEras: readonly Era[] = [
  {
    id: "meiji",
    name: "Meiji",
    japaneseName: "明治",
    letter: "M",
    start: { year: 1868, month: 1, day: 25 },
  },
  {
    id: "taisho",
    name: "Taishō",
    japaneseName: "大正",
    letter: "T",
    start: { year: 1912, month: 7, day: 30 },
  },
  {
    id: "showa",
    name: "Shōwa",
    japaneseName: "昭和",
    letter: "S",
    start: { year: 1926, month: 12, day: 25 },
  },
  {
    id: "heisei",
    name: "Heisei",
    japaneseName: "平成",
    letter: "H",
    start: { year: 1989, month: 1, day: 8 },
  },
  {
    id: "reiwa",
    name: "Reiwa",
    japaneseName: "令和",
    letter: "R",
    start: { year: 2019, month: 5, day: 1 },
  },
];

/** Japan's switch to the Gregorian calendar: Meiji 6-01-01. */
export const gregorianAdoption: CalendarDate = { year: 1873, month: 1, day: 1 };

/** The last day of an era: the day before the next one starts; none for the current era. */
export function eraEnd(era: Era): CalendarDate | undefined {
  const next = japaneseEras[japaneseEras.indexOf(era) + 1];
  return next ? fromDayNumber(toDayNumber(next.start) - 1) : undefined;
}

export type JapaneseDate = { era: Era; eraYear: number; month: number; day: number };

/** The era date of a Gregorian day, or null before Meiji. */
export function toJapaneseDate(date: CalendarDate): JapaneseDate | null {
  const era = japaneseEras.findLast((candidate) => compareDates(candidate.start, date) <= 0);
  if (!era) return null;
  return { era, eraYear: date.year - era.start.year + 1, month: date.month, day: date.day };
}

/**
 * The Gregorian day of an era date: the Gregorian year is the era year plus the era's start year
 * minus one (spec part 2 §5). Null when that day does not exist or lies outside the era (Heisei
 * 32, or Reiwa 1-04-30, which was still Heisei 31).
 */
export function fromJapaneseDate({ era, eraYear, month, day }: JapaneseDate): CalendarDate | null {
  if (!Number.isInteger(eraYear) || eraYear < 1) return null;
  const date = { year: era.start.year + eraYear - 1, month, day };
  if (!isValidGregorianDate(date) || compareDates(date, era.start) < 0) return null;
  const end = eraEnd(era);
  if (end && compareDates(date, end) > 0) return null;
  return date;
}

export function eraById(id: EraId): Era {
  const era = japaneseEras.find((candidate) => candidate.id === id);
  if (!era) throw new Error(`Unknown era ${id}`);
  return era;
}
