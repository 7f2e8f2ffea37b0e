/**
 * Entry numbers per key, in entry order (each entry at most once per key). Most keys belong to
 * one entry (a written form, a reading, a gloss), so a lone entry is kept as a number: a quarter
 * of a million one-element arrays would cost seconds of building and garbage collection.
 */
export type Postings<K> = Map<K, number | number[]>;

const none: readonly number[] = [];

export function addPosting<K>(postings: Postings<K>, key: K, entry: number): void {
  const list = postings.get(key);
  if (list === undefined) postings.set(key, entry);
  else if (typeof list === "number") {
    if (list !== entry) postings.set(key, [list, entry]);
  } else if (list[list.length - 1] !== entry) list.push(entry);
}

/** The entries under `key`, in entry order. */
export function postingsOf<K>(postings: Postings<K>, key: K): readonly number[] {
  const list = postings.get(key);
  if (list === undefined) return none;
  return typeof list === "number" ? [list] : list;
}

/** Index access for arrays whose indexes come from the index itself, so always in range. */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item ${index}`);
  return item;
}
