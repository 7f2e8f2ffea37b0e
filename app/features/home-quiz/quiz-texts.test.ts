import { describe, expect, test } from "vitest";
import { en } from "./texts/en";
import { ja } from "./texts/ja";
import { ne } from "./texts/ne";

/** Every text of a language file, functions called with sample arguments, with where it is. */
function texts(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    const call = value as (...args: unknown[]) => unknown;
    const sample = at === "feedback.list" ? call(["A", "B"]) : call("N4", 3, 5, 60);
    return texts(typeof sample === "string" ? sample : "", at);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  }
  return [];
}

const english = new Map(texts(en));
// Sentence separators are spaces in English and Nepali; lists are joined by code.
const sameEverywhere = new Set(["feedback.separator", "feedback.list"]);

describe.each([
  ["ne", ne, /[\u0900-\u097f]/],
  ["ja", ja, /[\u3040-\u30ff\u4e00-\u9fff]/],
] as const)("the dialog's %s texts", (_locale, catalogue, script) => {
  test("have every English text, translated into the language's script", () => {
    const translated = texts(catalogue);
    expect(translated.map(([at]) => at)).toEqual([...english.keys()]);
    for (const [at, text] of translated) {
      if (sameEverywhere.has(at)) continue;
      expect.soft(text, at).not.toBe(english.get(at));
      expect.soft(text, at).toMatch(script);
    }
  });
});

test("the spec's English texts, word for word", () => {
  expect(en.title).toBe("Japanese Quiz");
  expect(en.quiz.check).toBe("Check Your Score");
  expect(en.quiz.review).toBe("Review your answers carefully");
  expect(en.results.perfect).toBe("Perfect Score! Outstanding work!");
  expect(en.results.keepPracticing).toBe("Keep practicing to improve!");
  expect(en.results.playAgain).toBe("Play Again");
  expect(en.close).toBe("Close");
  expect(en.errors.generate).toBe("Failed to generate questions. Please try again.");
  expect(en.placement.levelQuiz("N3")).toBe("Start N3 Quiz");
  expect(Object.values(en.setup.levels)).toEqual([
    "N5 Beginner",
    "N4 Basic",
    "N3 Intermediate",
    "N2 Advanced",
    "N1 Expert",
  ]);
});
