import type { Catalogue } from "../../catalogue";

/** The home quiz's banner and the quick-quiz button (the dialog brings its own texts). */
export const neHomeQuiz: Pick<Catalogue, "homeQuiz"> = {
  homeQuiz: {
    heading: "JLPT अभ्यास क्विज",
    intro:
      "तपाईंको तहका पाँचवटा छोटा प्रश्न, अंग्रेजी र नेपालीमा व्याख्यासहित। आफ्नो तह थाहा छैन? तह निर्धारण परीक्षा दिनुहोस्।",
    levelsLabel: "क्विजका तहहरू",
    levelQuiz: "{{level}} क्विज",
    placement: "तह निर्धारण परीक्षा दिनुहोस्",
    startLevel: "{{level}} क्विज सुरु गर्नुहोस्",
    quickQuiz: "छिटो क्विज",
    opening: "क्विज खुल्दै छ…",
    openFailed: "क्विज खोल्न सकिएन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
  },
};
