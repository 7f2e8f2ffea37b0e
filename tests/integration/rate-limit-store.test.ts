import { afterAll, beforeAll, describe, expect, test } from "vitest";
import net from "node:net";
import {
  databaseRateLimitStore,
  RateLimitStoreUnavailableError,
  redisRateLimitStore,
  type RateLimitStore,
} from "../../app/server/rate-limit/rate-limit-store.server.ts";
import { reserve } from "../../app/server/rate-limit/reserve.server.ts";
import { freePort } from "../support/free-port.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const redisUrl = process.env.TEST_DATABASE_URL ? "redis://127.0.0.1:6379" : undefined;

const stores: [string, () => Promise<{ store: RateLimitStore; done: () => Promise<void> }>][] = [
  ...databaseKinds.map(
    (kind) =>
      [
        `database (${kind})`,
        async () => {
          const database: TestDatabase = await createTestDatabase(kind);
          return { store: databaseRateLimitStore(database.handle.db), done: database.drop };
        },
      ] as [string, () => Promise<{ store: RateLimitStore; done: () => Promise<void> }>],
  ),
  ...(redisUrl
    ? [
        [
          "Redis",
          async () => {
            const store = redisRateLimitStore(redisUrl);
            return { store, done: store.close };
          },
        ] as [string, () => Promise<{ store: RateLimitStore; done: () => Promise<void> }>],
      ]
    : []),
];

describe.each(stores)("rate-limit counters in %s", (_name, make) => {
  let store: RateLimitStore;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ store, done } = await make());
  });
  afterAll(() => done?.());

  const key = () => `test:${Date.now()}:${Math.random()}`;

  test("parallel hits are all counted, each answer a distinct count", async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 30 }, () => store.hit(k, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect((await store.peek(k))?.count).toBe(30);
  });

  test("a window ends: the count starts again at 1", async () => {
    const k = key();
    await store.hit(k, 200);
    await store.hit(k, 200);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await store.peek(k)).toBeNull();
    expect((await store.hit(k, 200)).count).toBe(1);
  });

  test("peek counts nothing; clear forgets", async () => {
    const k = key();
    expect(await store.peek(k)).toBeNull();
    await store.hit(k, 60_000);
    await store.peek(k);
    expect((await store.peek(k))?.count).toBe(1);
    await store.clear(k);
    expect(await store.peek(k)).toBeNull();
  });
  test("refund gives one back, never below 0", async () => {
    const k = key();
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    await store.refund(k);
    expect((await store.peek(k))?.count).toBe(1);
    await store.refund(k);
    await store.refund(k);
    expect((await store.peek(k))?.count ?? 0).toBe(0);
    await store.refund(key()); // an unknown key is left alone
    expect((await store.hit(k, 60_000)).count).toBe(1);
  });

  test("100 parallel reservations of a limit of 5: exactly 5 succeed, the refused give theirs back", async () => {
    const perEmail = { key: key(), max: 5, windowMs: 60_000 };
    const perAddress = { key: key(), max: 20, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => reserve(store, [perEmail, perAddress])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.full === 0)).toHaveLength(95);
    expect((await store.peek(perEmail.key))?.count).toBe(5);
    expect((await store.peek(perAddress.key))?.count).toBe(5);
    // A slot given back (the work did not count) lets exactly one more through.
    const first = results.find((r) => r.ok);
    if (first?.ok) await first.release();
    const more = await Promise.all(Array.from({ length: 10 }, () => reserve(store, [perEmail])));
    expect(more.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe("Redis that does not answer", () => {
  test("every operation fails at once with RateLimitStoreUnavailableError", async () => {
    const port = await freePort(); // nothing listens there
    const store = redisRateLimitStore(`redis://127.0.0.1:${port}`);
    try {
      for (const operation of [
        () => store.hit("k", 1_000),
        () => store.peek("k"),
        () => store.refund("k"),
        () => store.ping(),
      ]) {
        const started = performance.now();
        await expect(operation()).rejects.toBeInstanceOf(RateLimitStoreUnavailableError);
        expect(performance.now() - started).toBeLessThan(1_500);
      }
    } finally {
      await store.close();
    }
  });

  // A TCP relay in front of the real Redis stands in for a network outage.
  test.runIf(redisUrl)(
    "a Redis that goes away and comes back: unavailable meanwhile, counting again after",
    async () => {
      const sockets = new Set<net.Socket>();
      const relay = net.createServer((client) => {
        const upstream = net.connect(6379, "127.0.0.1");
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => {});
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
      const port = (relay.address() as net.AddressInfo).port;
      const store = redisRateLimitStore(`redis://127.0.0.1:${port}`);
      const k = `test:outage:${Date.now()}:${Math.random()}`;
      try {
        expect((await store.hit(k, 60_000)).count).toBe(1);
        relay.close();
        for (const s of sockets) s.destroy();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await expect(store.hit(k, 60_000)).rejects.toBeInstanceOf(RateLimitStoreUnavailableError);
        await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
        let count = 0;
        for (let i = 0; i < 50 && count === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          count = await store.hit(k, 60_000).then(
            (c) => c.count,
            () => 0,
          );
        }
        expect(count).toBe(2);
      } finally {
        await store.close();
        relay.close();
        for (const s of sockets) s.destroy();
      }
    },
  );
});
