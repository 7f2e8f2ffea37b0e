import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database } from "../db/client.server";

export type Counter = { count: number; resetAt: Date };

/**
 * Fixed-window counters shared by every instance: in the database by default, in Redis when
 * REDIS_URL is set. Each `hit` is one atomic statement, so parallel requests never lose a count.
 */
export type RateLimitStore = {
  kind: "database" | "redis";
  /** Counts one more event for the key and answers the count in the current window. */
  hit: (key: string, windowMs: number) => Promise<Counter>;
  /** The count in the current window, without counting anything. */
  peek: (key: string) => Promise<Counter | null>;
  clear: (key: string) => Promise<void>;
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
    peek: async (key) => {
      const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
        select count, reset_at from rate_limit_counters where key = ${key} and reset_at > now()`);
      const row = rowsOf<CounterRow>(result)[0];
      return row ? toCounter(row) : null;
    },
    clear: async (key) =>
      void (await db.execute(sql`delete from rate_limit_counters where key = ${key}`)),
    close: async () => {},
  };
}

// INCR and PEXPIRE in one script, so a key can never be left without an expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  const prefix = "jouzu:rate:";
  return {
    kind: "redis",
    hit: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    peek: async (key) => {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (value === null || ttl <= 0) return null;
      return { count: Number(value), resetAt: new Date(Date.now() + ttl) };
    },
    clear: async (key) => void (await redis.del(prefix + key)),
    close: async () => void (await redis.quit()),
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
