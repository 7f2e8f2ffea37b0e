import { ageOn, type Age } from "./age";
import { type BsDate, bsToGregorian, gregorianToBs, isInBsRange } from "./bikram-sambat";
import { type CalendarDate, weekdayOf } from "./gregorian";
import { fromJapaneseDate, type JapaneseDate, toJapaneseDate } from "./japanese-era";
import { parseGregorian, parseJapanese, parseNepali } from "./parse-date-input";

export const inputTypes = ["gregorian", "japanese", "nepali"] as const;
export type InputType = (typeof inputTypes)[number];

/** The spec's three messages (part 2 §8): a format per input type, and everything else. */
export type ConversionError =
  "invalidGregorian" | "invalidJapanese" | "invalidNepali" | "conversionFailed";

const invalidFormat: Record<InputType, ConversionError> = {
  gregorian: "invalidGregorian",
  japanese: "invalidJapanese",
  nepali: "invalidNepali",
};

/** Why a well-formed date could not be converted, when we know (shown under the message). */
export type FailureReason = "outsideNepaliRange";

type Read =
  { ok: true; date: CalendarDate } | { ok: false; error: ConversionError; reason?: FailureReason };

/** One date in the chosen input calendar, as a Gregorian day. */
export function readDate(type: InputType, text: string): Read {
  try {
    const date = readDateOrNull(type, text);
    if (date !== "outsideNepaliRange") {
      return date ? { ok: true, date } : { ok: false, error: invalidFormat[type] };
    }
    return { ok: false, error: "conversionFailed", reason: date };
  } catch {
    return { ok: false, error: "conversionFailed" };
  }
}

function readDateOrNull(type: InputType, text: string): CalendarDate | null | FailureReason {
  switch (type) {
    case "gregorian":
      return parseGregorian(text);
    case "japanese": {
      const japanese = parseJapanese(text);
      return japanese && fromJapaneseDate(japanese);
    }
    case "nepali": {
      const nepali = parseNepali(text);
      if (!nepali) return null;
      // A well-formed year outside the table cannot be converted, though it may well exist.
      if (!isInBsRange(nepali.year)) return "outsideNepaliRange";
      return bsToGregorian(nepali);
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
