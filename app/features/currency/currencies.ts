/** The converter's currencies (spec part 1 §9), in the order the selectors list them. */
export const currencyCodes = [
  "JPY",
  "NPR",
  "BDT",
  "PHP",
  "VND",
  "IDR",
  "PKR",
  "INR",
  "TWD",
  "MMK",
] as const;

export type CurrencyCode = (typeof currencyCodes)[number];

/** Every rate is quoted as units of the currency for 1 JPY, as the provider sends them. */
export const baseCurrency = "JPY" satisfies CurrencyCode;

export const defaultAmount = "1000";
export const defaultFrom: CurrencyCode = "JPY";
export const defaultTo: CurrencyCode = "NPR";

/** Rates are cached and re-fetched on this period (spec §7: every 5 minutes). */
export const ratesRefreshMs = 5 * 60_000;

/** The trend chart covers this many calendar days, today included. */
export const trendDays = 7;

/** Units of each currency for 1 JPY; a currency the provider did not send is missing. */
export type Rates = Partial<Record<CurrencyCode, number>>;
