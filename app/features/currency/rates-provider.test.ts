import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  sampleRates,
  startFakeRatesServer,
  type FakeRatesAnswer,
  type FakeRatesServer,
} from "../../../tests/support/fake-rates-server";
import {
  fetchProviderRates,
  invalidResponseFormat,
  RatesProviderError,
  retryAfterMs,
  type ProviderOptions,
} from "./rates-provider.server";

let fake: FakeRatesServer;
beforeAll(async () => {
  fake = await startFakeRatesServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.answer("ok");
  fake.setRates(sampleRates);
  fake.setRetryAfter(null);
  fake.setSlowMs(0);
});

// Short waits keep the suite fast; the policy (which answers are retried) is what is tested.
const quick = (): ProviderOptions => ({
  url: fake.url,
  timeoutMs: 3_000,
  baseDelayMs: 10,
  maxDelayMs: 40,
});

const failure = async (options: ProviderOptions) => {
  const error = await fetchProviderRates(options).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RatesProviderError);
  return error as RatesProviderError;
};

describe("fetchProviderRates against a v4 endpoint", () => {
  test("reads the converter's currencies, ignores the others, and keeps the provider's time", async () => {
    const before = fake.requests();
    const answer = await fetchProviderRates(quick());
    expect(answer.rates).toEqual(sampleRates);
    expect(answer.rates).not.toHaveProperty("USD");
    expect(answer.providerUpdatedAt).toBeInstanceOf(Date);
    expect(fake.requests() - before).toBe(1);
  });

  test.each<[FakeRatesAnswer, number]>([
    [500, 3],
    [502, 3],
    [503, 3],
    [429, 3],
    [408, 3],
    [404, 1],
    [400, 1],
    [401, 1],
    [403, 1],
  ])("HTTP %d is asked %d time(s) in all before it fails", async (status, attempts) => {
    fake.answer(status);
    const before = fake.requests();
    const error = await failure(quick());
    expect(error.status).toBe(status);
    expect(fake.requests() - before).toBe(attempts);
  });

  test.each<FakeRatesAnswer>([500, 503, 429, 408])(
    "a passing %d is retried and the next good answer wins",
    async (status) => {
      fake.queue(status, status);
      const before = fake.requests();
      const answer = await fetchProviderRates(quick());
      expect(answer.rates.NPR).toBe(sampleRates.NPR);
      expect(fake.requests() - before).toBe(3);
    },
  );

  test("backoff doubles from the base delay, with jitter on top", async () => {
    fake.queue(503, 503);
    const started = Date.now();
    await fetchProviderRates({ ...quick(), baseDelayMs: 100, maxDelayMs: 1_000, random: () => 1 });
    // 100 + 50% jitter, then 200 + 50%: at least 450 ms of waiting.
    expect(Date.now() - started).toBeGreaterThanOrEqual(440);
  });

  test("a 429 whose Retry-After is beyond the time budget is not asked again", async () => {
    fake.answer(429);
    fake.setRetryAfter(3600);
    const before = fake.requests();
    const started = Date.now();
    const error = await failure(quick());
    expect(error.message).toMatch(/no time is left/);
    expect(fake.requests() - before).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test("a short Retry-After is waited for before asking again", async () => {
    fake.queue(429);
    fake.setRetryAfter(1);
    const started = Date.now();
    await fetchProviderRates(quick());
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  test.each<FakeRatesAnswer>(["garbage", "no-rates"])(
    "%s is an invalid response format and is not retried",
    async (answer) => {
      fake.answer(answer);
      const before = fake.requests();
      const error = await failure(quick());
      expect(error.message).toBe(invalidResponseFormat);
      expect(fake.requests() - before).toBe(1);
    },
  );

  test.each<[string, Record<string, unknown>]>([
    ["a rate that is not a number", { ...sampleRates, NPR: "0.9" }],
    ["a negative rate", { ...sampleRates, NPR: -0.9 }],
    ["none of our currencies", { USD: 0.0066 }],
  ])("%s is an invalid response format", async (_name, rates) => {
    fake.setRates(rates as Record<string, number>);
    const error = await failure(quick());
    expect(error.message).toBe(invalidResponseFormat);
  });

  test("a provider that never answers fails when the time budget is spent", async () => {
    fake.answer("hang");
    const started = Date.now();
    const error = await failure({ ...quick(), timeoutMs: 300 });
    expect(error.message).toMatch(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("an address where nothing listens fails at once", async () => {
    const error = await failure({ ...quick(), url: "http://127.0.0.1:9/v4/latest/JPY" });
    expect(error.message).toMatch(/could not be reached/);
  });

  test("a 429 with a long Retry-After says how long the provider asked us to wait", async () => {
    fake.answer(429);
    fake.setRetryAfter(3600);
    expect((await failure(quick())).retryAfterMs).toBe(3_600_000);
  });
});

describe("answers that must not cost us more than a small one", () => {
  test.each<FakeRatesAnswer>(["huge", "huge-declared"])(
    "%s: reading stops at 1 MB and the connection is dropped",
    async (answer) => {
      fake.answer(answer);
      const sentBefore = fake.hugeBytesSent();
      const heapBefore = process.memoryUsage().heapUsed;
      const error = await failure({ ...quick(), timeoutMs: 5_000 });
      expect(error.message).toBe("the rates provider's answer is larger than 1000000 bytes");
      // Socket buffers let a few megabytes through at most, never the 1.5 GB on offer.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fake.hugeBytesSent() - sentBefore).toBeLessThan(32 * 1024 ** 2);
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 ** 2);
    },
  );

  test("up to 3 redirects are followed", async () => {
    fake.answer("redirects:3");
    const before = fake.requests();
    expect((await fetchProviderRates(quick())).rates).toEqual(sampleRates);
    expect(fake.requests() - before).toBe(4);
  });

  test.each<FakeRatesAnswer>(["redirects:4", "redirect-loop"])(
    "%s: the 4th redirect is not followed and nothing is retried",
    async (answer) => {
      fake.answer(answer);
      const before = fake.requests();
      const error = await failure(quick());
      expect(error.message).toBe("the rates provider redirected more than 3 times");
      expect(fake.requests() - before).toBe(4);
    },
  );
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-23T09:30:00Z");
  test.each<[string | null, number | undefined]>([
    ["120", 120_000],
    [" 5 ", 5_000],
    ["Mon, 23 Nov 2026 09:31:00 GMT", 60_000],
    ["Mon, 23 Nov 2026 09:00:00 GMT", 0],
    ["soon", undefined],
    [null, undefined],
  ])("%j → %s ms", (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});
