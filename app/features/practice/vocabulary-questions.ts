// The vocabulary mondai (文字・語彙), built from our words, their example sentences and our
// kanji: 漢字読み, 表記, 文脈規定, 言い換え類義, 用法, 語形成.
import type { ExampleLine as Line } from "~/server/db/schema";
import { atOrBelow, memo, pairKey, type BankKanji, type BankWord, type QuestionBank } from "./bank";
import {
  arrange,
  pickVaried,
  similarLength,
  type BuildContext,
  type Built,
  type Generator,
} from "./generator";
import {
  hasKanji,
  isHiragana,
  isKanji,
  readingConfusions,
  scriptOf,
  segmentReading,
  type Confusion,
} from "./kana";
import type { PracticeLevel } from "./question";

const blank = "（　　）";

/** The parts of speech a word can stand in for another of: verbs with verbs, and so on. */
export function posGroup(partOfSpeech: string): string {
  if (partOfSpeech.startsWith("verb") || partOfSpeech === "suru-verb") return "verb";
  if (partOfSpeech === "pronoun" || partOfSpeech === "numeral") return "noun";
  return partOfSpeech;
}

/** The meanings of an English gloss, normalised: "to meet; to see" → meet, see. */
const sensesCache = new Map<string, Set<string>>();
export function senses(english: string): Set<string> {
  const cached = sensesCache.get(english);
  if (cached) return cached;
  const found = parseSenses(english);
  if (sensesCache.size > 50_000) sensesCache.clear();
  sensesCache.set(english, found);
  return found;
}
function parseSenses(english: string): Set<string> {
  return new Set(
    english
      .toLowerCase()
      .replace(/[()]/g, "")
      .split(/[;,/]/)
      .map((s) => s.trim().replace(/^(to|a|an|the) /, ""))
      .filter((s) => s.length >= 3),
  );
}
const shareSense = (a: BankWord, b: BankWord) => {
  const mine = senses(a.english);
  for (const sense of senses(b.english)) if (mine.has(sense)) return true;
  return false;
};

/** Every kanji of the text is one of ours at or below the level (a test asks only those). */
export function kanjiAtOrBelow(bank: QuestionBank, text: string, level: PracticeLevel): boolean {
  return [...text].every((char) => {
    if (!isKanji(char)) return true;
    const kanji = bank.kanjiByChar.get(char);
    return kanji !== undefined && atOrBelow(kanji.level, level);
  });
}

const wordsAt = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `words:${level}`, () =>
    bank.words.filter((w) => w.level === level).sort((a, b) => a.id.localeCompare(b.id)),
  );
const wordsUpTo = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `words<=${level}`, () => bank.words.filter((w) => atOrBelow(w.level, level)));

/**
 * Every example sentence of our content, indexed by the two-character pieces it holds: a phrase
 * found in one of them is attested Japanese.
 */
const corpus = (bank: QuestionBank) =>
  memo(bank, "corpus", () => {
    const byBigram = new Map<string, string[]>();
    const lines = new Set(
      [
        ...bank.words.flatMap((w) => [...w.examples, ...w.conversation]),
        ...bank.grammar.flatMap((g) => g.examples),
      ].map((line) => line.japanese),
    );
    for (const line of lines) {
      const seen = new Set<string>();
      for (let i = 0; i + 2 <= line.length; i++) {
        const bigram = line.slice(i, i + 2);
        if (seen.has(bigram)) continue;
        seen.add(bigram);
        const list = byBigram.get(bigram);
        if (list) list.push(line);
        else byBigram.set(bigram, [line]);
      }
    }
    return byBigram;
  });

/** Whether some sentence of ours contains the phrase (looked up by its rarest piece). */
function inCorpus(bank: QuestionBank, phrase: string): boolean {
  const index = corpus(bank);
  let rarest: string[] | undefined;
  for (let i = 0; i + 2 <= phrase.length; i++) {
    const lines = index.get(phrase.slice(i, i + 2));
    if (!lines) return false;
    if (!rarest || lines.length < rarest.length) rarest = lines;
  }
  return (rarest ?? []).some((line) => line.includes(phrase));
}

