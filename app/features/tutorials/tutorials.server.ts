import { readContent } from "~/server/content.server";
import { tutorialsSchema } from "./tutorial";
import { searchTutorials } from "./tutorial-search";

export async function loadTutorialsPage(contentDir: string, query: string | null) {
  const { tutorials } = await readContent(contentDir, "tutorials/tutorials.json", tutorialsSchema);
  return { total: tutorials.length, search: searchTutorials(tutorials, query) };
}

export type TutorialsPageData = Awaited<ReturnType<typeof loadTutorialsPage>>;
