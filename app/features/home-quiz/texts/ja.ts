import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import type { QuizType } from "../quiz-types";
import type { QuizTexts } from "../quiz-texts";

const listNames: Record<QuizType, string> = { vocabulary: "語彙", kanji: "漢字", grammar: "文法" };
const below = (level: JlptLevel) => jlptLevels[jlptLevels.indexOf(level) - 1];

export const ja: QuizTexts = {
  title: "日本語クイズ",
  close: "閉じる",
  closeDialog: "クイズを閉じる",
  loadingDialog: "クイズを開いています…",
  setup: {
    intro: "4択の問題が5問です。種類とレベルを選んでください。",
    typeLegend: "クイズの種類",
    types: {
      grammar: { name: "文法", hint: "文の形と並べ替え" },
      vocabulary: { name: "語彙", hint: "文脈に合う言葉と言い換え" },
      kanji: { name: "漢字", hint: "漢字の読み方と書き方" },
    },
    levelLegend: "JLPTレベル",
    levels: {
      N5: "N5 入門",
      N4: "N4 初級",
      N3: "N3 中級",
      N2: "N2 上級",
      N1: "N1 最上級",
    },
    start: "クイズを始める",
    loading: "問題を準備しています…",
    placementInstead: "レベルがわからないときは、レベル判定テストへ",
  },
  quiz: {
    heading: (level, type) => `${level} ${type}クイズ`,
    questionOf: (number, total) => `第${number}問（全${total}問）`,
    instructions: {
      "kanji-reading": "下線の言葉はどう読みますか。",
      orthography: "下線の言葉は漢字でどう書きますか。",
      context: "空欄に入る言葉はどれですか。",
      paraphrase: "下線の言葉に意味がいちばん近いものはどれですか。",
      usage: "言葉の使い方がいちばん正しい文はどれですか。",
      "grammar-form": "空欄に入るものはどれですか。",
      "sentence-composition": "4つを正しく並べたとき、★に入るものはどれですか。",
    },
    answered: (answered, total) => `${total}問中${answered}問回答済み`,
    check: "スコアを確認",
    checking: "採点中…",
    correct: "正解",
    wrong: "不正解",
    yourAnswer: "あなたの答え",
    correctAnswer: "正しい答え",
    explanationEnglish: "解説（英語）",
    explanationNepali: "解説（ネパール語）",
    review: "答えをよく確認しましょう",
    secondsLeft: (seconds) => `あと${seconds}秒で結果`,
    score: (correct, total, percent) => `${total}問中${correct}問正解（${percent}%）`,
  },
  results: {
    heading: "スコア",
    perfect: "満点です！すばらしい！",
    keepPracticing: "練習を続けて力をつけましょう！",
    feedback: "アドバイス",
    playAgain: "もう一度",
  },
  errors: {
    generate: "問題を作成できませんでした。もう一度お試しください。",
    grade: "採点できませんでした。もう一度お試しください。",
  },
  feedback: {
    opening: {
      perfect: (_correct, total) => `${total}問すべて正解です。`,
      strong: (correct, total) => `${total}問中${correct}問正解、よくできました。`,
      fair: (correct, total) => `${total}問中${correct}問正解で、これからの土台ができています。`,
      weak: (correct, total) =>
        `今回は${total}問中${correct}問正解でしたが、一回ごとに学べることがあります。`,
    },
    missed: (skills) => `間違えた問題は、${skills}に関するものでした。`,
    skills: {
      "kanji-reading": "漢字の読み方",
      orthography: "漢字の書き方",
      context: "文脈に合う言葉",
      paraphrase: "意味の近い言葉",
      usage: "言葉の使い方",
      "grammar-form": "文法の形",
      "sentence-composition": "文の並べ替え",
    },
    nextPerfect: (level, next) =>
      next
        ? `次は${next}のクイズか、${level}の別の種類に挑戦してみましょう。`
        : `ほかの種類の問題にも取り組んで、${level}の力を保ちましょう。`,
    next: {
      strong: () => "間違えた問題の解説を読んでから、もう一度挑戦して定着させましょう。",
      fair: (level, type) =>
        `間違えた問題の解説を読み、次の挑戦の前に${level}の${listNames[type]}リストを復習しましょう。`,
      weak: (level, type) =>
        `${level}の${listNames[type]}リストを毎日少しずつ見てから、もう一度このクイズに挑戦しましょう。`,
    },
    list: (items) => items.join("、"),
    separator: "",
  },
  placement: {
    title: "レベル判定テスト",
    intro:
      "N5から始まる漢字・語彙・文法の約15問です。よくできればレベルが上がり、最後に今学ぶべきレベルがわかります。",
    rule: "各レベル3問で、2問正解すると次のレベルに進みます。",
    start: "レベル判定テストを始める",
    blockHeading: (level) => `${level}レベル`,
    progress: (from, to, max) => `第${from}〜${to}問（最大${max}問）`,
    next: "次へ",
    retry: "もう一度試す",
    resultHeading: "おすすめのレベル",
    recommended: (level) => `${level}を学びましょう`,
    because: (level, passedAll) =>
      passedAll
        ? "N1まですべてのレベルでよくできました。N1の教材で力を保ちましょう。"
        : level === "N5"
          ? "基礎から始めましょう。N5はこの先すべてのレベルの土台になります。"
          : `${below(level)}まではよくできました。次のステップは${level}です。`,
    blockScore: (level, correct, total) => `${level}：${total}問中${correct}問正解`,
    studyLink: (level) => `${level}の学習教材へ`,
    levelQuiz: (level) => `${level}クイズを始める`,
    again: "もう一度テストを受ける",
  },
};
