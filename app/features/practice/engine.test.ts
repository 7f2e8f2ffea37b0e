import { describe, expect, test } from "vitest";
import { buildBank, type BankInput } from "./bank";
import { blueprints, scaleItems } from "./blueprints";
import { estimateScore, referenceGrade } from "./estimate";
import { parseQuestionId, questionId } from "./generate";
import { readingConfusions, segmentReading, kanjiReadings } from "./kana";
import { prng } from "./prng";
import type { Question } from "./question";
import { questionProblems } from "./validate";
import { attested } from "./vocabulary-questions";
import { sentenceComposition } from "./grammar-questions";

describe("blueprints", () => {
  test.each([
    ["n5", [20, 40, 30], 67],
    ["n4", [25, 55, 35], 85],
    ["n3", [30, 70, 40], 102],
    ["n2", [105, 50], 101],
    ["n1", [110, 55], 100],
  ] as const)("%s: official sitting minutes and question count", (level, minutes, questions) => {
    const { mock } = blueprints[level];
    expect(mock.parts.map((p) => p.minutes)).toEqual(minutes);
    expect(mock.questions).toBe(questions);
  });

  test("section practice follows the spec's table exactly", () => {
    expect(blueprints.n5.practice.vocabulary).toMatchObject({ questions: 25, minutes: 20 });
    expect(blueprints.n1.practice.listening).toMatchObject({ questions: 40, minutes: 60 });
    for (const level of Object.values(blueprints)) {
      for (const section of Object.values(level.practice)) {
        expect(section.items.reduce((n, i) => n + i.count, 0)).toBe(section.questions);
      }
    }
  });

  test("scaling keeps each type's share and the exact total", () => {
    const items = [
      { type: "kanji-reading", count: 7 },
      { type: "orthography", count: 5 },
      { type: "context", count: 6 },
      { type: "paraphrase", count: 3 },
    ] as const;
    expect(scaleItems([...items], 25).map((i) => i.count)).toEqual([8, 6, 7, 4]);
  });
});

describe("estimate", () => {
  const marks = (
    section: "vocabulary" | "grammar" | "reading" | "listening",
    right: number,
    of: number,
  ) => Array.from({ length: of }, (_, i) => ({ section, correct: i < right }));

  test("all right: the top of every range, a pass; all wrong: a fail", () => {
    const all = [
      ...marks("vocabulary", 21, 21),
      ...marks("grammar", 17, 17),
      ...marks("reading", 5, 5),
      ...marks("listening", 24, 24),
    ];
    const best = estimateScore("n5", all);
    expect(best.sections.map((s) => [s.id, s.high])).toEqual([
      ["language-knowledge-reading", 120],
      ["listening", 60],
    ]);
    expect(best.verdict).toBe("pass");
    const worst = estimateScore(
      "n5",
      all.map((m) => ({ ...m, correct: false })),
    );
    expect(worst.total.low).toBe(0);
    expect(worst.verdict).toBe("fail");
    expect(worst.passed).toBe(false);
  });

  test("always a range, never a point; the section minimum decides even with a high total", () => {
    const estimate = estimateScore("n3", [
      ...marks("vocabulary", 30, 35),
      ...marks("grammar", 20, 23),
      ...marks("reading", 22, 24),
      ...marks("listening", 2, 28),
    ]);
    for (const section of estimate.sections) expect(section.low).toBeLessThan(section.high);
    const listening = estimate.sections.find((s) => s.id === "listening");
    expect(listening?.meetsMinimum).toBe(false);
    expect(estimate.passed).toBe(false);
    expect(estimate.passMark).toBe(95);
  });

  test.each([
    [10, 15, "A"],
    [6, 15, "B"],
    [4, 15, "C"],
  ])("reference grade of %i/%i is %s", (correct, total, grade) => {
    expect(referenceGrade(correct, total)).toBe(grade);
  });
});

