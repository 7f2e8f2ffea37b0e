import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import type { QuizType } from "../quiz-types";
import type { QuizTexts } from "../quiz-texts";

const listNames: Record<QuizType, string> = {
  vocabulary: "vocabulary",
  kanji: "kanji",
  grammar: "grammar",
};
const below = (level: JlptLevel) => jlptLevels[jlptLevels.indexOf(level) - 1];
const list = new Intl.ListFormat("en", { type: "conjunction" });

/** The spec's English texts (part 1 §4, §8, §9) word for word; the rest our own. */
export const en: QuizTexts = {
  title: "Japanese Quiz",
  close: "Close",
  closeDialog: "Close the quiz",
  loadingDialog: "Opening the quiz…",
  setup: {
    intro: "Five questions with four options each. Choose a type and a level.",
    typeLegend: "Quiz type",
    types: {
      grammar: { name: "Grammar", hint: "Forms and sentence order" },
      vocabulary: { name: "Vocabulary", hint: "Words in context and similar meanings" },
      kanji: { name: "Kanji", hint: "Reading and writing words in kanji" },
    },
    levelLegend: "JLPT level",
    levels: {
      N5: "N5 Beginner",
      N4: "N4 Basic",
      N3: "N3 Intermediate",
      N2: "N2 Advanced",
      N1: "N1 Expert",
    },
    start: "Start Quiz",
    loading: "Preparing your questions…",
    placementInstead: "Not sure of your level? Take the placement test",
  },
  quiz: {
    heading: (level, type) => `${level} ${type} quiz`,
    questionOf: (number, total) => `Question ${number} of ${total}`,
    instructions: {
      "kanji-reading": "How is the underlined word read?",
      orthography: "How is the underlined word written in kanji?",
      context: "Which word fits the blank?",
      paraphrase: "Which is closest in meaning to the underlined words?",
      usage: "Which sentence uses the word correctly?",
      "grammar-form": "Which goes in the blank?",
      "sentence-composition": "Put the four pieces in order: which one goes in the ★ slot?",
    },
    answered: (answered, total) => `${answered} of ${total} answered`,
    check: "Check Your Score",
    checking: "Checking…",
    correct: "Correct",
    wrong: "Wrong",
    yourAnswer: "Your answer",
    correctAnswer: "Correct answer",
    explanationEnglish: "Explanation",
    explanationNepali: "In Nepali",
    review: "Review your answers carefully",
    secondsLeft: (seconds) => `Results in ${seconds} s`,
    score: (correct, total, percent) => `${correct} / ${total} correct (${percent}%)`,
  },
  results: {
    heading: "Your score",
    perfect: "Perfect Score! Outstanding work!",
    keepPracticing: "Keep practicing to improve!",
    feedback: "Feedback",
    playAgain: "Play Again",
  },
  errors: {
    generate: "Failed to generate questions. Please try again.",
    grade: "Failed to check your answers. Please try again.",
  },
  feedback: {
    opening: {
      perfect: (_correct, total) => `You got all ${total} questions right.`,
      strong: (correct, total) => `You got ${correct} of ${total} right: a strong result.`,
      fair: (correct, total) => `You got ${correct} of ${total} right: a good base to build on.`,
      weak: (correct, total) =>
        `You got ${correct} of ${total} right this time, and every round teaches you something.`,
    },
    missed: (skills) => `The questions you missed were about ${skills}.`,
    skills: {
      "kanji-reading": "reading words written in kanji",
      orthography: "writing words in kanji",
      context: "choosing the word that fits a sentence",
      paraphrase: "words of similar meaning",
      usage: "how a word is used",
      "grammar-form": "choosing the right grammar form",
      "sentence-composition": "putting a sentence in order",
    },
    nextPerfect: (level, next) =>
      next
        ? `You are ready for more: try the ${next} quiz, or another question type at ${level}.`
        : `Keep your ${level} sharp with the other question types.`,
    next: {
      strong: () => "Read the explanation of the one you missed, then play again to make it stick.",
      fair: (level, type) =>
        `Read the explanations of the ones you missed, then spend some time with the ${level} ${listNames[type]} list before the next round.`,
      weak: (level, type) =>
        `Go through the ${level} ${listNames[type]} list a little every day, then take this quiz again.`,
    },
    list: (items) => list.format(items),
    separator: " ",
  },
  placement: {
    title: "Placement Test",
    intro:
      "About 15 questions on kanji, vocabulary and grammar, starting at N5. You move up a level while you do well; at the end you get the level to study now.",
    rule: "Each level has 3 questions: 2 right moves you up to the next level.",
    start: "Start Placement Test",
    blockHeading: (level) => `Level ${level}`,
    progress: (from, to, max) => `Questions ${from}–${to} of up to ${max}`,
    next: "Continue",
    retry: "Try again",
    resultHeading: "Your recommended level",
    recommended: (level) => `Study ${level}`,
    because: (level, passedAll) =>
      passedAll
        ? "You did well at every level up to N1: keep it sharp with the N1 materials."
        : level === "N5"
          ? "Start from the beginning: N5 builds the base for every later level."
          : `You did well up to ${below(level)}, so ${level} is your next step.`,
    blockScore: (level, correct, total) => `${level}: ${correct} of ${total} right`,
    studyLink: (level) => `Go to the ${level} study materials`,
    levelQuiz: (level) => `Start ${level} Quiz`,
    again: "Take the test again",
  },
};
