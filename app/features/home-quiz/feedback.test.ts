import { describe, expect, test } from "vitest";
import { feedbackBand, quizFeedback, type FeedbackInput } from "./feedback";
import { en } from "./texts/en";
import { ja } from "./texts/ja";
import { ne } from "./texts/ne";

const languages = [
  ["en", en],
  ["ne", ne],
  ["ja", ja],
] as const;

/** Sentences end in . ! ? (English), । ? ! (Nepali) or 。！ (Japanese). */
const sentenceCount = (text: string) => text.split(/(?<=[.!?।。！？])\s*/).filter(Boolean).length;

const input = (overrides: Partial<FeedbackInput>): FeedbackInput => ({
  correct: 3,
  total: 5,
  missed: [],
  level: "N5",
  type: "vocabulary",
  ...overrides,
});

describe("feedback band", () => {
  test.each([
    [5, 5, "perfect"],
    [4, 5, "strong"],
    [3, 5, "fair"],
    [2, 5, "weak"],
    [0, 5, "weak"],
    [0, 0, "weak"],
  ] as const)("%i of %i is %s", (correct, total, band) => {
    expect(feedbackBand(correct, total)).toBe(band);
  });
});

describe.each(languages)("feedback in %s", (_locale, texts) => {
  test.each([
    ["perfect", input({ correct: 5, missed: [] }), 2],
    ["strong", input({ correct: 4, missed: ["paraphrase"] }), 3],
    ["fair", input({ correct: 3, missed: ["context", "paraphrase"] }), 3],
    ["weak", input({ correct: 1, missed: ["usage", "context"], level: "N4" }), 3],
  ] as const)("%s: two or three sentences", (_band, given, sentences) => {
    const text = quizFeedback(texts.feedback, given);
    expect(sentenceCount(text)).toBe(sentences);
  });

  test("names every kind of question missed, most missed first", () => {
    const text = quizFeedback(
      texts.feedback,
      input({ correct: 2, missed: ["kanji-reading", "orthography"], type: "kanji" }),
    );
    const reading = text.indexOf(texts.feedback.skills["kanji-reading"]);
    const writing = text.indexOf(texts.feedback.skills.orthography);
    expect(reading).toBeGreaterThan(-1);
    expect(writing).toBeGreaterThan(reading);
  });

  test("a perfect score points to the next level, and at N1 to other types", () => {
    expect(quizFeedback(texts.feedback, input({ correct: 5, level: "N5" }))).toContain("N4");
    const top = quizFeedback(texts.feedback, input({ correct: 5, level: "N1" }));
    expect(top).toContain("N1");
    expect(top).not.toMatch(/N[2-5]/);
  });

  test("a weak score points to the level's list of the quiz's type", () => {
    const text = quizFeedback(texts.feedback, input({ correct: 1, level: "N4", type: "grammar" }));
    expect(text).toContain("N4");
    expect(text.toLowerCase()).toContain(texts.setup.types.grammar.name.toLowerCase());
  });

  test("the score is in the text, in the language's digits", () => {
    const text = quizFeedback(texts.feedback, input({ correct: 3, total: 5 }));
    if (texts === ne) expect(text).toMatch(/५ मध्ये ३/);
    else expect(text).toMatch(/3/);
  });
});

test.each([
  [ne, "कान्जीमा लेखिएका शब्दको पढाइ, वाक्यमा मिल्ने शब्द र शब्दको प्रयोग"],
  [ja, "漢字の読み方、文脈に合う言葉、言葉の使い方"],
  [
    en,
    "reading words written in kanji, choosing the word that fits a sentence, and how a word is used",
  ],
])("lists of missed kinds are joined the language's way (%#)", (texts, joined) => {
  const text = quizFeedback(
    texts.feedback,
    input({ missed: ["kanji-reading", "context", "usage"] }),
  );
  expect(text).toContain(joined);
});

test("the three languages say different things, not English everywhere", () => {
  const given = input({ correct: 2, missed: ["context"] });
  const texts = languages.map(([, t]) => quizFeedback(t.feedback, given));
  expect(new Set(texts).size).toBe(3);
  expect(texts[1]).toMatch(/[\u0900-\u097f]/);
  expect(texts[2]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
});
