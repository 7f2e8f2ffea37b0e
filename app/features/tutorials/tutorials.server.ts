import type { Locale } from "~/lib/i18n/locales";
import { readContent } from "~/server/content.server";
import { localizeTutorial, tutorialSearchTexts, tutorialsSchema } from "./tutorial";
import { searchTutorials } from "./tutorial-search";

export async function loadTutorials(contentDir: string) {
  return (await readContent(contentDir, "tutorials/tutorials.json", tutorialsSchema)).tutorials;
}

/** The tutorials page: the search over every language, the cards in the reader's. */
export async function loadTutorialsPage(contentDir: string, query: string | null, locale: Locale) {
  const tutorials = await loadTutorials(contentDir);
  const search = searchTutorials(tutorials, query, tutorialSearchTexts);
  return {
    total: tutorials.length,
    search: {
      ...search,
      tutorials: search.tutorials.map((tutorial) => localizeTutorial(tutorial, locale)),
    },
  };
}

export type TutorialsPageData = Awaited<ReturnType<typeof loadTutorialsPage>>;

/** The tutorials as the information search shows and searches them, in the reader's language. */
export async function tutorialSummaries(contentDir: string, locale: Locale) {
  return (await loadTutorials(contentDir)).map((tutorial) => {
    const { id, title, shortDescription } = localizeTutorial(tutorial, locale);
    return {
      id,
      title,
      shortDescription,
      lang: locale,
      searchTexts: tutorialSearchTexts(tutorial),
    };
  });
}