describe("kana confusions", () => {
  test.each([
    ["がっこう", ["かっこう", "がこう", "がっこ"]],
    ["きょう", ["きよう", "ぎょう", "きょ"]],
    ["やま", ["やあま", "やっま"]],
  ])("%s gives %j among its confusions", (reading, expected) => {
    const found = readingConfusions(reading).map((v) => v.reading);
    for (const wrong of expected.filter((e) => e !== "やっま")) expect(found).toContain(wrong);
    expect(found).not.toContain(reading);
    // っ only before a voiceless sound.
    expect(found).not.toContain("やっま");
  });

  test("a reading is split over its kanji with sound changes (学校 がっ + こう)", () => {
    const readings = (k: string) =>
      ({ 学: kanjiReadings(["ガク"], ["まな.ぶ"]), 校: kanjiReadings(["コウ"], []) })[k];
    expect(segmentReading("学校", "がっこう", readings)?.map((s) => s.reading)).toEqual([
      "がっ",
      "こう",
    ]);
    expect(
      segmentReading("今日", "きょう", () => kanjiReadings(["コン"], ["いま"])),
    ).toBeUndefined();
  });
});

describe("question ids", () => {
  test("carry level, mock or practice, section, type, seed and source; junk is refused", () => {
    const ref = {
      level: "n4" as const,
      mock: true,
      section: "vocabulary" as const,
      type: "kanji-reading" as const,
      seed: 4_000_000_000,
      source: "vocab:山:やま",
    };
    expect(parseQuestionId(questionId(ref))).toEqual(ref);
    for (const bad of [
      "",
      "q:n6:mv:kanji-reading:1:x",
      "q:n5:xv:kanji-reading:1:x",
      "q:n5:mv:poetry:1:x",
    ]) {
      expect(parseQuestionId(bad)).toBeUndefined();
    }
  });

  test("the generator repeats itself for a seed", () => {
    const a = prng(42);
    const b = prng(42);
    expect([a.next(), a.int(10), a.seed()]).toEqual([b.next(), b.int(10), b.seed()]);
  });
});

describe("validators catch", () => {
  const line = {
    japanese: "山へ行きます。",
    reading: "やまへいきます。",
    english: "I go to the mountains.",
    nepali: "म पहाड जान्छु।",
  };
  const input: BankInput = {
    words: [
      {
        id: "w:山",
        level: "n5",
        japanese: "山",
        reading: "やま",
        english: "mountain",
        nepali: "पहाड",
        partOfSpeech: "noun",
        examples: [line],
        conversation: [],
        alternativeForms: [],
        usuallyKana: false,
      },
    ],
    kanji: [
      {
        id: "k:山",
        level: "n5",
        kanji: "山",
        onyomi: ["サン"],
        kunyomi: ["やま"],
        english: "mountain",
        nepali: "पहाड",
        parts: ["山"],
      },
    ],
    grammar: [],
    passages: [],
    scripts: [],
    dictionaryPairs: [["山", "さん"]],
  };
  const bank = buildBank(input);
  const good: Question = {
    id: "q:n5:pv:kanji-reading:1:w:山",
    type: "kanji-reading",
    section: "vocabulary",
    level: "n5",
    question: "＿＿の ことばは ひらがなで どう かきますか。",
    context: line.japanese,
    target: { japanese: "山", reading: "やま" },
    options: ["やま", "やあま", "ざま", "やっま"],
    answer: 0,
    sourceIds: ["w:山"],
    explanation: {
      english: "山 is read やま. やあま, ざま and やっま are wrong.",
      nepali: "山 लाई やま पढिन्छ। やあま, ざま र やっま गलत हुन्।",
    },
  };

  test("a sound question passes", () => {
    expect(questionProblems(good, bank, "n5")).toEqual([]);
  });

  test.each([
    ["repeated options", { options: ["やま", "やま", "ざま", "やっま"] }, "options repeat"],
    ["a key outside the options", { answer: 4 }, "the key is not one of the options"],
    [
      "a distractor the dictionary reads",
      { options: ["やま", "さん", "ざま", "やっま"] },
      "さん is also a reading of 山",
    ],
    ["mixed scripts", { options: ["やま", "ヤマ", "ざま", "やっま"] }, "options mix scripts"],
    [
      "an option far longer",
      { options: ["やま", "やまやまやまやま", "ざま", "やっま"] },
      "option lengths differ too much",
    ],
    [
      "content above the level",
      { level: "n5", sourceIds: ["w:none"] },
      "made from w:none, which is not in the content",
    ],
    [
      "an explanation that skips an option",
      { explanation: { english: "山 is read やま.", nepali: "山 लाई やま पढिन्छ।" } },
      "the explanation does not speak of every option",
    ],
  ] as const)("%s", (_name, change, problem) => {
    const bad = { ...good, ...change } as Question;
    expect(questionProblems(bad, bank, "n5")).toContain(problem);
  });
});

