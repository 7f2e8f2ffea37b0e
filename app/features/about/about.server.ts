import type { Locale } from "~/lib/i18n/locales";
import { readContent } from "~/server/content.server";
import { aboutContentSchema, creditsSchema } from "./about-content";

export async function loadAboutPage(contentDir: string, locale: Locale) {
  const [content, credits] = await Promise.all([
    readContent(contentDir, `about/${locale}.json`, aboutContentSchema),
    readContent(contentDir, "credits.json", creditsSchema),
  ]);
  return {
    content,
    credits: credits.sources.map(({ usedFor, ...source }) => ({
      ...source,
      usedFor: usedFor[locale],
    })),
  };
}

export type AboutPageData = Awaited<ReturnType<typeof loadAboutPage>>;
