// @vitest-environment jsdom
// The dictionary's Word Details show a word's deeper fields when it has them, the partner as a
// link to its own details, and the reader's language first.
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { DictionaryResultView } from "./dictionary-page";
import type { DictionaryResult } from "./dictionary-page.server";
import type { DictionaryEntryDetails } from "./dictionary-search.server";

beforeEach(() => {
  vi.stubGlobal("fetch", async () => Response.json({ signedIn: false, favorite: false }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: DictionaryEntryDetails = {
  id: "vocab:付く:つく", japanese: "付く", reading: "つく", english: "to be attached",
  nepali: "टाँसिनु", jlptLevel: "N4", partOfSpeech: "verb-godan", source: "jouzu",
  examples: [], conversation: [],
  memoryTip: { english: "It sticks by itself.", nepali: "आफैँ टाँसिन्छ।" },
  commonUsage: [{ japanese: "気が付く", reading: "きがつく", english: "to notice", nepali: "थाहा पाउनु" }],
  notes: { english: "Intransitive.", nepali: "अकर्मक।" },
  alternativeForms: ["着く"], usuallyKana: false,
  pair: { id: "vocab:付ける:つける", japanese: "付ける", reading: "つける", jlptLevel: "N4" },
}; // prettier-ignore
const found = (value: DictionaryEntryDetails): Extract<DictionaryResult, { kind: "found" }> => ({
  kind: "found",
  entry: value,
  match: "exact",
  highlightTerms: [],
  formNames: [],
  matches: [],
});

function show(result: DictionaryResult, locale: Locale = "en", query = "付く") {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <DictionaryResultView query={query} result={result} /> },
  ]);
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}

test("memory tip, usage, notes, other spellings and the partner linked to its details", () => {
  show(found(entry));
  expect(screen.getByTestId("memory-tip").textContent).toContain("It sticks by itself.");
  expect(screen.getByTestId("common-usage").textContent).toContain("気が付く");
  expect(screen.getByTestId("word-notes").textContent).toContain("Intransitive.");
  expect(screen.getByTestId("alternative-forms").textContent).toContain("着く");
  expect(screen.getByTestId("pair-link").getAttribute("href")).toBe(
    `/resources/dictionary?${new URLSearchParams({ q: "付ける", entry: "vocab:付ける:つける" })}`,
  );
});

test.each([
  ["en", "食べさせられなかった — the dictionary form of 付く: causative · passive"],
  ["ne", "食べさせられなかった — 付く को मूल रूप: प्रेरणार्थक · कर्मवाच्य"],
] as const)("a conjugated query names the forms it undid, in %s", (locale, text) => {
  const formNames = locale === "en" ? ["causative", "passive"] : ["प्रेरणार्थक", "कर्मवाच्य"];
  show({ ...found(entry), match: "deinflected", formNames }, locale, "食べさせられなかった");
  expect(screen.getByTestId("inflection").textContent).toBe(text);
});

test("a word without them (an imported one) shows no extra panel", () => {
  show(
    found({
      ...entry,
      memoryTip: null,
      commonUsage: [],
      notes: null,
      alternativeForms: [],
      pair: null,
    }),
  );
  expect(screen.queryByTestId("word-extras")).toBeNull();
  expect(screen.getByTestId("word-details")).toBeTruthy();
});

test("in Nepali, the Nepali meaning and texts come first", () => {
  show(found(entry), "ne");
  const details = screen.getByTestId("word-details");
  const nepali = screen.getByTestId("word-nepali");
  const english = screen.getByTestId("word-english");
  expect(details.contains(nepali)).toBe(true);
  expect(nepali.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const tip = Array.from(screen.getByTestId("memory-tip").querySelectorAll("p[lang]"));
  expect(tip.map((p) => p.getAttribute("lang"))).toEqual(["ne", "en"]);
});

test("in English, the English meaning comes first", () => {
  show(found(entry), "en");
  const nepali = screen.getByTestId("word-nepali");
  const english = screen.getByTestId("word-english");
  expect(english.compareDocumentPosition(nepali) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
