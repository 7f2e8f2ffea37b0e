import { getTranslator } from "./i18n";
import { resolveLocale } from "./locales";

/** The reader's language and a translator for it, for loaders that build page titles. */
export function requestTranslator(request: Request) {
  const locale = resolveLocale(request);
  return { locale, t: getTranslator(locale) };
}
