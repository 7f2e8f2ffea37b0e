// Fills a test from its blueprint: slot by slot, each type from its generator, a type that
// cannot be filled from what replaces it, every question validated, none twice. The same bank
// and seed always give the same test, and each question's id carries what rebuilds it alone.
import { levelsFrom, memo, type QuestionBank } from "./bank";
import { blueprints, replacements, scaleItems, sectionOf, type BlueprintItem } from "./blueprints";
import type { Generator } from "./generator";
import { grammarGenerators } from "./grammar-questions";
import {
  conversationResponse,
  listeningGenerator,
  readingGenerator,
  splitSource,
} from "./material-questions";
import { prng } from "./prng";
import type { PracticeLevel, PracticeSection, Question, QuestionType } from "./question";
import { questionProblems } from "./validate";
import { vocabularyGenerators } from "./vocabulary-questions";
import {
  listeningQuestionTypes,
  readingQuestionTypes,
  type ListeningQuestionType,
  type ReadingQuestionType,
} from "~/lib/jlpt-mondai";

const generators = new Map<QuestionType, Generator[]>();
for (const generator of [...vocabularyGenerators, ...grammarGenerators]) {
  generators.set(generator.type, [generator]);
}
for (const type of readingQuestionTypes) {
  generators.set(type, [
    ...(generators.get(type) ?? []),
    readingGenerator(type as ReadingQuestionType),
  ]);
}
for (const type of listeningQuestionTypes) {
  generators.set(type, [listeningGenerator(type as ListeningQuestionType)]);
}
generators.set("quick-response", [
  ...(generators.get("quick-response") ?? []),
  conversationResponse,
]);

export type TestSelection =
  | { section: PracticeSection | "mock"; types?: undefined }
  | { types: QuestionType[]; section?: undefined };
export type GenerateOptions = TestSelection & {
  level: PracticeLevel;
  seed: number;
  /** Questions wanted (section practice and types); a mock always has the official count. */
  count?: number;
};

type Slot = BlueprintItem & { section: PracticeSection };

const perMaterialOf = (type: QuestionType) =>
  Object.values(blueprints)
    .flatMap((b) => b.mock.parts.flatMap((p) => p.items))
    .find((item) => item.type === type)?.perMaterial;

/** The test's slots: the mock's sittings, a section's share of types, or the types asked for. */
export function slotsFor(options: GenerateOptions): Slot[] {
  const blueprint = blueprints[options.level];
  const withSection = (items: BlueprintItem[]) =>
    items.map((item) => ({ ...item, section: sectionOf(item.type) }));
  if (options.section === "mock") {
    return withSection(blueprint.mock.parts.flatMap((part) => part.items));
  }
  if (options.section) {
    const practice = blueprint.practice[options.section];
    const count = options.count ?? practice.questions;
    return withSection(
      count === practice.questions ? practice.items : scaleItems(practice.items, count),
    );
  }
  const types = [...new Set(options.types)];
  const count = options.count ?? 10;
  return types
    .map((type, i) => {
      const perMaterial = perMaterialOf(type);
      return {
        type,
        count: Math.floor(count / types.length) + (i < count % types.length ? 1 : 0),
        section: sectionOf(type),
        ...(perMaterial !== undefined && { perMaterial }),
      };
    })
    .filter((slot) => slot.count > 0);
}

const sectionLetters: Record<PracticeSection, string> = {
  vocabulary: "v",
  grammar: "g",
  reading: "r",
  listening: "l",
};
const sectionByLetter = Object.fromEntries(
  Object.entries(sectionLetters).map(([section, letter]) => [letter, section as PracticeSection]),
);

export type QuestionRef = {
  level: PracticeLevel;
  /** Part of a full mock: grading adds the estimated scaled score. */
  mock: boolean;
  section: PracticeSection;
  type: QuestionType;
  seed: number;
  source: string;
};

