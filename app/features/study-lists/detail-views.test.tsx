// @vitest-environment jsdom
// The list detail views show the deeper fields when an item has them, the reader's language
// first, and nothing of them when it does not.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import type {
  GrammarDetail as Point,
  KanjiDetail as Kanji,
  VocabularyDetail as Word,
} from "./detail-queries.server";
import { GrammarDetail } from "./grammar-detail";
import { KanjiDetail } from "./kanji-detail";
import { VocabularyDetail } from "./vocabulary-detail";

// The favourite control asks the server for its status; here the server says "signed out".
beforeEach(() => {
  vi.stubGlobal("fetch", async () => Response.json({ signedIn: false, favorite: false }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(node: ReactNode, locale: Locale = "en") {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}
const langs = (element: HTMLElement) =>
  Array.from(element.querySelectorAll("p[lang]"))
    .map((p) => p.getAttribute("lang"))
    .filter((lang) => lang !== "ja");

const line = {
  japanese: "名前を付けます。",
  reading: "なまえをつけます。",
  english: "I name it.",
  nepali: "नाम राख्छु।",
};
const tip = { english: "Tsukeru: you attach it.", nepali: "つける — तपाईं आफैँ टाँस्नुहुन्छ।" };
const word: Word = {
  id: "vocab:付ける:つける", japanese: "付ける", reading: "つける", english: "to attach", nepali: "टाँस्नु",
  examples: [line], conversation: [], memoryTip: tip,
  commonUsage: [{ japanese: "名前を付ける", reading: "なまえをつける", english: "to name", nepali: "नाम राख्नु" }],
  notes: { english: "Transitive: takes を.", nepali: "सकर्मक: を लिन्छ।" },
  alternativeForms: ["附ける"], usuallyKana: false, difficulty: 2,
  pair: { id: "vocab:付く:つく", japanese: "付く", reading: "つく", jlptLevel: "N4" },
}; // prettier-ignore
const plainWord: Word = {
  ...word, memoryTip: null, commonUsage: [], notes: null, alternativeForms: [], pair: null, difficulty: null,
}; // prettier-ignore

describe("vocabulary", () => {
  test("memory tip, usage, notes, other spellings and the partner as a link", () => {
    show(<VocabularyDetail word={word} />);
    expect(screen.getByTestId("memory-tip").textContent).toContain(tip.english);
    expect(screen.getByTestId("common-usage").textContent).toContain("名前を付ける");
    expect(screen.getByTestId("word-notes").textContent).toContain("Transitive");
    expect(screen.getByTestId("alternative-forms").textContent).toContain("附ける");
    const pair = screen.getByTestId("pair-link");
    expect(pair.getAttribute("href")).toBe(
      `/resources/jlpt/n4/vocabulary?${new URLSearchParams({ item: "vocab:付く:つく" })}`,
    );
    expect(pair.textContent).toContain("付く");
    expect(screen.getByTestId("difficulty").textContent).toBe("Difficulty 2 of 5");
  });

  test("in Nepali, the Nepali comes first: meanings, tip, usage and notes", () => {
    show(<VocabularyDetail word={word} />, "ne");
    expect(langs(screen.getByTestId("memory-tip"))).toEqual(["ne", "en"]);
    expect(langs(screen.getByTestId("word-notes"))).toEqual(["ne", "en"]);
    expect(langs(screen.getByTestId("common-usage"))).toEqual(["ne", "en"]);
    const meanings = Array.from(screen.getByTestId("detail-card").querySelectorAll("dd[lang]"));
    expect(meanings.map((dd) => dd.getAttribute("lang"))).toEqual(["ne", "en"]);
    expect(screen.getByTestId("difficulty").textContent).toBe("कठिनाइ: ५ मा २");
    expect(screen.getByText("सम्झने तरिका")).toBeTruthy();
  });

  test("in English and Japanese, the English comes first", () => {
    show(<VocabularyDetail word={word} />, "ja");
    expect(langs(screen.getByTestId("memory-tip"))).toEqual(["en", "ne"]);
    expect(screen.getByText("覚え方")).toBeTruthy();
  });

  test("a word without them shows none of their sections", () => {
    show(<VocabularyDetail word={plainWord} />);
    for (const id of ["memory-tip", "common-usage", "word-notes", "alternative-forms", "pair-link", "difficulty"]) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  }); // prettier-ignore
});

const kanji: Kanji = {
  id: "kanji:日", kanji: "日", strokes: 4, onyomi: ["ニチ", "ジツ"], kunyomi: ["ひ", "-び", "-か"],
  coreOnyomi: ["ニチ"], coreKunyomi: ["ひ"], englishMeaning: "day, sun", nepaliMeaning: "दिन, सूर्य",
  components: { radical: { number: 72, character: "日", japanese: "ひ", english: "sun", nepali: "सूर्य" }, parts: ["日"] },
  memoryTip: tip, realLifeUse: { english: "Calendars", nepali: "पात्रो" },
  compounds: [
    { word: "毎日", reading: "まいにち", english: "every day", nepali: "दिनहुँ", readingUsed: "ニチ" },
    { word: "今日", reading: "きょう", english: "today", nepali: "आज", readingUsed: "special" },
  ],
  examples: [{ ...line, japanese: "日が出ました。" }], difficulty: 1,
}; // prettier-ignore

describe("kanji", () => {
  test("core readings first, every reading folded, components and which reading a word uses", () => {
    show(<KanjiDetail kanji={kanji} />);
    const core = screen.getByTestId("core-readings");
    const details = core.querySelector("details");
    expect(details?.open).toBe(false);
    expect(details?.querySelector("summary")?.textContent).toBe("All readings");
    expect(within(screen.getByTestId("all-readings")).getByText("ニチ、ジツ")).toBeTruthy();
    // The core readings sit outside the fold.
    expect(within(core).getAllByText("ニチ")[0]?.closest("details")).toBeNull();
    const components = screen.getByTestId("components").textContent;
    expect(components).toContain("No. 72");
    expect(components).toContain("sun");
    const compounds = screen.getByTestId("compounds").textContent;
    expect(compounds).toContain("reads ニチ");
    expect(compounds).toContain("special reading");
    expect(screen.getByTestId("real-life-use").textContent).toContain("Calendars");
    expect(screen.getByTestId("kanji-examples").textContent).toContain("日が出ました。");
  });

  test("without core readings, every reading shows as before, unfolded", () => {
    show(<KanjiDetail kanji={{ ...kanji, coreOnyomi: [], coreKunyomi: [], components: null }} />);
    expect(screen.queryByTestId("core-readings")).toBeNull();
    expect(document.querySelector("details")).toBeNull();
    expect(screen.getByText("ニチ、ジツ")).toBeTruthy();
    expect(screen.queryByTestId("components")).toBeNull();
  });

  test("in Nepali: the radical's number in Devanagari digits, the Nepali first", () => {
    show(<KanjiDetail kanji={kanji} />, "ne");
    expect(screen.getByTestId("components").textContent).toContain("नं. ७२");
    expect(langs(screen.getByTestId("memory-tip"))).toEqual(["ne", "en"]);
  });
});

const point: Point = {
  id: "grammar:nagara", pattern: "～ながら", reading: "～ながら",
  englishExplanation: "While doing A, do B.", nepaliExplanation: "एउटा काम गर्दै अर्को काम।",
  rules: ["ます-stem + ながら", "Same subject"], rulesNepali: ["ます हटाएको रूप + ながら", "एउटै कर्ता"],
  examples: [line], conversation: [line, { ...line, japanese: "はい。" }],
  commonMistakes: [
    { english: "The stem, not the dictionary form.", nepali: "ます हटाएको रूप चाहिन्छ।", wrong: "聞くながら", right: "聞きながら" },
    { english: "An older English-only mistake." },
  ],
  formation: [[{ word: "verb", form: "masu-stem" }, { text: "ながら" }]],
  levelNotes: [{ level: "N3", english: "Also 'although'.", nepali: "'तापनि' पनि।" }],
  difficulty: 3,
  related: [{ id: "grammar:te-kara", pattern: "～てから", jlptLevel: "N5" }],
}; // prettier-ignore

describe("grammar", () => {
  test("formation in words, mistakes with wrong and right, related points as links", () => {
    show(<GrammarDetail point={point} />);
    expect(screen.getByTestId("formation").textContent).toBe("Verb (ます-stem)+ながら");
    const mistakes = screen.getByTestId("common-mistakes");
    expect(mistakes.querySelector("s")?.textContent).toBe("聞くながら");
    expect(mistakes.textContent).toContain("聞きながら");
    expect(mistakes.textContent).toContain("An older English-only mistake.");
    const related = within(screen.getByTestId("related-points")).getByRole("link", { name: "～てから" });
    expect(related.getAttribute("href")).toBe(
      `/resources/jlpt/n5/grammar?${new URLSearchParams({ item: "grammar:te-kara" })}`,
    );
    expect(screen.getByTestId("level-notes").textContent).toContain("N3");
    expect(screen.getByTestId("conversation").querySelectorAll("li")).toHaveLength(2);
  }); // prettier-ignore

  test("in Nepali: the formation's words in Nepali, explanation and rules Nepali first", () => {
    show(<GrammarDetail point={point} />, "ne");
    expect(screen.getByTestId("formation").textContent).toBe("क्रिया (ます हटाएको रूप)+ながら");
    const explanation = screen.getByText("एउटा काम गर्दै अर्को काम।");
    const english = screen.getByText("While doing A, do B.");
    expect(explanation.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(langs(screen.getByTestId("usage-rules"))).toEqual(["ne", "en", "ne", "en"]);
    expect(langs(screen.getByTestId("common-mistakes"))).toEqual(["ne", "en", "en"]);
  }); // prettier-ignore

  test("in Japanese: the formation's words in Japanese", () => {
    show(<GrammarDetail point={point} />, "ja");
    expect(screen.getByTestId("formation").textContent).toBe("動詞 (ます形)+ながら");
  });
});

test("example sentences: the Nepali line before the English in नेपाली, after it otherwise", () => {
  const sentence = () => screen.getByText(line.japanese).closest("div") as HTMLElement;
  show(<VocabularyDetail word={word} />, "ne");
  expect(langs(sentence())).toEqual(["ne", "en"]);
  cleanup();
  show(<VocabularyDetail word={word} />, "en");
  expect(langs(sentence())).toEqual(["en", "ne"]);
});
