import { type BsDate } from "./bikram-sambat";
import { type CalendarDate, isValidGregorianDate } from "./gregorian";
import { type Era, type JapaneseDate, japaneseEras } from "./japanese-era";
import { fromDevanagariDigits } from "./numerals";

/** Longer text is never a date, whatever it says. */
export const maxDateInputLength = 60;

/** Full-width digits and letters (２０２４, Ｒ６) become ASCII; spaces collapse. */
function normalise(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ");
}

/** Lower case without accents, so Shōwa, SHOWA and Showa compare equal. */
function latinKey(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const gregorianMonths = [
  ["january", "jan"],
  ["february", "feb"],
  ["march", "mar"],
  ["april", "apr"],
  ["may"],
  ["june", "jun"],
  ["july", "jul"],
  ["august", "aug"],
  ["september", "sep", "sept"],
  ["october", "oct"],
  ["november", "nov"],
  ["december", "dec"],
];

const gregorianMonthByName = new Map(
  gregorianMonths.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

const separator = String.raw`\s*[-/.\s]\s*`;

/**
 * A Gregorian date, year first (2024-04-13, 2024/4/13, 2024.4.13, 2024 4 13, 2024年4月13日) or
 * with an English month name (13 April 2024, April 13, 2024, 2024 Apr 13). Day-first and
 * month-first numbers (04/13/2024) are refused: they are ambiguous.
 */
export function parseGregorian(text: string): CalendarDate | null {
  const parts = parseGregorianParts(text);
  return parts && isValidGregorianDate(parts) ? parts : null;
}

/**
 * The year, month and day of text written like a Gregorian date (see parseGregorian), before
 * checking that the day exists: 2024-02-30 gives { 2024, 2, 30 }.
 */
export function parseGregorianParts(text: string): CalendarDate | null {
  const input = normalise(text);
  if (input === "" || input.length > maxDateInputLength) return null;
  const numeric = new RegExp(
    String.raw`^(\d{4})(?:${separator}|\s*年\s*)(\d{1,2})(?:${separator}|\s*月\s*)(\d{1,2})\s*日?$`,
  ).exec(input);
  if (numeric)
    return { year: Number(numeric[1]), month: Number(numeric[2]), day: Number(numeric[3]) };

  const words = input
    .replace(/,/g, " ")
    .split(/[\s/.-]+/)
    .filter(Boolean);
  if (words.length !== 3) return null;
  const monthIndex = words.findIndex((word) => /\p{L}/u.test(word));
  const month = gregorianMonthByName.get(latinKey(words[monthIndex] ?? ""));
  const numbers = words.filter((_, index) => index !== monthIndex);
  if (month === undefined || !numbers.every((word) => /^\d{1,4}$/.test(word))) return null;
  // The year is the four-digit number; the other one is the day.
  const yearAt = numbers.findIndex((word) => word.length === 4);
  const dayWord = numbers[1 - yearAt];
  if (yearAt < 0 || dayWord === undefined || dayWord.length > 2) return null;
  return { year: Number(numbers[yearAt]), month, day: Number(dayWord) };
}

function eraByName(name: string): Era | undefined {
  const kanji = japaneseEras.find((era) => era.japaneseName === name);
  if (kanji) return kanji;
  // Long vowels written out as well: Shouwa, Taishou.
  const key = latinKey(name).replace(/ou/g, "o");
  return japaneseEras.find((era) => {
    const eraKey = latinKey(era.name);
    return key === eraKey || key === era.letter.toLowerCase();
  });
}

const eraNames = japaneseEras.map((era) => era.japaneseName).join("|");

/**
 * A Japanese era date: the era in English (Reiwa, Heisei, Shōwa or Showa, any case, or its
 * letter R/H/S/T/M) or Japanese (令和…), then year, month and day separated by hyphens (also
 * slashes, dots or spaces) or by the 年, 月 and 日 marks. 元 or gannen is year 1. The date is
 * not checked against the era here: see fromJapaneseDate.
 */
export function parseJapanese(text: string): JapaneseDate | null {
  const input = normalise(text);
  if (input === "" || input.length > maxDateInputLength) return null;
  const match = new RegExp(
    String.raw`^(${eraNames}|[\p{L}]+?)\s*(\d{1,2}|元|gannen)(?:\s*年\s*|${separator})(\d{1,2})(?:\s*月\s*|${separator})(\d{1,2})\s*日?$`,
    "iu",
  ).exec(input);
  if (!match) return null;
  const era = eraByName(match[1] ?? "");
  if (!era) return null;
  const yearText = (match[2] ?? "").toLowerCase();
  const eraYear = yearText === "元" || yearText === "gannen" ? 1 : Number(yearText);
  return { era, eraYear, month: Number(match[3]), day: Number(match[4]) };
}

const nepaliMonthSpellings: readonly (readonly string[])[] = [
  [
    "baisakh",
    "baishakh",
    "baisakha",
    "baishakha",
    "vaisakh",
    "vaishakh",
    "vaishakha",
    "besakh",
    "बैशाख",
    "वैशाख",
    "बैसाख",
    "वैसाख",
  ],
  ["jestha", "jeth", "jeshtha", "jyestha", "jyeshtha", "jesth", "जेठ", "जेष्ठ", "ज्येष्ठ"],
  ["asar", "ashar", "asadh", "ashadh", "ashad", "asad", "aasar", "asaar", "असार", "आषाढ", "असाढ"],
  ["shrawan", "shravan", "srawan", "sravan", "sawan", "saun", "saaun", "साउन", "श्रावण", "सावन"],
  ["bhadra", "bhadau", "bhado", "bhadrapad", "भदौ", "भाद्र", "भाद्रपद"],
  ["ashwin", "aswin", "ashvin", "asvin", "asoj", "ashoj", "असोज", "आश्विन", "अश्विन"],
  ["kartik", "kartika", "kattik", "कात्तिक", "कार्तिक"],
  ["mangsir", "mansir", "mangshir", "marga", "margashirsha", "मंसिर", "मङ्सिर", "मार्ग", "मार्गशीर्ष"],
  ["poush", "paush", "push", "pus", "pous", "पुष", "पौष", "पुस", "पूस"],
  ["magh", "maagh", "magha", "माघ"],
  ["falgun", "phalgun", "fagun", "phagun", "falgoon", "फागुन", "फाल्गुन"],
  ["chaitra", "chait", "chaita", "चैत", "चैत्र"],
];

const nepaliMonthByName = new Map(
  nepaliMonthSpellings.flatMap((names, index) =>
    names.map(
      (name) =>
        [/\p{Script=Devanagari}/u.test(name) ? name.normalize("NFC") : name, index + 1] as const,
    ),
  ),
);

/** A month name in Latin or Devanagari letters, or undefined when it is none of the twelve. */
export function nepaliMonthNumber(name: string): number | undefined {
  const devanagari = /\p{Script=Devanagari}/u.test(name);
  return nepaliMonthByName.get(devanagari ? name.normalize("NFC") : latinKey(name));
}

/**
 * A Bikram Sambat date: a four-digit year, then month and day, numeric (2081-01-01, 2081 1 1,
 * also with slashes or dots) or with the month's name in English or Nepali (2081 Baisakh 1,
 * २०८१ बैशाख १ गते); Devanagari digits, the BS/वि.सं. mark and the words साल and गते are fine.
 * With a month name, the day may also come first (1 Baisakh 2081, Baisakh 1, 2081). The day is
 * not checked against the month here: see bsToGregorian.
 */
export function parseNepali(text: string): BsDate | null {
  const input = normalise(fromDevanagariDigits(text.normalize("NFC")));
  if (input === "" || input.length > maxDateInputLength) return null;
  const words = input
    .replace(/(?:^|\s)(?:b\.?\s?s\.?|[बव]ि\.?\s?सं\.?)(?=\s|$)/giu, " ")
    .replace(/(?:साल|गते)(?=\s|$|[,-])/gu, " ")
    .split(/[\s,/.-]+/)
    .filter(Boolean);
  if (words.length !== 3) return null;
  const named = words.findIndex((word) => /\p{L}/u.test(word));
  if (named < 0) {
    const [year, month, day] = words;
    if (
      !/^\d{4}$/.test(year ?? "") ||
      !/^\d{1,2}$/.test(month ?? "") ||
      !/^\d{1,2}$/.test(day ?? "")
    )
      return null;
    return { year: Number(year), month: Number(month), day: Number(day) };
  }
  const month = nepaliMonthNumber(words[named] ?? "");
  const numbers = words.filter((_, index) => index !== named);
  if (month === undefined || !numbers.every((word) => /^\d{1,4}$/.test(word))) return null;
  // Year first (2081 Baisakh 1), or the day first or after the month (1 Baisakh 2081).
  const yearAt = numbers.findIndex((word) => word.length === 4);
  const dayWord = numbers[1 - yearAt];
  if (yearAt < 0 || dayWord === undefined || dayWord.length > 2) return null;
  return { year: Number(numbers[yearAt]), month, day: Number(dayWord) };
}