/**
 * True when the option, put in the blank, makes a phrase our own sentences use: then it may be a
 * second right answer, so it is not offered as a wrong one. A blank that opens a clause before a
 * comma (「（…）、行ってきます。」) is held by nothing but the comma: any word our sentences put
 * before a comma (午後、 九日、) could fill it too.
 */
export function attested(
  bank: QuestionBank,
  sentence: string,
  at: number,
  length: number,
  option: string,
) {
  const before = sentence.slice(Math.max(0, at - 3), at);
  const after = sentence.slice(at + length, at + length + 2);
  const opensClause = at === 0 || /[、。「」！？]/.test(sentence[at - 1] ?? "");
  return (
    (before.length >= 2 && inCorpus(bank, before + option)) ||
    (after.length >= 2 && /[^\s、。]/.test(after) && inCorpus(bank, option + after)) ||
    (opensClause && after.startsWith("、") && inCorpus(bank, `${option}、`))
  );
}

const examplesWith = (word: BankWord, text: string) =>
  word.examples.filter((line) => line.japanese.includes(text));

/** The ます-stem of a verb in dictionary form (食べる → 食べ, 飲む → 飲み, する → し). */
export function masuStem(word: BankWord): string | undefined {
  const { japanese, partOfSpeech } = word;
  if (japanese.endsWith("する")) return `${japanese.slice(0, -2)}し`;
  if (japanese === "来る" || japanese === "くる") return japanese === "来る" ? "来" : "き";
  if (partOfSpeech === "verb-ichidan")
    return japanese.endsWith("る") ? japanese.slice(0, -1) : undefined;
  if (partOfSpeech === "verb-godan") {
    const iRow: Record<string, string> = {
      う: "い",
      く: "き",
      ぐ: "ぎ",
      す: "し",
      つ: "ち",
      ぬ: "に",
      ぶ: "び",
      む: "み",
      る: "り",
    };
    const stem = iRow[japanese.at(-1) ?? ""];
    return stem ? japanese.slice(0, -1) + stem : undefined;
  }
  return undefined;
}

// ---- 漢字読み ---------------------------------------------------------------------------------

const confusionText: Record<Confusion, { english: string; nepali: string }> = {
  voicing: {
    english: "voiced and unvoiced sounds are mixed up (゛ added or dropped)",
    nepali: "゛ (दाकुतेन) भएको र नभएको आवाज फरक परेको छ",
  },
  "vowel-length": {
    english: "a long vowel is made short, or a short one long",
    nepali: "लामो र छोटो स्वर फरक परेको छ",
  },
  "small-tsu": {
    english: "the small っ is added or dropped",
    nepali: "सानो っ थपिएको वा छुटेको छ",
  },
  "small-ya": {
    english: "small ゃゅょ and full-size やゆよ are mixed up",
    nepali: "सानो ゃゅょ र ठूलो やゆよ फरक परेको छ",
  },
  "other-reading": {
    english: "another reading of one of its kanji is used",
    nepali: "यसको एउटा कान्जीको अर्को पढाइ राखिएको छ",
  },
};

/** A word the exam can ask about in kanji: written with our kanji at its level, with an example. */
const kanjiWords = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `kanji-words:${level}`, () =>
    wordsAt(bank, level).filter(
      (w) =>
        hasKanji(w.japanese) &&
        !w.usuallyKana &&
        isHiragana(w.reading) &&
        kanjiAtOrBelow(bank, w.japanese, level) &&
        examplesWith(w, w.japanese).length > 0,
    ),
  );

