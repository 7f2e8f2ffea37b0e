import type { Catalogue } from "../../catalogue";

/** The site shell: navigation, Tools menu, theme, language, footer, error pages. */
export const neShell: Pick<
  Catalogue,
  "site" | "nav" | "tools" | "theme" | "language" | "footer" | "social" | "notFound" | "error"
> = {
  site: {
    name: "Jouzu",
    slogan: "日本語上手ですね！",
    skipToContent: "मुख्य सामग्रीमा जानुहोस्",
  },
  nav: {
    label: "मुख्य",
    home: "गृहपृष्ठ",
    about: "हाम्रो बारेमा",
    resources: "अध्ययन सामग्री",
    practiceTest: "अभ्यास परीक्षा",
    conversationVideos: "संवाद भिडियो",
    tools: "उपकरणहरू",
    signIn: "साइन इन",
    signUp: "खाता खोल्नुहोस्",
    dashboard: "ड्यासबोर्ड",
    subscribe: "सब्सक्राइब",
    openMenu: "मेनु खोल्नुहोस्",
    closeMenu: "मेनु बन्द गर्नुहोस्",
    newTab: "(नयाँ ट्याबमा खुल्छ)",
  },
  tools: {
    currencyConverter: {
      name: "मुद्रा रूपान्तरण",
      description: "जापानी येन र अन्य मुद्राबीच रूपान्तरण गर्नुहोस्",
    },
    dateConverter: {
      name: "मिति रूपान्तरण",
      description: "जापानी, अंग्रेजी र नेपाली मितिबीच रूपान्तरण गर्नुहोस्",
    },
    jobsSearch: { name: "जागिर खोज", description: "जापानमा जागिर खोज्नुहोस्" },
    voiceoverTool: {
      name: "भ्वाइसओभर उपकरण",
      description: "आवाजको सहायताले अन्तरक्रियात्मक अध्ययन",
    },
    informationSearch: { name: "जानकारी खोज", description: "अन्य जानकारी" },
    tutorials: {
      name: "ट्युटोरियल",
      description: "चरणबद्ध निर्देशिका: जापानी टाइपिङ, JLPT दर्ता, परीक्षाको दिन",
    },
  },
  theme: {
    dark: "अँध्यारो थिम",
  },
  language: {
    label: "भाषा",
    apply: "भाषा बदल्नुहोस्",
  },
  footer: {
    tagline: "N5 देखि N1 सम्म, अंग्रेजी र नेपालीमा JLPT को तयारी।",
    credits: "स्रोत र आभार",
    tools: "उपकरणहरू",
    dataLicences: "डाटाका इजाजतपत्र",
    rights: "© {{year}} Jouzu",
  },
  social: {
    youtube: "YouTube मा Jouzu",
    facebook: "Facebook मा Jouzu",
    instagram: "Instagram मा Jouzu",
  },
  notFound: {
    metaTitle: "पृष्ठ भेटिएन — Jouzu",
    title: "पृष्ठ भेटिएन",
    body: "तपाईंले खोज्नुभएको पृष्ठ भेटिएन। यो सारिएको हुन सक्छ, वा ठेगाना गलत टाइप भएको हुन सक्छ।",
    home: "गृहपृष्ठमा फर्कनुहोस्",
  },
  error: {
    title: "अनपेक्षित त्रुटि भयो!",
    body: "हाम्रो तर्फबाट केही गडबडी भयो। केही बेरपछि फेरि प्रयास गर्नुहोस्।",
    home: "गृहपृष्ठमा फर्कनुहोस्",
  },
};