/** `q:n5:mv:kanji-reading:1a2b3c:vocab:山:やま`: level, mock or practice, section, type, seed, source. */
export function questionId(ref: QuestionRef): string {
  return `q:${ref.level}:${ref.mock ? "m" : "p"}${sectionLetters[ref.section]}:${ref.type}:${ref.seed.toString(36)}:${ref.source}`;
}

const idPattern = /^q:(n[1-5]):([mp])([vgrl]):([a-z-]+):([0-9a-z]{1,7}):(.{1,200})$/u;

export function parseQuestionId(id: string): QuestionRef | undefined {
  const match = idPattern.exec(id);
  if (!match) return undefined;
  const [, level, kind, letter, type, seed, source] = match;
  const section = sectionByLetter[letter ?? ""];
  if (!section || !type || !generators.has(type as QuestionType) || !source) return undefined;
  const value = parseInt(seed ?? "", 36);
  if (!Number.isSafeInteger(value) || value > 0xffffffff) return undefined;
  return {
    level: level as PracticeLevel,
    mock: kind === "m",
    section,
    type: type as QuestionType,
    seed: value,
    source,
  };
}

/** Builds the question an id names, exactly as the test that issued it did. */
export function rebuildQuestion(bank: QuestionBank, id: string): Question | undefined {
  const ref = parseQuestionId(id);
  if (!ref) return undefined;
  for (const generator of generators.get(ref.type) ?? []) {
    const built = generator.build({ bank, level: ref.level, rng: prng(ref.seed) }, ref.source);
    if (built) return { ...built, id, level: ref.level, section: ref.section };
  }
  return undefined;
}

/** One group per passage or script (its questions stay together), else one per item. */
function groupedSources(bank: QuestionBank, generator: Generator, level: PracticeLevel) {
  return memo(
    bank,
    `groups:${generator.type}:${(generators.get(generator.type) ?? []).indexOf(generator)}:${level}`,
    () => {
      const groups = new Map<string, string[]>();
      for (const source of generator.sources(bank, level)) {
        const base = splitSource(source)?.id ?? source;
        const group = groups.get(base);
        if (group) group.push(source);
        else groups.set(base, [source]);
      }
      return [...groups];
    },
  );
}

export type GenerateReport = { questions: Question[]; rejected: number; short: number };

/** A whole test. `rejected` counts built questions the validators refused (the bench shows it). */
export function generateTest(bank: QuestionBank, options: GenerateOptions): GenerateReport {
  const rng = prng(options.seed);
  const mock = options.section === "mock";
  const used = new Set<string>();
  const questions: Question[] = [];
  let rejected = 0;
  let short = 0;

  for (const slot of slotsFor(options)) {
    let need = slot.count;
    for (const type of [slot.type, ...replacements[slot.type]]) {
      for (const level of levelsFrom(options.level)) {
        for (const generator of generators.get(type) ?? []) {
          if (need === 0) break;
          for (const [base, sources] of rng.shuffle(groupedSources(bank, generator, level))) {
            if (need === 0) break;
            if (used.has(base)) continue;
            const take = sources.slice(0, Math.min(need, slot.perMaterial ?? 1));
            const built: Question[] = [];
            for (const source of take) {
              const seed = rng.seed();
              const made = generator.build({ bank, level: options.level, rng: prng(seed) }, source);
              if (!made) break;
              const id = questionId({
                level: options.level,
                mock,
                section: slot.section,
                type,
                seed,
                source,
              });
              const question: Question = {
                ...made,
                id,
                level: options.level,
                section: slot.section,
              };
              if (questionProblems(question, bank, options.level).length > 0) {
                rejected++;
                break;
              }
              built.push(question);
            }
            if (built.length !== take.length) continue;
            used.add(base);
            questions.push(...built);
            need -= built.length;
          }
        }
      }
    }
    short += need;
  }
  return { questions, rejected, short };
}
