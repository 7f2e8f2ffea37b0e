import type { RateLimitStore } from "./rate-limit-store.server";

/** One limit: at most `max` events per window of `windowMs` under `key`. */
export type Limit = { key: string; max: number; windowMs: number };

export type Reservation =
  | {
      ok: true;
      /** Gives the slots back: the guarded work turned out not to count (a right password). */
      release: () => Promise<void>;
    }
  | { ok: false; /** The index of the first limit that was full. */ full: number };

/**
 * Takes one slot of every limit, in order, before the work they guard (a password check, a code
 * check). The count goes up first, atomically, so however many requests arrive at once, at most
 * `max` of them ever get a slot. A refused request gives back what it took, so refusals never
 * use up a budget, and a request refused by the first limit never touches the next ones.
 */
export async function reserve(
  store: RateLimitStore,
  limits: readonly Limit[],
): Promise<Reservation> {
  const taken: Limit[] = [];
  const release = async () => {
    await Promise.all(taken.map((limit) => store.refund(limit.key)));
  };
  for (const [index, limit] of limits.entries()) {
    const { count } = await store.hit(limit.key, limit.windowMs);
    taken.push(limit);
    if (count > limit.max) {
      await release();
      return { ok: false, full: index };
    }
  }
  return { ok: true, release };
}