export const kanjiReading: Generator = {
  type: "kanji-reading",
  sources: (bank, level) => kanjiWords(bank, level).map((w) => w.id),
  build({ bank, rng }, source) {
    const word = bank.wordById.get(source);
    if (!word) return undefined;
    const sentence = rng.pick(examplesWith(word, word.japanese));
    if (!sentence) return undefined;
    type Candidate = {
      reading: string;
      confusion: Confusion;
      note?: { english: string; nepali: string };
    };
    const candidates: Candidate[] = readingConfusions(word.reading);
    const segments = segmentReading(word.japanese, word.reading, bank.readingsOfKanji);
    for (const [i, segment] of (segments ?? []).entries()) {
      const known = segment.kind === "kana" ? undefined : bank.readingsOfKanji(segment.text);
      if (!segments || !known) continue;
      for (const kind of ["on", "kun"] as const) {
        for (const other of known[kind]) {
          if (other === segment.reading) continue;
          const reading = segments.map((s, j) => (j === i ? other : s.reading)).join("");
          const name = kind === "on" ? "on'yomi" : "kun'yomi";
          const nepaliName = kind === "on" ? "音読み" : "訓読み";
          candidates.push({
            reading,
            confusion: "other-reading",
            note: {
              english: `it uses ${name} ${other} of ${segment.text}, but in ${word.japanese} ${segment.text} is read ${segment.reading}`,
              nepali: `यसमा ${segment.text} को ${nepaliName} ${other} राखिएको छ, तर ${word.japanese} मा ${segment.text} लाई ${segment.reading} पढिन्छ`,
            },
          });
        }
      }
    }
    const seen = new Set([word.reading]);
    const usable = candidates.filter((c) => {
      if (seen.has(c.reading)) return false;
      seen.add(c.reading);
      return (
        isHiragana(c.reading) &&
        similarLength(c.reading, word.reading) &&
        !bank.validPairs.has(pairKey(word.japanese, c.reading))
      );
    });
    const chosen = pickVaried(rng, usable, (c) => c.confusion, 3);
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      word.reading,
      chosen.map((c) => c.reading),
    );
    const why = (c: Candidate, lang: "english" | "nepali") =>
      c.note?.[lang] ?? confusionText[c.confusion][lang];
    return {
      type: "kanji-reading",
      question: "＿＿の ことばは ひらがなで どう かきますか。",
      context: sentence.japanese,
      target: { japanese: word.japanese, reading: word.reading },
      options,
      answer,
      sourceIds: [word.id],
      explanation: {
        english: [
          `${word.japanese} (${word.english}) is read ${word.reading}: "${sentence.english}"`,
          ...chosen.map((c) => `${c.reading} is wrong: ${why(c, "english")}.`),
        ].join(" "),
        nepali: [
          `${word.japanese} (${word.nepali}) लाई ${word.reading} पढिन्छ: "${sentence.nepali}"`,
          ...chosen.map((c) => `${c.reading} गलत हो: ${why(c, "nepali")}।`),
        ].join(" "),
      },
    };
  },
};

/** Our kanji at or below a level by visible part and by on'yomi: look-alikes and homophones. */
const kanjiIndexes = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `kanji-indexes:${level}`, () => {
    const byPart = new Map<string, BankKanji[]>();
    const byOn = new Map<string, BankKanji[]>();
    for (const kanji of bank.kanji) {
      if (!atOrBelow(kanji.level, level)) continue;
      for (const part of kanji.parts) byPart.set(part, [...(byPart.get(part) ?? []), kanji]);
      for (const on of kanji.onyomi) byOn.set(on, [...(byOn.get(on) ?? []), kanji]);
    }
    return { byPart, byOn };
  });

// ---- 表記 -------------------------------------------------------------------------------------