describe("a wrong option that could be right is not offered", () => {
  const word = (japanese: string, reading: string, sentence: string) => ({
    id: `w:${japanese}`,
    level: "n5" as const,
    japanese,
    reading,
    english: japanese,
    nepali: "शब्द",
    partOfSpeech: "noun" as const,
    examples: [{ japanese: sentence, reading: sentence, english: "-", nepali: "-" }],
    conversation: [],
    alternativeForms: [],
    usuallyKana: false,
  });
  const bank = buildBank({
    words: [
      word("お母さん", "おかあさん", "お母さん、行ってきます。"),
      word("午後", "ごご", "午後、友だちと会います。"),
      word("犬", "いぬ", "うちに犬がいます。"),
    ],
    kanji: [],
    grammar: [],
    passages: [],
    scripts: [],
    dictionaryPairs: [],
  });
  const sentence = "お母さん、行ってきます。";

  test("a blank that opens a clause before a comma: any word our sentences put there fits", () => {
    expect(attested(bank, sentence, 0, 4, "午後")).toBe(true);
    expect(attested(bank, sentence, 0, 4, "犬")).toBe(false);
  });

  test("a phrase our sentences use around the blank", () => {
    expect(attested(bank, "家に猫がいます。", 2, 1, "犬")).toBe(true);
    expect(attested(bank, "家に猫がいます。", 2, 1, "午後")).toBe(false);
  });
});

describe("the ★ question (文の文法2)", () => {
  const line = (japanese: string) => ({ japanese, reading: "-", english: "-", nepali: "-" });
  const point = (id: string, marker: string, example: string) => ({
    id,
    level: "n4" as const,
    pattern: `～${marker}`,
    reading: marker,
    english: "-",
    nepali: "-",
    examples: [line(example)],
    formation: [[{ word: "Verb", form: "masu-stem" }, { text: marker }]],
    related: [],
  });
  const bankOf = (...grammar: ReturnType<typeof point>[]) =>
    buildBank({ words: [], kanji: [], grammar, passages: [], scripts: [], dictionaryPairs: [] });
  const build = (bank: ReturnType<typeof bankOf>, id: string) =>
    sentenceComposition.build({ bank, level: "n4", rng: prng(1) }, id);

  test("the pattern is a piece of its own, after its word; ★ is the only piece that fits", () => {
    const bank = bankOf(point("g:たい", "たい", "夏休みに北海道へ行きたいです。"));
    const question = build(bank, "g:たい");
    expect(question?.context).toBe("＿＿ ＿＿ ★ ＿＿。");
    expect([...(question?.options ?? [])].sort()).toEqual(
      ["夏休みに", "北海道へ", "行き", "たいです"].sort(),
    );
    expect(question && question.options[question.answer]).toBe("行き");
  });

  test("a sentence whose phrases could go in another order asks nothing", () => {
    // 駅まで / 歩き / ながら / 話しましょう: 歩きながら駅まで話しましょう is as right, with
    // another piece in the ★ slot.
    const bank = bankOf(point("g:ながら", "ながら", "駅まで歩きながら話しましょう。"));
    expect(sentenceComposition.sources(bank, "n4")).toEqual([]);
    expect(build(bank, "g:ながら")).toBeUndefined();
  });

  test("our content gives ★ questions at every level it has grammar for", async () => {
    const { bankFromContent } = await import("../../../tests/support/practice-bank.ts");
    const bank = await bankFromContent();
    for (const level of ["n5", "n4", "n3"] as const) {
      expect(sentenceComposition.sources(bank, level).length, level).toBeGreaterThanOrEqual(5);
    }
  }, 60_000);
});

describe("drawing candidates", () => {
  const items = Array.from({ length: 1000 }, (_, i) => i);

  test("at most the limit, no item twice, the same for the same seed", () => {
    const drawn = prng(5).draw(items, 60);
    expect(drawn).toHaveLength(60);
    expect(new Set(drawn).size).toBe(60);
    expect(prng(5).draw(items, 60)).toEqual(drawn);
    expect(prng(6).draw(items, 60)).not.toEqual(drawn);
  });

  test("a limit beyond the list gives the whole list in some order", () => {
    expect([...prng(9).draw(items.slice(0, 20), 50)].sort((a, b) => a - b)).toEqual(
      items.slice(0, 20),
    );
  });
});
