import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { practiceResults, type RawScore, type StoredEstimate } from "~/server/db/schema";
import type { PracticeLevel, PracticeSection, QuestionType } from "../question";

export type ResultRecord = {
  level: PracticeLevel;
  kind: "section" | "mock";
  section: PracticeSection | null;
  correct: number;
  total: number;
  sections: Record<string, RawScore>;
  types: Record<string, RawScore>;
  estimate: StoredEstimate | null;
};

const toColumn = (level: PracticeLevel) => level.toUpperCase() as "N5" | "N4" | "N3" | "N2" | "N1";
const fromColumn = (level: string) => level.toLowerCase() as PracticeLevel;

/** Raw counts per key (a section or a question type) from graded questions. */
export function tally<Key extends string>(
  graded: { key: Key; correct: boolean }[],
): Record<string, RawScore> {
  const counts: Record<string, RawScore> = {};
  for (const { key, correct } of graded) {
    const score = (counts[key] ??= { correct: 0, total: 0 });
    score.total += 1;
    if (correct) score.correct += 1;
  }
  return counts;
}

export async function saveResult(db: Database, userId: string, record: ResultRecord) {
  const [row] = await db
    .insert(practiceResults)
    .values({
      userId,
      jlptLevel: toColumn(record.level),
      kind: record.kind,
      section: record.section,
      correct: record.correct,
      total: record.total,
      sections: record.sections,
      types: record.types,
      estimate: record.estimate,
    })
    .returning({ id: practiceResults.id, takenAt: practiceResults.takenAt });
  return row;
}

export type PastResult = ResultRecord & { id: number; takenAt: string };

const historyLimit = 50;

/** The student's latest results of a level, newest first (the level page lists them). */
export async function recentResults(
  db: Database,
  userId: string,
  level: PracticeLevel,
): Promise<PastResult[]> {
  const rows = await db
    .select()
    .from(practiceResults)
    .where(and(eq(practiceResults.userId, userId), eq(practiceResults.jlptLevel, toColumn(level))))
    .orderBy(desc(practiceResults.takenAt), desc(practiceResults.id))
    .limit(historyLimit);
  return rows.map(toPast);
}

function toPast(row: typeof practiceResults.$inferSelect): PastResult {
  return {
    id: row.id,
    level: fromColumn(row.jlptLevel),
    kind: row.kind,
    section: row.section as PracticeSection | null,
    correct: row.correct,
    total: row.total,
    sections: row.sections,
    types: row.types,
    estimate: row.estimate,
    takenAt: row.takenAt.toISOString(),
  };
}

export type HistoryPoint = {
  id: number;
  takenAt: string;
  total: { low: number; high: number };
  sections: Record<string, { low: number; high: number }>;
  passed: boolean;
};

export type WeakType = {
  level: PracticeLevel;
  type: QuestionType;
  correct: number;
  total: number;
};

/** Fewer answers than this say too little about a type to call it weak. */
const minimumAnswers = 3;

/**
 * The dashboard's view: each level's mocks in time order (estimated total and per scoring
 * section), and the three question types with the lowest share correct over all results.
 */
export async function practiceHistory(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(practiceResults)
    .where(eq(practiceResults.userId, userId))
    .orderBy(asc(practiceResults.takenAt), asc(practiceResults.id));
  const levels = new Map<PracticeLevel, HistoryPoint[]>();
  const types = new Map<string, WeakType>();
  for (const row of rows.map(toPast)) {
    if (row.kind === "mock" && row.estimate) {
      const points = levels.get(row.level) ?? [];
      points.push({
        id: row.id,
        takenAt: row.takenAt,
        total: row.estimate.total,
        sections: row.estimate.sections,
        passed: row.estimate.passed,
      });
      levels.set(row.level, points);
    }
    for (const [type, score] of Object.entries(row.types)) {
      const key = `${row.level}:${type}`;
      const sum = types.get(key) ?? {
        level: row.level,
        type: type as QuestionType,
        correct: 0,
        total: 0,
      };
      sum.correct += score.correct;
      sum.total += score.total;
      types.set(key, sum);
    }
  }
  const weakest = [...types.values()]
    .filter((type) => type.total >= minimumAnswers && type.correct < type.total)
    .sort((a, b) => a.correct / a.total - b.correct / b.total || b.total - a.total)
    .slice(0, 3);
  return {
    levels: [...levels.entries()].map(([level, points]) => ({ level, points })),
    weakest,
    taken: rows.length,
  };
}

export type PracticeHistory = Awaited<ReturnType<typeof practiceHistory>>;
