import { eq } from "drizzle-orm";
import type { Locale } from "~/lib/i18n/locales";
import { readContent } from "~/server/content.server";
import type { Database } from "~/server/db/client.server";
import { dictionaryEntries } from "~/server/db/schema";
import { aboutContentSchema, creditsSchema } from "./about-content";

/** Whether any row of an imported dictionary exists: one indexed lookup, no count. */
async function hasImported(db: Database, source: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.source, source))
    .limit(1);
  return rows.length > 0;
}

export async function loadAboutPage(contentDir: string, locale: Locale, db: Database) {
  const [content, credits] = await Promise.all([
    readContent(contentDir, `about/${locale}.json`, aboutContentSchema),
    readContent(contentDir, "credits.json", creditsSchema),
  ]);
  const shown = await Promise.all(
    credits.sources.map(({ shownWhenImported }) =>
      shownWhenImported === undefined ? true : hasImported(db, shownWhenImported),
    ),
  );
  return {
    content,
    credits: credits.sources
      .filter((_, index) => shown[index])
      .map(({ usedFor, shownWhenImported: _imported, ...source }) => ({
        ...source,
        usedFor: usedFor[locale],
      })),
  };
}

export type AboutPageData = Awaited<ReturnType<typeof loadAboutPage>>;
