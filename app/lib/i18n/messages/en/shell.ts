/** The site shell: navigation, Tools menu, theme, language, footer, error pages. */
export const enShell = {
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
    dashboard: "Dashboard",
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
    tutorials: {
      name: "Tutorials",
      description: "Step-by-step guides: typing Japanese, JLPT registration, test day",
    },
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
    tools: "Tools",
    dataLicences: "Data licences",
    rights: "© {{year}} Jouzu",
  },
  social: {
    youtube: "Jouzu on YouTube",
    facebook: "Jouzu on Facebook",
    instagram: "Jouzu on Instagram",
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
