import type { RateLimitStore } from "./rate-limit-store.server";

/** One limit: at most `max` events per window of `windowMs` under `key`. */
export type Limit = { key: string; max: number; windowMs: number };

export type Reservation =
  | {
      ok: true;
      /** Gives the slots back: the guarded work turned out not to count. */ release: () => Promise<void>;
    }
  | { ok: false; /** The index of the first limit that was full. */ full: number };

/**
 * Takes one slot of every limit before the work they guard (a password check, a code check).
 * The count goes up first, atomically, so however many requests arrive at once, at most `max`
 * of them ever get a slot. A request refused by one limit gives back the slots it took, so
 * refused requests never use up a budget.
 */
export async function reserve(
  store: RateLimitStore,
  limits: readonly Limit[],
): Promise<Reservation> {
  const counters = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs)));
  const release = async () => {
    await Promise.all(limits.map((limit) => store.refund(limit.key)));
  };
  const full = counters.findIndex((counter, i) => counter.count > (limits[i]?.max ?? 0));
  if (full === -1) return { ok: true, release };
  await release();
  return { ok: false, full };
}
