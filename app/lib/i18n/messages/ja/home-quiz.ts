import type { Catalogue } from "../../catalogue";

/** The home quiz's banner and the quick-quiz button (the dialog brings its own texts). */
export const jaHomeQuiz: Pick<Catalogue, "homeQuiz"> = {
  homeQuiz: {
    heading: "JLPT練習クイズ",
    intro:
      "自分のレベルの問題を5問。解説は英語とネパール語つき。レベルがわからないときは、レベル判定テストを受けてみましょう。",
    levelsLabel: "クイズのレベル",
    levelQuiz: "{{level}}クイズ",
    placement: "レベル判定テストを受ける",
    startLevel: "{{level}}クイズを始める",
    quickQuiz: "クイズ",
    opening: "クイズを開いています…",
    openFailed: "クイズを開けませんでした。接続を確認して、もう一度お試しください。",
  },
};
