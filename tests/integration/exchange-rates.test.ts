import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  ExchangeRates,
  RatesUnavailableError,
} from "../../app/features/currency/exchange-rates.server.ts";
import {
  dailyRates,
  latestRatesSnapshot,
  saveRatesSnapshot,
} from "../../app/features/currency/rates-store.server.ts";
import { ratesViewSchema } from "../../app/features/currency/rates-view.ts";
import { exchangeRateSnapshots } from "../../app/server/db/schema.ts";
import {
  sampleRates,
  startFakeRatesServer,
  type FakeRatesServer,
} from "../support/fake-rates-server.ts";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const silent = pino({ level: "silent" });
const minute = 60_000;

let fake: FakeRatesServer;
beforeAll(async () => {
  fake = await startFakeRatesServer();
});
afterAll(() => fake.close());

describe.each(databaseKinds)("exchange rates on %s", (kind) => {
  let database: TestDatabase;
  let clock: Date;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.handle.db.delete(exchangeRateSnapshots);
    clock = new Date("2026-11-23T09:30:00Z");
    fake.answer("ok");
    fake.setRates(sampleRates);
    fake.setRetryAfter(null);
    fake.setSlowMs(0);
  });

  const service = (options: { staleAnswerAfterMs?: number; timeoutMs?: number } = {}) =>
    new ExchangeRates({
      db: database.handle.db,
      logger: silent,
      provider: {
        url: fake.url,
        timeoutMs: options.timeoutMs ?? 2_000,
        baseDelayMs: 5,
        maxDelayMs: 10,
      },
      staleAnswerAfterMs: options.staleAnswerAfterMs,
      failureBackoffMs: 30_000,
      now: () => clock,
    });
  const storeRatesAged = (ms: number) =>
    saveRatesSnapshot(database.handle.db, {
      rates: sampleRates,
      providerUpdatedAt: null,
      fetchedAt: new Date(clock.getTime() - ms),
    });
  const storedRows = () => database.handle.db.select().from(exchangeRateSnapshots);
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  test("a successful fetch is served and stored", async () => {
    const before = fake.requests();
    const view = await service().current();
    expect(fake.requests() - before).toBe(1);
    expect(view).toMatchObject({ base: "JPY", rates: sampleRates, stale: false, ageSeconds: 0 });
    expect(view.fetchedAt).toBe(clock.toISOString());
    expect(ratesViewSchema.parse(view)).toEqual(view);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rates).toEqual(sampleRates);
    expect(rows[0]?.fetchedAt.toISOString()).toBe(clock.toISOString());
    // Only the converter's currencies are kept.
    expect(rows[0]?.rates).not.toHaveProperty("USD");
  });

  test("within 5 minutes a second request does not reach the provider; after them it does", async () => {
    const rates = service();
    const before = fake.requests();
    await rates.current();
    later(4 * minute + 59_000);
    const cached = await rates.current();
    expect(fake.requests() - before).toBe(1);
    expect(cached.ageSeconds).toBe(4 * 60 + 59);
    expect(await storedRows()).toHaveLength(1);

    later(2_000);
    fake.setRates({ ...sampleRates, NPR: 0.9 });
    const fresh = await rates.current();
    expect(fake.requests() - before).toBe(2);
    expect(fresh.rates.NPR).toBe(0.9);
    expect(await storedRows()).toHaveLength(2);
  });

  test("the cache is the database: another instance within 5 minutes does not fetch", async () => {
    const before = fake.requests();
    await service().current();
    later(3 * minute);
    const other = await service().current();
    expect(fake.requests() - before).toBe(1);
    expect(other.stale).toBe(false);
    expect(other.ageSeconds).toBe(180);
  });

  test("requests arriving together share one fetch", async () => {
    const rates = service();
    const before = fake.requests();
    const views = await Promise.all([rates.current(), rates.current(), rates.current()]);
    expect(fake.requests() - before).toBe(1);
    expect(new Set(views.map((view) => view.fetchedAt)).size).toBe(1);
    expect(await storedRows()).toHaveLength(1);
  });

  test("the provider failing: the last stored rates, marked stale, with their age", async () => {
    await saveRatesSnapshot(database.handle.db, {
      rates: sampleRates,
      providerUpdatedAt: null,
      fetchedAt: new Date(clock.getTime() - 3 * 60 * minute),
    });
    fake.answer(500);
    const view = await service().current();
    expect(view).toMatchObject({
      stale: true,
      refreshing: false,
      rates: sampleRates,
      ageSeconds: 3 * 3600,
    });
    expect(await storedRows()).toHaveLength(1);
  });

  test("the provider failing with nothing stored: rates are unavailable", async () => {
    fake.answer(500);
    await expect(service().current()).rejects.toBeInstanceOf(RatesUnavailableError);
  });

  test.each(["garbage", "no-rates"] as const)(
    "%s from the provider is rejected and nothing is stored",
    async (answer) => {
      fake.answer(answer);
      const error = await service()
        .current()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RatesUnavailableError);
      expect((error as Error).cause).toMatchObject({ message: "Invalid response format" });
      expect(await storedRows()).toHaveLength(0);
    },
  );

  test("peek never asks the provider", async () => {
    fake.answer("hang");
    const rates = service();
    const before = fake.requests();
    expect(await rates.peek()).toBeNull();
    await saveRatesSnapshot(database.handle.db, {
      rates: sampleRates,
      providerUpdatedAt: null,
      fetchedAt: new Date(clock.getTime() - 2 * 60 * minute),
    });
    const view = await rates.peek();
    expect(view).toMatchObject({ rates: sampleRates, stale: true, ageSeconds: 7200 });
    expect(fake.requests() - before).toBe(0);
  });

  test("the trend history: the last stored rates of each of the last 7 days, oldest first", async () => {
    const at = (iso: string, npr: number) =>
      saveRatesSnapshot(database.handle.db, {
        rates: { ...sampleRates, NPR: npr },
        providerUpdatedAt: null,
        fetchedAt: new Date(iso),
      });
    await at("2026-11-10T12:00:00Z", 0.8); // too old: before the 7-day window
    await at("2026-11-16T23:59:59Z", 0.81); // the day before the window
    await at("2026-11-17T00:00:00Z", 0.82); // first day of the window
    await at("2026-11-19T08:00:00Z", 0.83);
    await at("2026-11-19T20:00:00Z", 0.84); // later the same day: this one counts
    await at("2026-11-19T14:00:00Z", 0.835);
    await at("2026-11-22T23:00:00Z", 0.85);
    await at("2026-11-23T09:00:00Z", 0.86); // today
    const history = await dailyRates(database.handle.db, clock);
    expect(history.map((day) => [day.date, day.rates.NPR])).toEqual([
      ["2026-11-17", 0.82],
      ["2026-11-19", 0.84],
      ["2026-11-22", 0.85],
      ["2026-11-23", 0.86],
    ]);
    expect((await latestRatesSnapshot(database.handle.db))?.rates.NPR).toBe(0.86);

    fake.answer(500);
    const view = await service().current();
    expect(view.history.map((day) => day.date)).toEqual([
      "2026-11-17",
      "2026-11-19",
      "2026-11-22",
      "2026-11-23",
    ]);
  });

  describe("a failing provider is left alone for a while", () => {
    test("HTTP 500: one refresh (3 tries), then stored rates at once until the backoff ends", async () => {
      await storeRatesAged(3 * 60 * minute);
      fake.answer(500);
      const rates = service();
      const before = fake.requests();
      for (let i = 0; i < 5; i++) {
        expect(await rates.current()).toMatchObject({ stale: true, rates: sampleRates });
      }
      expect(fake.requests() - before).toBe(3);

      later(29_000);
      await rates.current();
      expect(fake.requests() - before).toBe(3);
      // The backoff has ended: asked again, and it doubles after this second failure.
      later(2_000);
      await rates.current();
      expect(fake.requests() - before).toBe(6);
      later(59_000);
      await rates.current();
      expect(fake.requests() - before).toBe(6);

      // Back on its feet: fresh rates, and the next failure starts from the short pause again.
      later(2_000);
      fake.answer("ok");
      expect((await rates.current()).stale).toBe(false);
      expect(fake.requests() - before).toBe(7);
    });

    test("nothing stored: the 503 comes at once while backing off", async () => {
      fake.answer(503);
      const rates = service();
      const before = fake.requests();
      await expect(rates.current()).rejects.toBeInstanceOf(RatesUnavailableError);
      const started = Date.now();
      await expect(rates.current()).rejects.toBeInstanceOf(RatesUnavailableError);
      expect(Date.now() - started).toBeLessThan(200);
      expect(fake.requests() - before).toBe(3);
    });

    test("Retry-After is honoured: not asked again before the time it named", async () => {
      await storeRatesAged(3 * 60 * minute);
      fake.answer(429);
      fake.setRetryAfter(600);
      const rates = service();
      const before = fake.requests();
      expect((await rates.current()).stale).toBe(true);
      expect(fake.requests() - before).toBe(1);
      later(9 * minute);
      expect((await rates.current()).stale).toBe(true);
      expect(fake.requests() - before).toBe(1);
      later(1 * minute + 1_000);
      fake.answer("ok");
      expect((await rates.current()).stale).toBe(false);
      expect(fake.requests() - before).toBe(2);
    });

    test("a redirect loop costs 4 requests, then none while backing off", async () => {
      await storeRatesAged(3 * 60 * minute);
      fake.answer("redirect-loop");
      const rates = service();
      const before = fake.requests();
      for (let i = 0; i < 3; i++) expect((await rates.current()).stale).toBe(true);
      expect(fake.requests() - before).toBe(4);
    });
  });

  test("a slow provider: stored rates answer at once, and the fetch still lands", async () => {
    await storeRatesAged(3 * 60 * minute);
    fake.answer("slow");
    fake.setSlowMs(1_500);
    const rates = service({ staleAnswerAfterMs: 200, timeoutMs: 5_000 });
    const started = Date.now();
    const first = await rates.current();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(first).toMatchObject({ stale: true, refreshing: true, ageSeconds: 3 * 3600 });

    // The fetch went on in the background; once it lands, its rates are served, fresh.
    fake.setRates({ ...sampleRates, NPR: 0.91 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = fake.requests();
    const next = await rates.current();
    expect(next).toMatchObject({ stale: false, refreshing: false });
    expect(fake.requests() - before).toBe(0);
    expect(await storedRows()).toHaveLength(2);
  });

  describe("GET /api/rates", () => {
    let app: Awaited<ReturnType<typeof startTestApp>>;
    let url: string;
    // A database of its own per test: the app keeps one ExchangeRates (and its cache) per database.
    let own: TestDatabase;
    beforeEach(async () => {
      own = await createTestDatabase(kind);
      app = await startTestApp(own.handle, { RATES_URL: fake.url });
      url = app.url;
    });
    afterEach(async () => {
      await app.close();
      await own.drop();
    });

    test("answers the rates as a RatesView, not cached by the browser", async () => {
      const response = await fetch(`${url}/api/rates`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = ratesViewSchema.parse(await response.json());
      expect(body).toMatchObject({ base: "JPY", rates: sampleRates, stale: false });
      expect(body.history).toHaveLength(1);
    });

    test("HTTP 500 from the provider: 5 requests cost one refresh of 3 tries", async () => {
      fake.answer(500);
      const before = fake.requests();
      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${url}/api/rates`)).status).toBe(503);
      }
      expect(fake.requests() - before).toBe(3);
    }, 30_000);

    test("503 with the spec's message when nothing can be had", async () => {
      fake.answer(503);
      const response = await fetch(`${url}/api/rates`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: "rates_unavailable",
        message: "Failed to fetch exchange rates. Please try again later.",
      });
    }, 20_000);
  });
});
