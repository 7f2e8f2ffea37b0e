/**
 * The English catalogue is the reference: the other languages must have exactly these keys
 * (their files are typed against this one), and the spec's English texts stay word for word.
 */
export const en = {
  site: {
    name: "Jouzu",
    slogan: "日本語上手ですね！",
    skipToContent: "Skip to main content",
  },
  nav: {
    label: "Main",
    home: "Home",
    about: "About Us",
    resources: "Resources",
    practiceTest: "Practice Test",
    conversationVideos: "Conversation Videos",
    tools: "Tools",
    signIn: "Sign In",
    signUp: "Sign Up",
    subscribe: "Subscribe",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    newTab: "(opens in a new tab)",
  },
  tools: {
    currencyConverter: {
      name: "Currency Converter",
      description: "Convert between JPY and other currencies",
    },
    dateConverter: {
      name: "Date Converter",
      description: "Convert between Japanese, English and Nepali dates",
    },
    jobsSearch: { name: "Jobs Search", description: "Find jobs in Japan" },
    voiceoverTool: {
      name: "Voiceover Tool",
      description: "Interactive learning with voice navigation",
    },
    informationSearch: { name: "Information Search", description: "Other information" },
  },
  theme: {
    dark: "Dark theme",
  },
  language: {
    label: "Language",
    apply: "Change language",
  },
  footer: {
    tagline: "JLPT preparation in English and Nepali, from N5 to N1.",
    credits: "Credits",
    dataLicences: "Data licences",
    rights: "© {{year}} Jouzu",
  },
  social: {
    youtube: "Jouzu on YouTube",
    facebook: "Jouzu on Facebook",
    instagram: "Jouzu on Instagram",
  },
  home: {
    metaTitle: "Jouzu — Learn Japanese for the JLPT in English and Nepali",
    metaDescription:
      "Study Japanese for the JLPT from N5 to N1 with explanations in English and Nepali: vocabulary, grammar, kanji, a trilingual dictionary and exam dates.",
    headline: "Learn Japanese in English and Nepali",
    description:
      "Vocabulary, grammar and kanji for every JLPT level from N5 to N1, explained in English and Nepali, with free video lessons on our YouTube channel.",
    subscribe: "Subscribe on YouTube",
    followUs: "Follow us",
  },
  schedule: {
    heading: "JLPT Exam Schedule",
    intro: "The JLPT is held twice a year, on the first Sunday of July and of December.",
    upcoming: "Upcoming",
    past: "Past",
    registration: "Registration: {{from}} – {{to}}",
    registrationUnknown: "Registration dates: check with your local test centre.",
    locations: "Locations: {{locations}}",
    chooseLevel: "Choose a level to see its details",
    levelsFor: "Levels for {{date}}",
    duration: "Test duration",
    minutes: "{{count}} minutes",
    sections: "Test sections",
    registrationNote: "Registration typically opens 3-4 months before each test date.",
    locationNames: {
      japan: "Japan",
      overseas: "test centres in many other countries",
    },
    sectionNames: {
      vocabularyGrammar: "Language Knowledge (Vocabulary/Grammar)",
      vocabulary: "Language Knowledge (Vocabulary)",
      grammarReading: "Language Knowledge (Grammar) and Reading",
      reading: "Reading",
      listening: "Listening",
    },
    levelDescriptions: {
      N1: "Advanced: understand Japanese used in a wide range of situations, including complex texts and natural-speed speech.",
      N2: "Upper-intermediate: understand everyday Japanese and, to some degree, Japanese used in a wider range of situations.",
      N3: "Intermediate: understand Japanese used in everyday situations to a certain degree.",
      N4: "Elementary: understand basic Japanese.",
      N5: "Introductory: understand some basic Japanese.",
    },
  },
  levels: {
    N5: { title: "Beginner Level" },
    N4: { title: "Basic Level" },
    N3: { title: "Intermediate Level" },
    N2: { title: "Advanced Level" },
    N1: { title: "Expert Level" },
  },
  resources: {
    metaTitle: "Japanese Learning Resources — Jouzu",
    metaDescription: "JLPT study materials from N5 to N1 and a Japanese–English–Nepali dictionary.",
    heading: "Japanese Learning Resources",
    intro:
      "Comprehensive JLPT study materials from N5 to N1: vocabulary, grammar and kanji, explained in English and Nepali.",
    dictionaryTitle: "Trilingual Dictionary",
    dictionaryDescription: "Japanese-English-Nepali dictionary with examples and usage notes",
    levelDescription: {
      N5: "Hiragana, katakana and the first kanji, with the everyday words and sentence patterns of daily life.",
      N4: "Build on the basics: more verbs and forms, and the Japanese of simple daily conversations.",
      N3: "The bridge to real Japanese: everyday texts, news headlines and natural conversations.",
      N2: "Japanese for work and study: newspapers, articles and discussions on general topics.",
      N1: "Fluent, precise Japanese: complex writing, abstract topics and natural-speed speech.",
    },
    words: "Words",
    grammar: "Grammar",
    kanji: "Kanji",
    required: "The level requires",
    available: "On Jouzu",
    countsCaption: "JLPT {{level}}: what the level requires and what Jouzu has",
  },
  levelHub: {
    metaTitle: "JLPT {{level}} Study Materials — Jouzu",
    metaDescription:
      "Vocabulary, grammar and kanji for JLPT {{level}}, generated for you with explanations in English and Nepali.",
    title: "JLPT {{level}} Study Materials",
    backToResources: "All levels",
    new: "NEW",
    cards: {
      vocabulary: {
        title: "Vocabulary",
        description:
          "15 words generated for you, with explanations, memory tips and example sentences.",
      },
      grammar: {
        title: "Grammar",
        description: "15 grammar patterns with common mistakes and usage examples.",
      },
      kanji: {
        title: "Kanji",
        description: "15 kanji with stroke order, radicals, compounds and memory techniques.",
      },
    },
    smartTitle: "Smart Learning Experience",
    smartItems: {
      fresh: "Fresh content generated on demand",
      memory: "Memory techniques for every item",
      difficulty: "Personalized difficulty",
      regenerate: "Regenerate for variety",
    },
  },
  about: {
    metaTitle: "About Us — Jouzu",
    metaDescription: "Why we built Jouzu, how we teach, and where our learning content comes from.",
    creditsHeading: "Credits",
    creditsIntro:
      "Our vocabulary, explanations, examples and every Nepali text are written by us. Facts such as which words belong to a level, readings and stroke counts come from these sources:",
    licence: "Licence: {{licence}}",
    socialHeading: "Find us online",
  },
  notFound: {
    metaTitle: "Page not found — Jouzu",
    title: "Page not found",
    body: "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
    home: "Back to the home page",
  },
  error: {
    title: "Unexpected Application Error!",
    body: "Something went wrong on our side. Please try again in a moment.",
    home: "Back to the home page",
  },
};

export type Messages = typeof en;
