// Small helpers the practice pages share: reading a level or section from a URL, the timer's
// m:ss, a rounded percent. Sizes and timers come from the engine's blueprints (via loaders).
import {
  practiceLevels,
  practiceSections,
  type PracticeLevel,
  type PracticeSection,
} from "../question";

export function parseLevel(value: string | undefined): PracticeLevel | undefined {
  const lower = value?.toLowerCase();
  return practiceLevels.find((level) => level === lower);
}

export function parseSection(value: string | undefined): PracticeSection | undefined {
  const lower = value?.toLowerCase();
  return practiceSections.find((section) => section === lower);
}

/** Upper-cased as the exam names it: n5 → N5. */
export const levelName = (level: PracticeLevel) => level.toUpperCase();

/** m:ss, as the spec's timer shows it; an hour-long part reads 60:00, never 1:00:00. */
export function formatClock(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Rounded percent of a score; 0 of 0 is 0. */
export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}
