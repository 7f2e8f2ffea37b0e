/** The home quiz's banner and the quick-quiz button (the dialog brings its own texts). */
export const enHomeQuiz = {
  homeQuiz: {
    heading: "JLPT Practice Quizzes",
    intro:
      "Five quick questions at your level, with explanations in English and Nepali. Not sure where you stand? Take the placement test.",
    levelsLabel: "Quiz levels",
    levelQuiz: "{{level}} Quiz",
    placement: "Take Placement Test",
    startLevel: "Start {{level}} Quiz",
    quickQuiz: "Quick quiz",
    opening: "Opening the quiz…",
    openFailed: "The quiz could not be opened. Check your connection and try again.",
  },
};
