import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database } from "../db/client.server";

export type Counter = { count: number; resetAt: Date };

/** The counter store does not answer (Redis down): limits cannot be checked, so nothing passes. */
export class RateLimitStoreUnavailableError extends Error {}

/**
 * Fixed-window counters shared by every instance: in the database by default, in Redis when
 * REDIS_URL is set. Each `hit` is one atomic statement, so parallel requests never lose a count:
 * a limit reserves its slot with `hit` before the work it guards, never after.
 */
export type RateLimitStore = {
  kind: "database" | "redis";
  /** Counts one more event for the key and answers the count in the current window. */
  hit: (key: string, windowMs: number) => Promise<Counter>;
  /** Gives back one event of the current window (never below 0): a reserved slot not used up. */
  refund: (key: string) => Promise<void>;
  /** The count in the current window, without counting anything. */
  peek: (key: string) => Promise<Counter | null>;
  clear: (key: string) => Promise<void>;
  /** Rejects when the store does not answer (for /readyz). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export function databaseRateLimitStore(db: Database): RateLimitStore {
  let hitsSinceSweep = 0;
  return {
    kind: "database",
    hit: async (key, windowMs) => {
      const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
        insert into rate_limit_counters (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= now() then 1
                       else rate_limit_counters.count + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at
                          else rate_limit_counters.reset_at end
        returning count, reset_at`);
      // Old windows are swept now and then rather than on every request.
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        await db.execute(sql`delete from rate_limit_counters where reset_at < now()`);
      }
      return toCounter(rowsOf<CounterRow>(result)[0]);
    },
    refund: async (key) =>
      void (await db.execute(sql`
        update rate_limit_counters set count = count - 1
        where key = ${key} and reset_at > now() and count > 0`)),
    peek: async (key) => {
      const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
        select count, reset_at from rate_limit_counters where key = ${key} and reset_at > now()`);
      const row = rowsOf<CounterRow>(result)[0];
      return row ? toCounter(row) : null;
    },
    clear: async (key) =>
      void (await db.execute(sql`delete from rate_limit_counters where key = ${key}`)),
    // The database has its own readiness check.
    ping: async () => {},
    close: async () => {},
  };
}

// INCR and PEXPIRE in one script, so a key can never be left without an expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// DECR keeps the key's expiry; a key that is gone or at 0 is left alone.
const refundScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** How long a request may wait for Redis before the answer is "unavailable". */
const redisWaitMs = 1_000;

export function redisRateLimitStore(
  url: string,
  onError: (error: Error) => void = () => {},
): RateLimitStore {
  // No offline queue: while Redis is down a command fails at once instead of waiting for a
  // reconnect, so a learner gets a clear 503 in milliseconds rather than a 500 after seconds.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: redisWaitMs,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastError: Error | undefined;
  redis.on("ready", () => (lastError = undefined));
  redis.on("error", (error: Error) => {
    // One report per outage, not one per reconnect attempt.
    if (!lastError) onError(error);
    lastError = error;
  });

  /** Waits for the first connection (a fresh start); a known outage fails at once. */
  async function connected(): Promise<void> {
    if (redis.status === "ready") return;
    if (lastError || redis.status === "end") {
      throw new RateLimitStoreUnavailableError("Redis does not answer", { cause: lastError });
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error("no connection in time")), redisWaitMs);
      const done = (error?: Error) => {
        clearTimeout(timer);
        redis.off("ready", onReady);
        redis.off("error", done);
        if (error)
          reject(new RateLimitStoreUnavailableError("Redis does not answer", { cause: error }));
        else resolve();
      };
      const onReady = () => done();
      redis.once("ready", onReady);
      redis.once("error", done);
    });
  }

  /** Every command: connected first, and any failure of Redis reported as unavailable. */
  async function command<T>(work: () => Promise<T>): Promise<T> {
    await connected();
    try {
      return await work();
    } catch (error) {
      throw new RateLimitStoreUnavailableError("Redis does not answer", { cause: error });
    }
  }

  const prefix = "jouzu:rate:";
  return {
    kind: "redis",
    hit: (key, windowMs) =>
      command(async () => {
        const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowMs)) as [
          number,
          number,
        ];
        return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
      }),
    refund: (key) => command(async () => void (await redis.eval(refundScript, 1, prefix + key))),
    peek: (key) =>
      command(async () => {
        const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        if (value === null || ttl <= 0) return null;
        return { count: Number(value), resetAt: new Date(Date.now() + ttl) };
      }),
    clear: (key) => command(async () => void (await redis.del(prefix + key))),
    ping: () => command(async () => void (await redis.ping())),
    close: async () => {
      // quit() waits for a server that may not answer; disconnect() does not.
      if (redis.status === "ready") await redis.quit();
      else redis.disconnect();
    },
  };
}

type CounterRow = { count: number | string; reset_at: string | Date };

/** node-postgres answers { rows }, PGlite too; both give the rows of a raw statement. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function toCounter(row: CounterRow | undefined): Counter {
  if (!row) throw new Error("the rate-limit statement returned no row");
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}