export const orthography: Generator = {
  type: "orthography",
  sources: (bank, level) => kanjiWords(bank, level).map((w) => w.id),
  build({ bank, level, rng }, source) {
    const word = bank.wordById.get(source);
    if (!word) return undefined;
    const sentence = rng.pick(examplesWith(word, word.japanese));
    if (!sentence) return undefined;
    type Candidate = { spelling: string; kind: string; english: string; nepali: string };
    const candidates: Candidate[] = [];
    const chars = [...word.japanese];
    const { byPart, byOn } = kanjiIndexes(bank, level);
    chars.forEach((char, i) => {
      const original = bank.kanjiByChar.get(char);
      if (!original) return;
      const spell = (kanji: string) => chars.map((c, j) => (j === i ? kanji : c)).join("");
      const alike = new Set(original.parts.flatMap((part) => byPart.get(part) ?? []));
      for (const other of alike) {
        if (other.kanji === char || original.parts.includes(other.kanji)) continue;
        candidates.push({
          spelling: spell(other.kanji),
          kind: "look-alike",
          english: `${other.kanji} (${other.english}) looks like ${char} (${original.english}) but is another kanji`,
          nepali: `${other.kanji} (${other.nepali}) ${char} (${original.nepali}) जस्तै देखिन्छ, तर फरक कान्जी हो`,
        });
      }
      for (const reading of original.onyomi) {
        for (const other of byOn.get(reading) ?? []) {
          if (other.kanji === char || alike.has(other)) continue;
          candidates.push({
            spelling: spell(other.kanji),
            kind: "same-sound",
            english: `${other.kanji} (${other.english}) is also read ${reading}, but means something else`,
            nepali: `${other.kanji} (${other.nepali}) लाई पनि ${reading} पढिन्छ, तर यसको अर्थ फरक छ`,
          });
        }
      }
    });
    for (const other of wordsUpTo(bank, level)) {
      if (other.reading !== word.reading || other.japanese === word.japanese) continue;
      if (!hasKanji(other.japanese) || shareSense(word, other)) continue;
      candidates.push({
        spelling: other.japanese,
        kind: "homophone",
        english: `${other.japanese} is another word read ${word.reading}, meaning "${other.english}"`,
        nepali: `${other.japanese} पनि ${word.reading} नै पढिने अर्कै शब्द हो, यसको अर्थ "${other.nepali}" हो`,
      });
    }
    const homophones = new Set(
      candidates.filter((c) => c.kind === "homophone").map((c) => c.spelling),
    );
    const seen = new Set([word.japanese, ...word.alternativeForms]);
    const usable = candidates.filter((c) => {
      if (seen.has(c.spelling)) return false;
      seen.add(c.spelling);
      return (
        kanjiAtOrBelow(bank, c.spelling, level) &&
        similarLength(c.spelling, word.japanese) &&
        // Another spelling of this very word would be right too; a homophone is another word.
        (homophones.has(c.spelling) || !bank.validPairs.has(pairKey(c.spelling, word.reading)))
      );
    });
    const chosen = pickVaried(rng, usable, (c) => c.kind, 3);
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      word.japanese,
      chosen.map((c) => c.spelling),
    );
    return {
      type: "orthography",
      question: "＿＿の ことばは どう かきますか。",
      context: sentence.japanese.replace(word.japanese, word.reading),
      // The reading is what the learner sees underlined; the spelling is the key.
      target: { japanese: word.reading, reading: word.reading },
      options,
      answer,
      sourceIds: [word.id],
      explanation: {
        english: [
          `Here ${word.reading} is ${word.japanese} (${word.english}): "${sentence.english}"`,
          ...chosen.map((c) => `${c.spelling} is wrong: ${c.english}.`),
        ].join(" "),
        nepali: [
          `यहाँ ${word.reading} भनेको ${word.japanese} (${word.nepali}) हो: "${sentence.nepali}"`,
          ...chosen.map((c) => `${c.spelling} गलत हो: ${c.nepali}।`),
        ].join(" "),
      },
    };
  },
};

// ---- 文脈規定 ---------------------------------------------------------------------------------

type Slot = { sentence: Line; at: number; length: number; ending: string };

/** Where the word stands in the sentence: as written, or a verb's ます-stem before ます/ました/…. */
function slotFor(word: BankWord, sentence: Line): Slot | undefined {
  const plain = sentence.japanese.indexOf(word.japanese);
  if (plain >= 0) return { sentence, at: plain, length: word.japanese.length, ending: "" };
  const stem = posGroup(word.partOfSpeech) === "verb" ? masuStem(word) : undefined;
  if (!stem) return undefined;
  const match = new RegExp(`${stem}(ませんでした|ました|ません|ましょう|ます)`).exec(
    sentence.japanese,
  );
  if (!match) return undefined;
  return { sentence, at: match.index, length: match[0].length, ending: match[1] ?? "" };
}

/** How another word fills the slot: its ます-stem and the same ending for verbs. */
function fill(word: BankWord, slot: Slot): string | undefined {
  if (!slot.ending) return word.japanese;
  const stem = masuStem(word);
  return stem && stem + slot.ending;
}

const contextPos = new Set(["noun", "verb", "i-adjective", "na-adjective", "adverb"]);

