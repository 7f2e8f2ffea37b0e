import { fromDevanagariDigits } from "~/lib/calendars/numerals";
import { baseCurrency, type CurrencyCode, type Rates } from "./currencies";

/**
 * Spec §9: amount × rate when the source is JPY; otherwise amount × target rate / source rate.
 * Undefined when a rate is missing, so the result shows "---".
 */
export function convert(
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Rates,
): number | undefined {
  const target = rates[to];
  if (target === undefined) return undefined;
  if (from === baseCurrency) return amount * target;
  const source = rates[from];
  if (source === undefined) return undefined;
  return (amount * target) / source;
}

/** What 1 unit of `from` is worth in `to`. */
export function pairRate(from: CurrencyCode, to: CurrencyCode, rates: Rates): number | undefined {
  return convert(1, from, to, rates);
}

/** Nepali keyboards type Devanagari digits (०–९), Japanese input methods full-width ones (０–９). */
const asciiDigits = (text: string) =>
  fromDevanagariDigits(text).replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));

/** Spaces and thousands separators people type ("1,000", "10 000") carry no meaning here. */
const plainNumber = (text: string) =>
  asciiDigits(text)
    .replace(/[\s,，_]/g, "")
    .replace(/．/g, ".")
    .replace(/^[−－]/, "-");

export type ParsedAmount =
  { kind: "empty" } | { kind: "invalid" } | { kind: "amount"; value: number };

/** The amount box: any number (spec §5: numeric, no bounds); anything else is refused. */
export function parseAmount(text: string): ParsedAmount {
  if (text.trim() === "") return { kind: "empty" };
  const plain = plainNumber(text);
  const value = Number(plain);
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) && Number.isFinite(value)
    ? { kind: "amount", value }
    : { kind: "invalid" };
}
