// The checks every generated question passes before a learner sees it, and that the test suite
// runs over hundreds of seeds: four distinct options, exactly one right, no distractor that is
// another valid reading or spelling of the target, options alike in script and length, nothing
// above the test's level, and no question twice in a test.
import { atOrBelow, pairKey, type QuestionBank } from "./bank";
import { similarLength } from "./generator";
import { devanagari, hasKanji, scriptOf } from "./kana";
import type { PracticeLevel, Question } from "./question";
import { kanjiAtOrBelow, senses } from "./vocabulary-questions";

const sameScriptTypes = new Set(["kanji-reading", "orthography", "context", "paraphrase"]);
const alikeLengthTypes = new Set([
  "kanji-reading",
  "orthography",
  "context",
  "paraphrase",
  "grammar-form",
  "word-formation",
]);
/** Types whose explanation we write ourselves, naming every option. */
const composedTypes = new Set([...alikeLengthTypes, "usage"]);

function levelOfSource(bank: QuestionBank, id: string): PracticeLevel | undefined {
  return (
    bank.wordById.get(id)?.level ??
    bank.grammarById.get(id)?.level ??
    bank.passageById.get(id)?.level ??
    bank.scriptById.get(id)?.level
  );
}

/** What is wrong with one question; empty when it is fit to ask. */
export function questionProblems(
  question: Question,
  bank: QuestionBank,
  level: PracticeLevel,
): string[] {
  const problems: string[] = [];
  const { options, answer, type } = question;
  const key = options[answer];
  if (options.length !== 4 || options.some((o) => typeof o !== "string" || o.trim() === "")) {
    problems.push("needs four non-empty options");
  }
  if (new Set(options).size !== options.length) problems.push("options repeat");
  if (!Number.isInteger(answer) || answer < 0 || answer > 3 || key === undefined) {
    problems.push("the key is not one of the options");
    return problems;
  }
  const others = options.filter((_, i) => i !== answer);

  // Exactly one right: no other option is a reading or spelling the dictionary gives the target.
  const target = question.target;
  if (type === "kanji-reading" && target) {
    for (const option of others) {
      if (bank.validPairs.has(pairKey(target.japanese, option))) {
        problems.push(`${option} is also a reading of ${target.japanese}`);
      }
    }
  }
  if (type === "orthography" && target) {
    const word = bank.wordById.get(question.sourceIds[0] ?? "");
    for (const option of others) {
      if (!bank.validPairs.has(pairKey(option, target.reading))) continue;
      // A homophone (another of our words, another meaning) is the distractor the exam uses.
      const homophone = bank.words.find(
        (w) => w.japanese === option && w.reading === target.reading,
      );
      const mine = senses(word?.english ?? "");
      if (!homophone || [...senses(homophone.english)].some((s) => mine.has(s))) {
        problems.push(`${option} is also a spelling of ${target.reading}`);
      }
    }
  }
  if (type === "paraphrase" && target) {
    const word = bank.wordById.get(question.sourceIds[0] ?? "");
    const mine = senses(word?.english ?? "");
    for (const option of others) {
      const rival = bank.words.find((w) => w.japanese === option);
      if (rival && [...senses(rival.english)].some((s) => mine.has(s))) {
        problems.push(`${option} means the same as ${target.japanese} too`);
      }
    }
  }

  if (sameScriptTypes.has(type)) {
    const script = scriptOf(key);
    if (others.some((o) => scriptOf(o) !== script)) problems.push("options mix scripts");
  }
  if (alikeLengthTypes.has(type) && others.some((o) => !similarLength(o, key))) {
    problems.push("option lengths differ too much");
  }

  // Nothing above the level: the items it was made from, and every kanji in its options.
  for (const id of question.sourceIds) {
    const itemLevel = levelOfSource(bank, id);
    if (!itemLevel) problems.push(`made from ${id}, which is not in the content`);
    else if (!atOrBelow(itemLevel, level)) problems.push(`${id} is above ${level}`);
  }
  if (type !== "usage" && composedTypes.has(type)) {
    for (const option of options) {
      if (hasKanji(option) && !kanjiAtOrBelow(bank, option, level)) {
        problems.push(`${option} has kanji above ${level}`);
      }
    }
  }

  const { english, nepali } = question.explanation;
  if (!english.trim() || !devanagari.test(nepali)) problems.push("explanation missing");
  if (composedTypes.has(type) && options.some((o) => !english.includes(o) || !nepali.includes(o))) {
    problems.push("the explanation does not speak of every option");
  }
  return problems;
}

/** A question's identity for "never twice in one test": what the learner would recognise. */
const fingerprint = (q: Question) =>
  [
    q.type,
    q.question,
    q.context ?? "",
    q.target?.japanese ?? "",
    q.passage?.texts[0]?.lines.join("") ?? "",
    q.script?.lines.map((line) => line.japanese).join("") ?? "",
    [...q.options].sort().join("|"),
  ].join("\n");

/** What is wrong with a whole test: its questions' problems and any question asked twice. */
export function testProblems(
  questions: Question[],
  bank: QuestionBank,
  level: PracticeLevel,
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const seen = new Set<string>();
  for (const question of questions) {
    if (ids.has(question.id)) problems.push(`${question.id} appears twice`);
    ids.add(question.id);
    const print = fingerprint(question);
    if (seen.has(print)) problems.push(`${question.id} repeats another question`);
    seen.add(print);
    for (const problem of questionProblems(question, bank, level)) {
      problems.push(`${question.id}: ${problem}`);
    }
  }
  return problems;
}