const contextWords = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `context-words:${level}`, () =>
    wordsAt(bank, level).filter(
      (w) =>
        contextPos.has(posGroup(w.partOfSpeech)) &&
        kanjiAtOrBelow(bank, w.japanese, level) &&
        w.examples.some((line) => slotFor(w, line)),
    ),
  );

/**
 * How many rivals a question looks at for its three wrong options. Enough for nearly every word
 * (the validators' fill rate says so); a word that finds none among them gives way to another
 * word, instead of a scan of every noun of the level (it made an N3 mock take ≈ 100 ms).
 */
const rivalsTried = 60;

/** Words of the same kind and level (or below the test's) that can fill the same slot. */
function rivals(bank: QuestionBank, word: BankWord, level: PracticeLevel) {
  const group = posGroup(word.partOfSpeech);
  return memo(bank, `rivals:${group}:${word.level}:${level}`, () =>
    wordsUpTo(bank, level).filter(
      (w) => posGroup(w.partOfSpeech) === group && atOrBelow(w.level, word.level),
    ),
  );
}

export const contextQuestion: Generator = {
  type: "context",
  sources: (bank, level) => contextWords(bank, level).map((w) => w.id),
  build({ bank, level, rng }, source) {
    const word = bank.wordById.get(source);
    if (!word) return undefined;
    const slot = rng.pick(word.examples.flatMap((line) => slotFor(word, line) ?? []));
    if (!slot) return undefined;
    const key = fill(word, slot);
    if (!key) return undefined;
    const script = scriptOf(key);
    const pool = rng.draw(rivals(bank, word, level), rivalsTried);
    const chosen: { word: BankWord; text: string }[] = [];
    const texts = new Set([key]);
    for (const other of pool) {
      if (chosen.length === 3) break;
      if (other.id === word.id || shareSense(word, other)) continue;
      const text = fill(other, slot);
      if (!text || texts.has(text) || scriptOf(text) !== script || !similarLength(text, key))
        continue;
      if (!kanjiAtOrBelow(bank, text, level)) continue;
      if (attested(bank, slot.sentence.japanese, slot.at, slot.length, text)) continue;
      texts.add(text);
      chosen.push({ word: other, text });
    }
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      key,
      chosen.map((c) => c.text),
    );
    const japanese = slot.sentence.japanese;
    return {
      type: "context",
      question: "（　　）に なにを いれますか。いちばん いい ものを えらんで ください。",
      context: japanese.slice(0, slot.at) + blank + japanese.slice(slot.at + slot.length),
      options,
      answer,
      sourceIds: [word.id, ...chosen.map((c) => c.word.id)],
      explanation: {
        english: [
          `${key} (${word.english}) fits: "${slot.sentence.english}"`,
          ...chosen.map(
            (c) => `${c.text} means "${c.word.english}", which does not fit this sentence.`,
          ),
        ].join(" "),
        nepali: [
          `${key} (${word.nepali}) मिल्छ: "${slot.sentence.nepali}"`,
          ...chosen.map((c) => `${c.text} को अर्थ "${c.word.nepali}" हो, जुन यो वाक्यमा मिल्दैन।`),
        ].join(" "),
      },
    };
  },
};

// ---- 言い換え類義 -----------------------------------------------------------------------------

/** Words of the same kind at or below the level that share a meaning with the word. */
function synonymsOf(bank: QuestionBank, word: BankWord, level: PracticeLevel) {
  return memo(bank, `synonyms:${word.id}:${level}`, () => {
    const bySense = memo(bank, "words-by-sense", () => {
      const index = new Map<string, BankWord[]>();
      for (const w of bank.words) {
        for (const sense of senses(w.english)) index.set(sense, [...(index.get(sense) ?? []), w]);
      }
      return index;
    });
    const group = posGroup(word.partOfSpeech);
    const found = new Set<BankWord>();
    for (const sense of senses(word.english)) {
      for (const w of bySense.get(sense) ?? []) {
        if (
          w.id !== word.id &&
          w.japanese !== word.japanese &&
          w.reading !== word.reading &&
          posGroup(w.partOfSpeech) === group &&
          atOrBelow(w.level, level) &&
          atOrBelow(w.level, word.level)
        ) {
          found.add(w);
        }
      }
    }
    return [...found].sort((a, b) => a.id.localeCompare(b.id));
  });
}

