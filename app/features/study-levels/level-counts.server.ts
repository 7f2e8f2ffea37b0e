import { and, count, isNotNull, isNull } from "drizzle-orm";
import { formatNumber } from "~/lib/format";
import { jlptLevels, levelRequirements, type JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";

export type LevelCounts = Record<JlptLevel, { words: number; grammar: number; kanji: number }>;

/** What the site really has per level, counted in the database (never a typed-in figure). */
export async function countContentByLevel(db: Database): Promise<LevelCounts> {
  const [words, grammar, kanji] = await Promise.all([
    db
      .select({ level: dictionaryEntries.jlptLevel, total: count() })
      .from(dictionaryEntries)
      .where(and(isNotNull(dictionaryEntries.jlptLevel), isNull(dictionaryEntries.retiredAt)))
      .groupBy(dictionaryEntries.jlptLevel),
    db
      .select({ level: grammarPoints.jlptLevel, total: count() })
      .from(grammarPoints)
      .where(isNull(grammarPoints.retiredAt))
      .groupBy(grammarPoints.jlptLevel),
    db
      .select({ level: kanjiCharacters.jlptLevel, total: count() })
      .from(kanjiCharacters)
      .where(isNull(kanjiCharacters.retiredAt))
      .groupBy(kanjiCharacters.jlptLevel),
  ]);
  const lookup = (rows: { level: JlptLevel | null; total: number }[], level: JlptLevel) =>
    rows.find((row) => row.level === level)?.total ?? 0;
  return Object.fromEntries(
    jlptLevels.map((level) => [
      level,
      { words: lookup(words, level), grammar: lookup(grammar, level), kanji: lookup(kanji, level) },
    ]),
  ) as LevelCounts;
}

/** Required and available figures per level, formatted on the server in the reader's language. */
export async function levelCardFigures(db: Database, locale: string) {
  const counts = await countContentByLevel(db);
  const format = (value: number) => formatNumber(value, locale);
  return jlptLevels.map((level) => ({
    level,
    figures: (["words", "grammar", "kanji"] as const).map((measure) => ({
      measure,
      required: format(levelRequirements[level][measure]),
      available: format(counts[level][measure]),
    })),
  }));
}

export type LevelCardFigures = Awaited<ReturnType<typeof levelCardFigures>>[number];
