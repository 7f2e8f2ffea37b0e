import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { exchangeRateSnapshots } from "~/server/db/schema";
import { baseCurrency, trendDays, type Rates } from "./currencies";
import { ratesSchema, type DayRates } from "./rates-view";

export type RatesSnapshot = { rates: Rates; providerUpdatedAt: Date | null; fetchedAt: Date };

export async function saveRatesSnapshot(db: Database, snapshot: RatesSnapshot): Promise<void> {
  await db.insert(exchangeRateSnapshots).values({
    base: baseCurrency,
    rates: snapshot.rates,
    providerUpdatedAt: snapshot.providerUpdatedAt,
    fetchedAt: snapshot.fetchedAt,
  });
}

/** The newest stored rates, if any fetch ever succeeded. */
export async function latestRatesSnapshot(db: Database): Promise<RatesSnapshot | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRateSnapshots)
    .orderBy(desc(exchangeRateSnapshots.fetchedAt))
    .limit(1);
  if (!row) return undefined;
  return {
    rates: ratesSchema.parse(row.rates),
    providerUpdatedAt: row.providerUpdatedAt,
    fetchedAt: row.fetchedAt,
  };
}

/** The first instant of the UTC day `days - 1` days before `now`'s. */
export function historyStart(now: Date, days = trendDays): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

/**
 * The last stored rates of each UTC day over the last `days` days (today included), oldest
 * first. Days without a stored fetch are simply absent: the chart never invents a point.
 */
export async function dailyRates(db: Database, now: Date, days = trendDays): Promise<DayRates[]> {
  const day = sql<string>`to_char(${exchangeRateSnapshots.fetchedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinctOn([day], { date: day, rates: exchangeRateSnapshots.rates })
    .from(exchangeRateSnapshots)
    .where(gte(exchangeRateSnapshots.fetchedAt, historyStart(now, days)))
    .orderBy(day, desc(exchangeRateSnapshots.fetchedAt));
  return rows.map((row) => ({ date: row.date, rates: ratesSchema.parse(row.rates) }));
}