const paraphraseWords = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `paraphrase-words:${level}`, () =>
    wordsAt(bank, level).filter(
      (w) =>
        contextPos.has(posGroup(w.partOfSpeech)) &&
        examplesWith(w, w.japanese).length > 0 &&
        synonymsOf(bank, w, level).length > 0,
    ),
  );

export const paraphrase: Generator = {
  type: "paraphrase",
  sources: (bank, level) => paraphraseWords(bank, level).map((w) => w.id),
  build({ bank, level, rng }, source) {
    const word = bank.wordById.get(source);
    if (!word) return undefined;
    const sentence = rng.pick(examplesWith(word, word.japanese));
    const synonym = rng.pick(
      synonymsOf(bank, word, level).filter((w) => kanjiAtOrBelow(bank, w.japanese, level)),
    );
    if (!sentence || !synonym) return undefined;
    const script = scriptOf(synonym.japanese);
    const chosen: BankWord[] = [];
    const texts = new Set([synonym.japanese, word.japanese]);
    for (const other of rng.draw(rivals(bank, word, level), rivalsTried)) {
      if (chosen.length === 3) break;
      if (texts.has(other.japanese) || shareSense(word, other) || shareSense(synonym, other))
        continue;
      if (scriptOf(other.japanese) !== script || !similarLength(other.japanese, synonym.japanese))
        continue;
      if (!kanjiAtOrBelow(bank, other.japanese, level)) continue;
      texts.add(other.japanese);
      chosen.push(other);
    }
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      synonym.japanese,
      chosen.map((c) => c.japanese),
    );
    return {
      type: "paraphrase",
      question: "＿＿の ことばと だいたい おなじ いみの ことばを えらんで ください。",
      context: sentence.japanese,
      target: { japanese: word.japanese, reading: word.reading },
      options,
      answer,
      sourceIds: [word.id, synonym.id, ...chosen.map((c) => c.id)],
      explanation: {
        english: [
          `${synonym.japanese} (${synonym.reading}, "${synonym.english}") means about the same as ${word.japanese} ("${word.english}").`,
          ...chosen.map((c) => `${c.japanese} means "${c.english}": a different meaning.`),
        ].join(" "),
        nepali: [
          `${synonym.japanese} (${synonym.reading}, "${synonym.nepali}") को अर्थ ${word.japanese} ("${word.nepali}") सँग लगभग उस्तै हो।`,
          ...chosen.map((c) => `${c.japanese} को अर्थ "${c.nepali}" हो, त्यसैले अर्थ फरक पर्छ।`),
        ].join(" "),
      },
    };
  },
};

// ---- 用法 -------------------------------------------------------------------------------------

const usageWords = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `usage-words:${level}`, () =>
    level === "n5"
      ? [] // 用法 starts at N4.
      : wordsAt(bank, level).filter(
          (w) => contextPos.has(posGroup(w.partOfSpeech)) && examplesWith(w, w.japanese).length > 0,
        ),
  );

