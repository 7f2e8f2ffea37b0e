import { toDevanagariDigits } from "~/lib/calendars/numerals";
import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import type { QuizType } from "../quiz-types";
import type { QuizTexts } from "../quiz-texts";

/** Numbers in Devanagari digits, as the rest of the Nepali interface writes them. */
const d = (value: number) => toDevanagariDigits(String(value));
const listNames: Record<QuizType, string> = {
  vocabulary: "शब्दावली",
  kanji: "कान्जी",
  grammar: "व्याकरण",
};
const below = (level: JlptLevel) => jlptLevels[jlptLevels.indexOf(level) - 1];
/** "क, ख र ग": written out, since not every browser knows Nepali list patterns. */
const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} र ${items.at(-1)}`;

export const ne: QuizTexts = {
  title: "जापानी भाषा क्विज",
  close: "बन्द गर्नुहोस्",
  closeDialog: "क्विज बन्द गर्नुहोस्",
  loadingDialog: "क्विज खुल्दै छ…",
  setup: {
    intro: "चार-चारवटा विकल्प भएका पाँच प्रश्न। क्विजको प्रकार र तह छान्नुहोस्।",
    typeLegend: "क्विजको प्रकार",
    types: {
      grammar: { name: "व्याकरण", hint: "व्याकरणका रूप र वाक्यको क्रम" },
      vocabulary: { name: "शब्दावली", hint: "वाक्यमा मिल्ने शब्द र उस्तै अर्थका शब्द" },
      kanji: { name: "कान्जी", hint: "कान्जीमा लेखिएका शब्द पढ्ने र लेख्ने" },
    },
    levelLegend: "JLPT तह",
    levels: {
      N5: "N5 सुरुआती",
      N4: "N4 आधारभूत",
      N3: "N3 मध्यम",
      N2: "N2 उच्च",
      N1: "N1 विशेषज्ञ",
    },
    start: "क्विज सुरु गर्नुहोस्",
    loading: "प्रश्नहरू तयार हुँदै छन्…",
    placementInstead: "आफ्नो तह थाहा छैन? तह निर्धारण परीक्षा दिनुहोस्",
  },
  quiz: {
    heading: (level, type) => `${level} ${type} क्विज`,
    questionOf: (number, total) => `प्रश्न ${d(number)} / ${d(total)}`,
    instructions: {
      "kanji-reading": "रेखाङ्कित शब्द कसरी पढिन्छ?",
      orthography: "रेखाङ्कित शब्द कान्जीमा कसरी लेखिन्छ?",
      context: "खाली ठाउँमा कुन शब्द मिल्छ?",
      paraphrase: "रेखाङ्कित भागसँग सबैभन्दा मिल्दो अर्थ कुनको छ?",
      usage: "कुन वाक्यमा यो शब्द सही तरिकाले प्रयोग भएको छ?",
      "grammar-form": "खाली ठाउँमा के आउँछ?",
      "sentence-composition": "चारवटा टुक्रालाई क्रममा मिलाउनुहोस्: ★ को ठाउँमा कुन आउँछ?",
    },
    answered: (answered, total) => `${d(total)} मध्ये ${d(answered)} प्रश्नको उत्तर दिइयो`,
    check: "आफ्नो अङ्क हेर्नुहोस्",
    checking: "जाँच्दै…",
    correct: "सही",
    wrong: "गलत",
    yourAnswer: "तपाईंको उत्तर",
    correctAnswer: "सही उत्तर",
    explanationEnglish: "अंग्रेजीमा व्याख्या",
    explanationNepali: "नेपालीमा व्याख्या",
    review: "आफ्ना उत्तरहरू ध्यान दिएर हेर्नुहोस्",
    secondsLeft: (seconds) => `${d(seconds)} सेकेन्डमा नतिजा`,
    score: (correct, total, percent) => `${d(total)} मध्ये ${d(correct)} सही (${d(percent)}%)`,
  },
  results: {
    heading: "तपाईंको अङ्क",
    perfect: "पूरा अङ्क! उत्कृष्ट काम!",
    keepPracticing: "सुधार गर्न अभ्यास जारी राख्नुहोस्!",
    feedback: "सुझाव",
    playAgain: "फेरि खेल्नुहोस्",
  },
  errors: {
    generate: "प्रश्नहरू तयार गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।",
    grade: "तपाईंका उत्तरहरू जाँच्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।",
  },
  feedback: {
    opening: {
      perfect: (_correct, total) => `तपाईंले सबै ${d(total)} प्रश्नको सही उत्तर दिनुभयो।`,
      strong: (correct, total) =>
        `तपाईंले ${d(total)} मध्ये ${d(correct)} प्रश्न सही गर्नुभयो: यो राम्रो नतिजा हो।`,
      fair: (correct, total) =>
        `तपाईंले ${d(total)} मध्ये ${d(correct)} प्रश्न सही गर्नुभयो: अगाडि बढ्ने राम्रो आधार बनेको छ।`,
      weak: (correct, total) =>
        `यस पटक तपाईंले ${d(total)} मध्ये ${d(correct)} प्रश्न सही गर्नुभयो; हरेक अभ्यासले केही न केही सिकाउँछ।`,
    },
    missed: (skills) => `गलत भएका प्रश्नहरू यी विषयका थिए: ${skills}।`,
    skills: {
      "kanji-reading": "कान्जीमा लेखिएका शब्दको पढाइ",
      orthography: "शब्दलाई कान्जीमा लेख्ने तरिका",
      context: "वाक्यमा मिल्ने शब्द",
      paraphrase: "उस्तै अर्थका शब्द",
      usage: "शब्दको प्रयोग",
      "grammar-form": "व्याकरणको सही रूप",
      "sentence-composition": "वाक्यको क्रम",
    },
    nextPerfect: (level, next) =>
      next
        ? `अब तपाईं अझ अगाडि बढ्न तयार हुनुहुन्छ: ${next} को क्विज, वा ${level} मै अर्को प्रकारको क्विज गरेर हेर्नुहोस्।`
        : `अरू प्रकारका क्विज पनि गरेर आफ्नो ${level} को तयारी बलियो राखिरहनुहोस्।`,
    next: {
      strong: () => "गलत भएको प्रश्नको व्याख्या पढ्नुहोस्, अनि राम्ररी याद होस् भनेर फेरि एक पटक खेल्नुहोस्।",
      fair: (level, type) =>
        `गलत भएका प्रश्नका व्याख्या पढ्नुहोस्, अनि अर्को पटकअघि ${level} को ${listNames[type]} सूचीमा केही समय दिनुहोस्।`,
      weak: (level, type) =>
        `हरेक दिन ${level} को ${listNames[type]} सूची अलिअलि पढ्नुहोस्, अनि यो क्विज फेरि गर्नुहोस्।`,
    },
    list,
    separator: " ",
  },
  placement: {
    title: "तह निर्धारण परीक्षा",
    intro:
      "N5 बाट सुरु हुने कान्जी, शब्दावली र व्याकरणका करिब १५ प्रश्न। राम्रो गर्दै जाँदा तपाईं माथिल्लो तहमा पुग्नुहुन्छ; अन्त्यमा अहिले पढ्नुपर्ने तह थाहा पाउनुहुन्छ।",
    rule: "हरेक तहमा ३ प्रश्न हुन्छन्: २ सही भए तपाईं अर्को तहमा जानुहुन्छ।",
    start: "तह निर्धारण परीक्षा सुरु गर्नुहोस्",
    blockHeading: (level) => `तह ${level}`,
    progress: (from, to, max) => `बढीमा ${d(max)} मध्ये प्रश्न ${d(from)}–${d(to)}`,
    next: "अगाडि बढ्नुहोस्",
    retry: "फेरि प्रयास गर्नुहोस्",
    resultHeading: "तपाईंका लागि सिफारिस गरिएको तह",
    recommended: (level) => `${level} पढ्नुहोस्`,
    because: (level, passedAll) =>
      passedAll
        ? "तपाईंले N1 सम्म हरेक तहमा राम्रो गर्नुभयो: N1 का सामग्रीले आफ्नो क्षमता बलियो राखिरहनुहोस्।"
        : level === "N5"
          ? "सुरुबाट थाल्नुहोस्: N5 ले पछिका सबै तहको जग बसाल्छ।"
          : `तपाईंले ${below(level)} सम्म राम्रो गर्नुभयो, त्यसैले अब ${level} तपाईंको अर्को खुड्किलो हो।`,
    blockScore: (level, correct, total) => `${level}: ${d(total)} मध्ये ${d(correct)} सही`,
    studyLink: (level) => `${level} का अध्ययन सामग्रीमा जानुहोस्`,
    levelQuiz: (level) => `${level} क्विज सुरु गर्नुहोस्`,
    again: "परीक्षा फेरि दिनुहोस्",
  },
};
