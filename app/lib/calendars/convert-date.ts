import { ageOn, type Age } from "./age";
import {
  type BsDate,
  bsToGregorian,
  daysInBsMonth,
  gregorianToBs,
  isInBsRange,
} from "./bikram-sambat";
import {
  type CalendarDate,
  daysInGregorianMonth,
  isValidGregorianDate,
  weekdayOf,
} from "./gregorian";
import { fromJapaneseDate, type JapaneseDate, toJapaneseDate } from "./japanese-era";
import { parseGregorianParts, parseJapanese, parseNepali } from "./parse-date-input";

export const inputTypes = ["gregorian", "japanese", "nepali"] as const;
export type InputType = (typeof inputTypes)[number];

/**
 * The spec's three messages (part 2 §8): a format per input type, and everything else; and ours
 * for a date written the right way that does not exist (2024-02-30): calling that a format error
 * would send the learner looking for a typo.
 */
export type ConversionError =
  "invalidGregorian" | "invalidJapanese" | "invalidNepali" | "conversionFailed" | "noSuchDate";

const invalidFormat: Record<InputType, ConversionError> = {
  gregorian: "invalidGregorian",
  japanese: "invalidJapanese",
  nepali: "invalidNepali",
};

/**
 * Why a date could not be converted, when we know (shown under the message): a year outside the
 * Nepali table, a month past the twelfth, or a day past the end of its month.
 */
export type FailureReason =
  | { kind: "outsideNepaliRange" }
  | { kind: "noSuchMonth" }
  | { kind: "pastMonthEnd"; monthDays: number };

export type ReadFailure = { ok: false; error: ConversionError; reason?: FailureReason };
type Read = { ok: true; date: CalendarDate } | ReadFailure;

/** One date in the chosen input calendar, as a Gregorian day. */
export function readDate(type: InputType, text: string): Read {
  try {
    return readDateIn(type, text);
  } catch {
    return { ok: false, error: "conversionFailed" };
  }
}

const badFormat = (type: InputType): ReadFailure => ({ ok: false, error: invalidFormat[type] });

/** A month and day that do not exist, given how many days the month has (undefined: no month). */
function noSuchDate(month: number, monthDays: number | undefined): ReadFailure {
  const reason: FailureReason =
    month < 1 || month > 12 || monthDays === undefined
      ? { kind: "noSuchMonth" }
      : { kind: "pastMonthEnd", monthDays };
  return { ok: false, error: "noSuchDate", reason };
}

function readDateIn(type: InputType, text: string): Read {
  switch (type) {
    case "gregorian": {
      const parts = parseGregorianParts(text);
      if (!parts) return badFormat(type);
      if (isValidGregorianDate(parts)) return { ok: true, date: parts };
      // Day 0, or a year outside 1–9999, is a typo rather than a missing day.
      if (parts.day < 1 || parts.year < 1) return badFormat(type);
      return noSuchDate(parts.month, daysInGregorianMonth(parts.year, parts.month) || undefined);
    }
    case "japanese": {
      const japanese = parseJapanese(text);
      if (!japanese) return badFormat(type);
      const date = fromJapaneseDate(japanese);
      if (date) return { ok: true, date };
      // 令和6年2月30日: no such day in any era; Heisei 32 (outside its era) stays a format error.
      const year = japanese.era.start.year + japanese.eraYear - 1;
      const days = daysInGregorianMonth(year, japanese.month) || undefined;
      if (japanese.day >= 1 && (days === undefined || japanese.day > days)) {
        return noSuchDate(japanese.month, days);
      }
      return badFormat(type);
    }
    case "nepali": {
      const nepali = parseNepali(text);
      if (!nepali) return badFormat(type);
      // A well-formed year outside the table cannot be converted, though it may well exist.
      if (!isInBsRange(nepali.year)) {
        return { ok: false, error: "conversionFailed", reason: { kind: "outsideNepaliRange" } };
      }
      const date = bsToGregorian(nepali);
      if (date) return { ok: true, date };
      if (nepali.day < 1) return badFormat(type);
      return noSuchDate(nepali.month, daysInBsMonth(nepali.year, nepali.month));
    }
  }
}

/** Spec part 2 §3: the date in the three calendars, and the age when a birth date is given. */
export type Conversion = {
  gregorian: CalendarDate;
  /** 0 = Sunday. */
  weekday: number;
  /** Null before Meiji (25 January 1868). */
  japanese: JapaneseDate | null;
  /** Null outside BS 2000–2100. */
  nepali: BsDate | null;
};

export type BirthResult =
  | { kind: "none" }
  | { kind: "invalid"; error: ConversionError; reason?: FailureReason }
  | { kind: "afterDate"; birth: CalendarDate }
  | { kind: "age"; birth: CalendarDate; age: Age };

export type ConversionResult =
  | { ok: true; conversion: Conversion; birth: BirthResult }
  | { ok: false; error: ConversionError; reason?: FailureReason };

export function describeDate(date: CalendarDate): Conversion {
  return {
    gregorian: date,
    weekday: weekdayOf(date),
    japanese: toJapaneseDate(date),
    nepali: gregorianToBs(date),
  };
}

/**
 * Converts a date typed in one calendar into all three. The birth date, when given, is read in
 * the same calendar as the date, and the age is counted in Gregorian months up to the date.
 */
export function convertDate(type: InputType, dateText: string, birthText = ""): ConversionResult {
  const read = readDate(type, dateText);
  if (!read.ok) return read;
  try {
    return {
      ok: true,
      conversion: describeDate(read.date),
      birth: readBirth(type, birthText, read.date),
    };
  } catch {
    return { ok: false, error: "conversionFailed" };
  }
}

function readBirth(type: InputType, text: string, date: CalendarDate): BirthResult {
  if (text.trim() === "") return { kind: "none" };
  const read = readDate(type, text);
  if (!read.ok) return { kind: "invalid", error: read.error, reason: read.reason };
  const age = ageOn(read.date, date);
  return age ? { kind: "age", birth: read.date, age } : { kind: "afterDate", birth: read.date };
}