export const usage: Generator = {
  type: "usage",
  sources: (bank, level) => usageWords(bank, level).map((w) => w.id),
  build({ bank, level, rng }, source) {
    const word = bank.wordById.get(source);
    if (!word) return undefined;
    const right = rng.pick(examplesWith(word, word.japanese));
    if (!right) return undefined;
    const length = right.japanese.length;
    const chosen: { word: BankWord; line: Line; text: string }[] = [];
    const texts = new Set([right.japanese]);
    for (const other of rng.draw(rivals(bank, word, level), rivalsTried)) {
      if (chosen.length === 3) break;
      if (
        other.id === word.id ||
        shareSense(word, other) ||
        (!hasKanji(other.japanese) === hasKanji(word.japanese) && false)
      )
        continue;
      const line = rng.pick(examplesWith(other, other.japanese));
      if (!line || line.japanese.split(other.japanese).length !== 2) continue;
      const text = line.japanese.replace(other.japanese, word.japanese);
      if (texts.has(text) || text.length > length * 1.8 + 4 || text.length * 1.8 + 4 < length)
        continue;
      if (!kanjiAtOrBelow(bank, text, level)) continue;
      const at = line.japanese.indexOf(other.japanese);
      if (attested(bank, line.japanese, at, other.japanese.length, word.japanese)) continue;
      texts.add(text);
      chosen.push({ word: other, line, text });
    }
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      right.japanese,
      chosen.map((c) => c.text),
    );
    return {
      type: "usage",
      question: `「${word.japanese}」の 使い方として 最も よい ものを 一つ えらんで ください。`,
      target: { japanese: word.japanese, reading: word.reading },
      options,
      answer,
      sourceIds: [word.id, ...chosen.map((c) => c.word.id)],
      explanation: {
        english: [
          `${word.japanese} ("${word.english}") is used correctly in: ${right.japanese} ("${right.english}").`,
          ...chosen.map(
            (c) =>
              `In ${c.text} the sentence needs ${c.word.japanese} ("${c.word.english}") instead.`,
          ),
        ].join(" "),
        nepali: [
          `${word.japanese} ("${word.nepali}") को सही प्रयोग यो वाक्यमा छ: ${right.japanese} ("${right.nepali}")।`,
          ...chosen.map(
            (c) =>
              `${c.text} मा ${word.japanese} होइन, ${c.word.japanese} ("${c.word.nepali}") चाहिन्छ।`,
          ),
        ].join(" "),
      },
    };
  },
};

// ---- 語形成 -----------------------------------------------------------------------------------

const affixes = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `affixes:${level}`, () =>
    wordsAt(bank, level).filter(
      (w) =>
        (w.partOfSpeech === "prefix" || w.partOfSpeech === "suffix") &&
        kanjiAtOrBelow(bank, w.japanese, level) &&
        examplesWith(w, w.japanese).length > 0,
    ),
  );

/** A prefix or suffix in a word of an example sentence; the options are other affixes. */
export const wordFormation: Generator = {
  type: "word-formation",
  sources: (bank, level) => affixes(bank, level).map((w) => w.id),
  build({ bank, level, rng }, source) {
    const word = bank.wordById.get(source);
    if (!word) return undefined;
    const sentence = rng.pick(examplesWith(word, word.japanese));
    if (!sentence) return undefined;
    const at = sentence.japanese.indexOf(word.japanese);
    const chosen: BankWord[] = [];
    const texts = new Set([word.japanese]);
    const pool = bank.words.filter(
      (w) => w.partOfSpeech === word.partOfSpeech && atOrBelow(w.level, level),
    );
    for (const other of rng.shuffle(pool)) {
      if (chosen.length === 3) break;
      if (texts.has(other.japanese) || shareSense(word, other)) continue;
      if (!kanjiAtOrBelow(bank, other.japanese, level)) continue;
      if (attested(bank, sentence.japanese, at, word.japanese.length, other.japanese)) continue;
      texts.add(other.japanese);
      chosen.push(other);
    }
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      word.japanese,
      chosen.map((c) => c.japanese),
    );
    const japanese = sentence.japanese;
    return {
      type: "word-formation",
      question: "（　　）に 入れるのに 最も よい ものを 一つ えらんで ください。",
      context: japanese.slice(0, at) + blank + japanese.slice(at + word.japanese.length),
      options,
      answer,
      sourceIds: [word.id, ...chosen.map((c) => c.id)],
      explanation: {
        english: [
          `${word.japanese} (${word.english}) makes the word here: "${sentence.english}"`,
          ...chosen.map((c) => `${c.japanese} means "${c.english}" and does not form this word.`),
        ].join(" "),
        nepali: [
          `यहाँ ${word.japanese} (${word.nepali}) जोडेर शब्द बन्छ: "${sentence.nepali}"`,
          ...chosen.map((c) => `${c.japanese} को अर्थ "${c.nepali}" हो, यसले यो शब्द बनाउँदैन।`),
        ].join(" "),
      },
    };
  },
};

export const vocabularyGenerators = [
  kanjiReading,
  orthography,
  contextQuestion,
  paraphrase,
  usage,
  wordFormation,
];

export type { Built, BuildContext };
