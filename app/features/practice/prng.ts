// A small seeded generator (mulberry32): the same seed gives the same test on every machine, so
// a question can be rebuilt from the seed in its id when it is graded.

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, max). */
  int: (max: number) => number;
  /** A new 32-bit seed, for a question or a sub-generator. */
  seed: () => number;
  pick: <T>(items: readonly T[]) => T | undefined;
  shuffle: <T>(items: readonly T[]) => T[];
  /**
   * At most `limit` items in random order, in time proportional to `limit` rather than to the
   * list (a partial Fisher–Yates that records only the swaps it makes).
   */
  draw: <T>(items: readonly T[], limit: number) => T[];
};

export function prng(seed: number): Rng {
  let state = seed >>> 0;
  const uint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => uint32() / 4294967296;
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    seed: uint32,
    pick: <T>(items: readonly T[]): T | undefined =>
      items.length ? items[int(items.length)] : undefined,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const swap = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = swap;
      }
      return copy;
    },
    draw: <T>(items: readonly T[], limit: number): T[] => {
      const swapped = new Map<number, number>();
      const drawn: T[] = [];
      for (let i = 0; i < Math.min(limit, items.length); i++) {
        const j = i + int(items.length - i);
        const picked = swapped.get(j) ?? j;
        swapped.set(j, swapped.get(i) ?? i);
        drawn.push(items[picked] as T);
      }
      return drawn;
    },
  };
}

/** A fresh seed for a test nobody asked a seed for. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
