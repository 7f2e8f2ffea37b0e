import { toDevanagariDigits } from "~/lib/calendars/numerals";

/**
 * Numbers as the page's language writes them, the same on the server and in every browser:
 * Intl gives Devanagari digits for Nepali in Node but Latin ones in Chromium, and a number that
 * changes while the page hydrates is a mismatch.
 */
export function localDigits(value: number, locale: string, fractionDigits = 0): string {
  const [whole = "", fraction] = value.toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return locale === "ne" ? toDevanagariDigits(text) : text;
}
