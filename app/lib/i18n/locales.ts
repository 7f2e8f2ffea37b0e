export const locales = ["en", "ne", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** Each language named in itself, as a language picker should show it. */
export const localeNames: Record<Locale, string> = { en: "English", ne: "नेपाली", ja: "日本語" };

export const localeCookieName = "lang";

/** A cookie's value; one that is not valid percent-encoding reads as absent, never as an error. */
function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The remembered choice wins; a first visit gets the best match from the browser's
 * Accept-Language (by q-value), and English when nothing matches.
 */
export function resolveLocale(request: { headers: Pick<Headers, "get"> }): Locale {
  const chosen = readCookie(request.headers.get("cookie"), localeCookieName);
  if (isLocale(chosen)) return chosen;
  const ranked = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((entry) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return {
        language: tag.toLowerCase().split("-")[0] ?? "",
        q: q ? Number(q.split("=")[1]) : 1,
      };
    })
    .filter((entry) => entry.language && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { language } of ranked) {
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}

export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export { readCookie };
