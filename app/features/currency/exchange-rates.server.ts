import type { Logger } from "pino";
import type { Database } from "~/server/db/client.server";
import { baseCurrency, ratesRefreshMs } from "./currencies";
import {
  fetchProviderRates,
  RatesProviderError,
  type ProviderOptions,
} from "./rates-provider.server";
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
  /**
   * With stored rates in hand, how long a request waits for the provider before it is answered
   * from them (the fetch goes on, and its rates serve the next request).
   */
  staleAnswerAfterMs?: number;
  /** After a failure, the provider is left alone this long, doubling per failure up to 5 min. */
  failureBackoffMs?: number;
  /** For tests: the clock. */
  now?: () => Date;
};

/** A Retry-After longer than this is read as "a long while", not obeyed to the letter. */
const maxRetryAfterMs = 60 * 60_000;

/**
 * The exchange rates of this process: fetched from the provider at most once per 5 minutes
 * (the database is the shared cache, so N instances and restarts fetch no more often), every
 * successful fetch stored, and the last stored rates served when the provider fails.
 */
export class ExchangeRates {
  private known: Known | undefined;
  private inFlight: Promise<{ known: Known; stale: boolean }> | undefined;
  /** Failures in a row, and when the provider may be asked again after them. */
  private failures = 0;
  private quietUntil = 0;
  private readonly now: () => Date;
  private readonly options: ExchangeRatesOptions;

  constructor(options: ExchangeRatesOptions) {
    this.options = options;
    this.now = options.now ?? (() => new Date());
  }

  /** Fresh rates (from the cache or the provider), else the last stored ones marked stale. */
  async current(): Promise<RatesView> {
    // After a start, the stored rates: perhaps fresh from another instance, else the fallback.
    this.known ??= await this.loadStored();
    const known = this.known;
    if (known && this.isFresh(known.snapshot)) return this.view(known, false);
    // While the provider is failing, the stored rates (or the 503) come at once.
    if (this.backingOff()) {
      if (!known) throw new RatesUnavailableError();
      return this.view(known, true);
    }
    // Requests arriving together share one refresh, and so one answer, fresh or stale.
    this.inFlight ??= this.refresh().finally(() => (this.inFlight = undefined));
    const refreshing = this.inFlight;
    if (!known) {
      const result = await refreshing;
      return this.view(result.known, result.stale);
    }
    const settled = await settledWithin(refreshing, this.options.staleAnswerAfterMs ?? 1_000).catch(
      (error: unknown) => {
        this.options.logger.warn(
          { err: error },
          "exchange rates: refresh failed, stored rates served",
        );
        return undefined;
      },
    );
    return settled
      ? this.view(settled.known, settled.stale)
      : this.view(known, true, { refreshing: true });
  }

  /**
   * What we have without asking the provider, for page renders that must never wait on it:
   * the rates in memory or the last stored ones, or null when there are none.
   */
  async peek(): Promise<RatesView | null> {
    const known = this.known ?? (await this.loadStored());
    return known ? this.view(known, !this.isFresh(known.snapshot)) : null;
  }

  private backingOff(): boolean {
    return this.now().getTime() < this.quietUntil;
  }

  private async refresh(): Promise<{ known: Known; stale: boolean }> {
    const { db, provider, logger } = this.options;
    // Another instance (or this one before a restart) may have fetched a moment ago; if not,
    // these are the rates to fall back on should the provider fail.
    const stored = await latestRatesSnapshot(db);
    if (stored && this.isFresh(stored)) return { known: await this.remember(stored), stale: false };
    try {
      const answer = await fetchProviderRates(provider);
      this.failures = 0;
      this.quietUntil = 0;
      const snapshot: RatesSnapshot = { ...answer, fetchedAt: this.now() };
      await saveRatesSnapshot(db, snapshot);
      return { known: await this.remember(snapshot), stale: false };
    } catch (error) {
      const quietMs = this.noteFailure(error);
      logger.warn(
        { err: error, failures: this.failures, quietMs },
        "exchange rates: the provider failed",
      );
      if (!stored) throw new RatesUnavailableError({ cause: error });
      return { known: await this.remember(stored), stale: true };
    }
  }

  /** Leaves the provider alone for a while: as long as it asked, else longer with each failure. */
  private noteFailure(error: unknown): number {
    this.failures++;
    const base = this.options.failureBackoffMs ?? 30_000;
    const backoff = Math.min(ratesRefreshMs, base * 2 ** (this.failures - 1));
    const asked = error instanceof RatesProviderError ? (error.retryAfterMs ?? 0) : 0;
    const quietMs = Math.max(backoff, Math.min(asked, maxRetryAfterMs));
    this.quietUntil = this.now().getTime() + quietMs;
    return quietMs;
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

  private view(
    { snapshot, history }: Known,
    stale: boolean,
    { refreshing = false } = {},
  ): RatesView {
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
      refreshing,
      history,
    };
  }
}

/** The promise's value if it settles within `ms`, else undefined (it goes on regardless). */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const instances = new WeakMap<Database, ExchangeRates>();

/** The one ExchangeRates of this process for this database. */
export function exchangeRates(services: {
  db: Database;
  logger: Logger;
  env: { RATES_URL: string; RATES_BACKOFF_MS: number };
}): ExchangeRates {
  let rates = instances.get(services.db);
  if (!rates) {
    rates = new ExchangeRates({
      db: services.db,
      logger: services.logger,
      provider: { url: services.env.RATES_URL },
      failureBackoffMs: services.env.RATES_BACKOFF_MS,
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
