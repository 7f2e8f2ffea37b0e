// First-load budgets in kB (1,000 bytes) of gzipped JavaScript and CSS, checked by
// tests/e2e/first-load.test.ts against the production build and printed by `npm run bench:bundle`.
// JavaScript is counted with the heaviest interface catalogue (Nepali), so a budget holds in every
// language. What every page pays (November 2026, ≈150 kB): React DOM, React and React Router
// ≈105 kB, i18next ≈17 kB, the Nepali catalogue ≈13 kB, the header, footer and page shell ≈15 kB.
// The budgets leave a few kB for growth; a page that needs more should say why here.
export type Budget = { jsGzipKb: number; cssGzipKb: number };

// 162 since the practice tests: their texts (≈3 kB of the Nepali catalogue, gzipped) ride in every
// page's catalogue. Loading a site part's texts with its pages (as the quiz dialog does) would
// take them back off every other page.
export const defaultBudget: Budget = { jsGzipKb: 162, cssGzipKb: 12 };

/** Pages with more of their own code in the browser (favourite and listen controls, search). */
const interactivePage: Budget = { jsGzipKb: 168, cssGzipKb: 12 };

export const routeBudgets: Record<string, Budget> = {
  "routes/dictionary": interactivePage,
  "routes/level-vocabulary": interactivePage,
  "routes/level-grammar": interactivePage,
  "routes/level-kanji": interactivePage,
  "routes/information-search": interactivePage,
  // The practice pages share one feature chunk (≈6 kB gzip: the test screen, the mock, the
  // results): the index and level pages pay for it too, so a started test needs no more script.
  "routes/practice-test": interactivePage,
  "routes/practice-test-level": interactivePage,
  "routes/practice-test-section": interactivePage,
  "routes/practice-test-mock": interactivePage,
  // Favourites, account forms and the practice history chart (which brings the practice chunk):
  // 168 kB measured in November 2026.
  "routes/dashboard": { jsGzipKb: 172, cssGzipKb: 12 },
  // The same page as the dashboard, at its other address.
  "routes/profile": { jsGzipKb: 172, cssGzipKb: 12 },
};

export function budgetFor(routeId: string): Budget {
  return routeBudgets[routeId] ?? defaultBudget;
}

/** The landing pages Lighthouse measures too: the home page, a list page, the dictionary. */
export const landingPages = [
  { url: "/", routeId: "routes/home" },
  { url: "/resources/jlpt/n5/vocabulary", routeId: "routes/level-vocabulary" },
  { url: "/resources/dictionary?q=taberu", routeId: "routes/dictionary" },
] as const;
