// The dialog's texts come with the dialog, not with every page: the interface catalogue is part
// of each page's first load (docs/decisions/0013-…), the dialog's ≈4 kB per language is fetched
// when a learner opens it. Each language file has this exact shape (type-checked); the spec's
// English texts stay word for word.
import type { JlptLevel } from "~/lib/jlpt";
import type { Locale } from "~/lib/i18n/locales";
import type { FeedbackTexts } from "./feedback";
import type { HomeQuizQuestionType, QuizType } from "./quiz-types";

export type QuizTexts = {
  title: string;
  close: string;
  closeDialog: string;
  loadingDialog: string;
  setup: {
    intro: string;
    typeLegend: string;
    types: Record<QuizType, { name: string; hint: string }>;
    levelLegend: string;
    levels: Record<JlptLevel, string>;
    start: string;
    loading: string;
    placementInstead: string;
  };
  quiz: {
    heading: (level: JlptLevel, type: string) => string;
    questionOf: (number: number, total: number) => string;
    instructions: Record<HomeQuizQuestionType, string>;
    answered: (answered: number, total: number) => string;
    check: string;
    checking: string;
    correct: string;
    wrong: string;
    yourAnswer: string;
    correctAnswer: string;
    explanationEnglish: string;
    explanationNepali: string;
    review: string;
    secondsLeft: (seconds: number) => string;
    score: (correct: number, total: number, percent: number) => string;
  };
  results: {
    heading: string;
    perfect: string;
    keepPracticing: string;
    feedback: string;
    playAgain: string;
  };
  errors: {
    generate: string;
    grade: string;
  };
  feedback: FeedbackTexts;
  placement: {
    title: string;
    intro: string;
    rule: string;
    start: string;
    blockHeading: (level: JlptLevel) => string;
    progress: (from: number, to: number, max: number) => string;
    next: string;
    retry: string;
    resultHeading: string;
    recommended: (level: JlptLevel) => string;
    because: (level: JlptLevel, passedAll: boolean) => string;
    blockScore: (level: JlptLevel, correct: number, total: number) => string;
    studyLink: (level: JlptLevel) => string;
    levelQuiz: (level: JlptLevel) => string;
    again: string;
  };
};

// Separate chunks: the browser downloads the language it shows.
const importers: Record<Locale, () => Promise<QuizTexts>> = {
  en: () => import("./texts/en").then((module) => module.en),
  ne: () => import("./texts/ne").then((module) => module.ne),
  ja: () => import("./texts/ja").then((module) => module.ja),
};

export function loadQuizTexts(locale: Locale): Promise<QuizTexts> {
  return importers[locale]();
}
