import type { Logger } from "pino";
import type { Database } from "~/server/db/client.server";
import { baseCurrency, ratesRefreshMs } from "./currencies";
import { fetchProviderRates, type ProviderOptions } from "./rates-provider.server";
import {
  dailyRates,
  latestRatesSnapshot,
  saveRatesSnapshot,
  type RatesSnapshot,
} from "./rates-store.server";
import type { DayRates, RatesView } from "./rates-view";

/** Neither the provider nor the database had any rates to give. */
export class RatesUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super("no exchange rates: the provider failed and none are stored", options);
    this.name = "RatesUnavailableError";
  }
}

type Known = { snapshot: RatesSnapshot; history: DayRates[] };

export type ExchangeRatesOptions = {
  db: Database;
  logger: Logger;
  provider: ProviderOptions;
  /** For tests: the clock. */
  now?: () => Date;
};

/**
 * The exchange rates of this process: fetched from the provider at most once per 5 minutes
 * (the database is the shared cache, so N instances and restarts fetch no more often), every
 * successful fetch stored, and the last stored rates served when the provider fails.
 */
export class ExchangeRates {
  private known: Known | undefined;
  private inFlight: Promise<{ known: Known; stale: boolean }> | undefined;
  private readonly now: () => Date;
  private readonly options: ExchangeRatesOptions;

  constructor(options: ExchangeRatesOptions) {
    this.options = options;
    this.now = options.now ?? (() => new Date());
  }

  /** Fresh rates (from the cache or the provider), else the last stored ones marked stale. */
  async current(): Promise<RatesView> {
    if (this.known && this.isFresh(this.known.snapshot)) return this.view(this.known, false);
    // Requests arriving together share one refresh, and so one answer, fresh or stale.
    this.inFlight ??= this.refresh().finally(() => (this.inFlight = undefined));
    const { known, stale } = await this.inFlight;
    return this.view(known, stale);
  }

  /**
   * What we have without asking the provider, for page renders that must never wait on it:
   * the rates in memory or the last stored ones, or null when there are none.
   */
  async peek(): Promise<RatesView | null> {
    const known = this.known ?? (await this.loadStored());
    return known ? this.view(known, !this.isFresh(known.snapshot)) : null;
  }

  private async refresh(): Promise<{ known: Known; stale: boolean }> {
    const { db, provider, logger } = this.options;
    // Another instance (or this one before a restart) may have fetched a moment ago; if not,
    // these are the rates to fall back on should the provider fail.
    const stored = await latestRatesSnapshot(db);
    if (stored && this.isFresh(stored)) return { known: await this.remember(stored), stale: false };
    try {
      const answer = await fetchProviderRates(provider);
      const snapshot: RatesSnapshot = { ...answer, fetchedAt: this.now() };
      await saveRatesSnapshot(db, snapshot);
      return { known: await this.remember(snapshot), stale: false };
    } catch (error) {
      logger.warn({ err: error }, "exchange rates: the provider failed");
      if (!stored) throw new RatesUnavailableError({ cause: error });
      return { known: await this.remember(stored), stale: true };
    }
  }

  private async loadStored(): Promise<Known | undefined> {
    const stored = await latestRatesSnapshot(this.options.db);
    return stored ? this.remember(stored) : undefined;
  }

  private async remember(snapshot: RatesSnapshot): Promise<Known> {
    const history = await dailyRates(this.options.db, this.now());
    this.known = { snapshot, history };
    return this.known;
  }

  private isFresh(snapshot: RatesSnapshot): boolean {
    return this.now().getTime() - snapshot.fetchedAt.getTime() < ratesRefreshMs;
  }

  private view({ snapshot, history }: Known, stale: boolean): RatesView {
    return {
      base: baseCurrency,
      rates: snapshot.rates,
      fetchedAt: snapshot.fetchedAt.toISOString(),
      providerUpdatedAt: snapshot.providerUpdatedAt?.toISOString() ?? null,
      ageSeconds: Math.max(
        0,
        Math.floor((this.now().getTime() - snapshot.fetchedAt.getTime()) / 1000),
      ),
      stale,
      history,
    };
  }
}

const instances = new WeakMap<Database, ExchangeRates>();

/** The one ExchangeRates of this process for this database. */
export function exchangeRates(services: {
  db: Database;
  logger: Logger;
  env: { RATES_URL: string };
}): ExchangeRates {
  let rates = instances.get(services.db);
  if (!rates) {
    rates = new ExchangeRates({
      db: services.db,
      logger: services.logger,
      provider: { url: services.env.RATES_URL },
    });
    instances.set(services.db, rates);
  }
  return rates;
}

/**
 * Rates for a page's first render: only what is already in memory or stored, bounded in time,
 * and null on any trouble, so a slow provider or database never holds a page back. The browser
 * asks /api/rates for fresh ones right after load.
 */
export async function ratesForPageRender(
  rates: ExchangeRates,
  logger: Logger,
  timeoutMs = 1_500,
): Promise<RatesView | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      rates.peek(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      }),
    ]);
  } catch (error) {
    logger.warn({ err: error }, "exchange rates: stored rates could not be read for a page");
    return null;
  } finally {
    clearTimeout(timer);
  }
}
