import { z } from "zod";
import { currencyCodes } from "./currencies";

// The server's side of the rates (stored snapshots, /api/rates); the browser reads the answer
// with the light check in use-exchange-rates.ts, so no schema library ships to it.
export const ratesSchema = z.partialRecord(z.enum(currencyCodes), z.number().positive());

/** The last stored rates of one UTC calendar day. */
export const dayRatesSchema = z.object({ date: z.iso.date(), rates: ratesSchema });
export type DayRates = z.infer<typeof dayRatesSchema>;

/**
 * What GET /api/rates answers and what the pages start with: the newest rates we have, how old
 * they are, and the stored history the trend chart plots.
 */
export const ratesViewSchema = z.object({
  base: z.literal("JPY"),
  rates: ratesSchema,
  /** When our server received these rates from the provider. */
  fetchedAt: z.iso.datetime(),
  /** The provider's own last update (`time_last_updated`), when it said. */
  providerUpdatedAt: z.iso.datetime().nullable(),
  /** Seconds since fetchedAt, by the server's clock (so a wrong browser clock cannot skew it). */
  ageSeconds: z.number().int().nonnegative(),
  /** True when the provider could not be reached and these are the last stored rates. */
  stale: z.boolean(),
  /** True when fresh rates are still being fetched: asking again in a moment brings them. */
  refreshing: z.boolean(),
  /** Up to 7 days, oldest first: the last stored rates of each day that has any. */
  history: z.array(dayRatesSchema),
});
export type RatesView = z.infer<typeof ratesViewSchema>;

export const ratesFailedMessage = "Failed to fetch exchange rates. Please try again later.";
