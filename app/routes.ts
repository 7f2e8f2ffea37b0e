import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the site, in one place (spec part 2 §2, route table).
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("resources", "routes/resources.tsx"),
  route("resources/dictionary", "routes/dictionary.tsx"),
  route("resources/jlpt/:level", "routes/level-hub.tsx"),
  route("resources/jlpt/:level/vocabulary", "routes/level-vocabulary.tsx"),
  route("resources/jlpt/:level/grammar", "routes/level-grammar.tsx"),
  route("resources/jlpt/:level/kanji", "routes/level-kanji.tsx"),
  route("jobs-search", "routes/jobs-search.tsx"),
  route("tutorials", "routes/tutorials.tsx"),
  route("preferences/language", "routes/preferences.language.ts"),
  route("voiceover-tool", "routes/voiceover-tool.tsx"),
  // Also answers /Information-search (any case), which redirects here.
  route("information-search", "routes/information-search.tsx"),
  route("currency-converter", "routes/currency-converter.tsx"),
  route("login", "routes/login.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("profile", "routes/dashboard.tsx", { id: "routes/profile" }),
  route("sign-out", "routes/sign-out.ts"),
  route("date-converter", "routes/date-converter.tsx"),
  route("practice-test", "routes/practice-test.tsx"),
  route("practice-test/:level", "routes/practice-test-level.tsx"),
  route("practice-test/:level/mock", "routes/practice-test-mock.tsx"),
  route("practice-test/:level/:section", "routes/practice-test-section.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
