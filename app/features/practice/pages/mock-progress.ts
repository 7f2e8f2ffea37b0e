// A mock in progress survives a reload: its seed brings back the same questions, and the rest
// (answers, position, part, flags, recordings played, time left per part) is kept in
// localStorage under the level and seed.
import type { PracticeLevel } from "../question";

export type MockProgress = {
  seed: string;
  part: number;
  position: number;
  answers: Record<string, number>;
  flags: string[];
  played: string[];
  /** Milliseconds left in each part. */
  remaining: number[];
};

const pointerKey = (level: PracticeLevel) => `jouzu.mock.${level}`;
const progressKey = (level: PracticeLevel, seed: string) => `jouzu.mock.${level}.${seed}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // Storage blocked: the mock still works, only without resuming.
  }
}

function isProgress(value: unknown): value is MockProgress {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.seed === "string" &&
    typeof v.part === "number" &&
    typeof v.position === "number" &&
    typeof v.answers === "object" &&
    v.answers !== null &&
    Array.isArray(v.flags) &&
    Array.isArray(v.played) &&
    Array.isArray(v.remaining) &&
    v.remaining.every((n) => typeof n === "number")
  );
}

/** The level's mock in progress, if any (anything unreadable counts as none). */
export function loadProgress(level: PracticeLevel): MockProgress | null {
  const store = storage();
  const seed = store?.getItem(pointerKey(level));
  if (!store || !seed) return null;
  try {
    const saved: unknown = JSON.parse(store.getItem(progressKey(level, seed)) ?? "null");
    return isProgress(saved) && saved.seed === seed ? saved : null;
  } catch {
    return null;
  }
}

export function saveProgress(level: PracticeLevel, progress: MockProgress): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(pointerKey(level), progress.seed);
    store.setItem(progressKey(level, progress.seed), JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the test goes on, it just cannot be resumed.
  }
}

export function clearProgress(level: PracticeLevel): void {
  const store = storage();
  const seed = store?.getItem(pointerKey(level));
  if (!store) return;
  if (seed) store.removeItem(progressKey(level, seed));
  store.removeItem(pointerKey(level));
}
