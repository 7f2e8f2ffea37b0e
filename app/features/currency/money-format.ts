import type { CurrencyCode } from "./currencies";

/**
 * A converted amount with the currency's symbol, at most 2 fraction digits (spec §9), in the
 * reader's language. Currencies without minor units in use (JPY, VND…) keep showing none for
 * round amounts.
 */
export function formatMoney(value: number, currency: CurrencyCode, locale: string): string {
  const minimumFractionDigits = Math.min(
    2,
    new Intl.NumberFormat(locale, { style: "currency", currency }).resolvedOptions()
      .minimumFractionDigits ?? 2,
  );
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Rate lines show 4 decimals (spec §9). */
export function formatRate(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(value);
}

export type Age = { unit: "now" | "minute" | "hour" | "day"; count: number };

/**
 * How old rates are, in the unit a person would use ("3 hours ago"). Worded by the catalogue,
 * not Intl.RelativeTimeFormat: browsers without Nepali locale data would say it in English.
 */
export function ageOf(ageSeconds: number): Age {
  if (ageSeconds < 60) return { unit: "now", count: 0 };
  const minutes = Math.round(ageSeconds / 60);
  if (minutes < 60) return { unit: "minute", count: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 48) return { unit: "hour", count: hours };
  return { unit: "day", count: Math.round(hours / 24) };
}

/** A moment with date and time, in the reader's time zone unless one is given. */
export function formatMoment(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, a UTC day) as a short axis label. */
export function formatDay(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
