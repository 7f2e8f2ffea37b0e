import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from "../../app/server/rate-limit/rate-limit-store.server.ts";
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
});
