import { and, eq, inArray, isNull, max, or } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import {
  dictionaryEntries,
  grammarPoints,
  kanjiCharacters,
  listeningScripts,
  readingPassages,
} from "~/server/db/schema";
import { buildBank, type BankInput, type QuestionBank } from "./bank";
import type { PracticeLevel } from "./question";

const toLevel = (level: string) => level.toLowerCase() as PracticeLevel;
/** How long a built bank is trusted before the tables are asked whether anything changed. */
const recheckMs = 5_000;

type Cached = { bank: Promise<QuestionBank>; revision: string; checkedAt: number };
const cache = new WeakMap<Database, Cached>();

/** The newest change in any table the bank is built from (content sync, dictionary import). */
async function revisionOf(db: Database): Promise<string> {
  const newest = await Promise.all(
    [dictionaryEntries, kanjiCharacters, grammarPoints, readingPassages, listeningScripts].map(
      (table) => db.select({ at: max(table.updatedAt) }).from(table),
    ),
  );
  return newest.map((rows) => rows[0]?.at?.toISOString() ?? "-").join("|");
}

async function loadBank(db: Database): Promise<QuestionBank> {
  const [words, kanji, grammar, passages, scripts] = await Promise.all([
    db
      .select()
      .from(dictionaryEntries)
      .where(and(eq(dictionaryEntries.source, "jouzu"), isNull(dictionaryEntries.retiredAt))),
    db.select().from(kanjiCharacters).where(isNull(kanjiCharacters.retiredAt)),
    db.select().from(grammarPoints).where(isNull(grammarPoints.retiredAt)),
    db.select().from(readingPassages).where(isNull(readingPassages.retiredAt)),
    db.select().from(listeningScripts).where(isNull(listeningScripts.retiredAt)),
  ]);
  const ours = words.filter((word) => word.jlptLevel !== null);
  const spellings = [
    ...new Set([
      ...ours.flatMap((w) => [w.japanese, ...w.alternativeForms]),
      ...kanji.map((k) => k.kanji),
    ]),
  ];
  const readings = [...new Set(ours.map((w) => w.reading))];
  // Every spelling and reading the dictionary tables (ours and an imported EDICT) pair with our
  // words: a distractor that is one of them would be a second right answer.
  const pairs =
    spellings.length === 0
      ? []
      : await db
          .selectDistinct({
            japanese: dictionaryEntries.japanese,
            reading: dictionaryEntries.reading,
          })
          .from(dictionaryEntries)
          .where(
            and(
              isNull(dictionaryEntries.retiredAt),
              or(
                inArray(dictionaryEntries.japanese, spellings),
                inArray(dictionaryEntries.reading, readings),
              ),
            ),
          );
  const input: BankInput = {
    words: ours.map((w) => ({
      id: w.id,
      level: toLevel(w.jlptLevel ?? "N5"),
      japanese: w.japanese,
      reading: w.reading,
      english: w.english,
      nepali: w.nepali,
      partOfSpeech: w.partOfSpeech ?? "expression",
      examples: w.examples,
      conversation: w.conversation,
      alternativeForms: w.alternativeForms,
      usuallyKana: w.usuallyKana,
    })),
    kanji: kanji.map((k) => ({
      id: k.id,
      level: toLevel(k.jlptLevel),
      kanji: k.kanji,
      onyomi: k.onyomi,
      kunyomi: k.kunyomi,
      english: k.englishMeaning,
      nepali: k.nepaliMeaning,
      parts: [
        ...new Set([
          ...(k.components?.parts ?? []),
          ...(k.components ? [k.components.radical.character] : []),
        ]),
      ],
    })),
    grammar: grammar.map((g) => ({
      id: g.id,
      level: toLevel(g.jlptLevel),
      pattern: g.pattern,
      reading: g.reading,
      english: g.englishExplanation,
      nepali: g.nepaliExplanation,
      examples: g.examples,
      formation: g.formation,
      related: g.related,
    })),
    passages: passages.map((p) => ({ level: toLevel(p.jlptLevel), passage: p.body })),
    scripts: scripts.map((s) => ({ level: toLevel(s.jlptLevel), script: s.body })),
    dictionaryPairs: pairs.map((p) => [p.japanese, p.reading]),
  };
  return buildBank(input);
}

/**
 * The question bank of this database, built on first use and kept in memory; rebuilt when a
 * content sync or a dictionary import has changed the tables since (checked at most every 5 s,
 * by the newest updated_at of each table).
 */
export async function questionBank(db: Database): Promise<QuestionBank> {
  const cached = cache.get(db);
  const now = Date.now();
  if (cached && now - cached.checkedAt < recheckMs) return cached.bank;
  const revision = await revisionOf(db);
  if (cached && cached.revision === revision) {
    cached.checkedAt = now;
    return cached.bank;
  }
  const bank = loadBank(db);
  cache.set(db, { bank, revision, checkedAt: now });
  bank.catch(() => cache.delete(db));
  return bank;
}
