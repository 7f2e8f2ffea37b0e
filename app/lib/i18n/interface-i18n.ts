import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Catalogue } from "./catalogue";
import type { Locale } from "./locales";

/**
 * The interface catalogues this process holds. The server holds all three (i18n.ts adds them);
 * the browser holds the reader's language, loaded before hydration, and any it switches to
 * (docs/decisions/0013-…): one catalogue is 10–13 kB gzipped, all three were ≈35 kB of each page.
 */
const catalogues = new Map<Locale, Catalogue>();
const loading = new Map<Locale, Promise<void>>();
const translators = new Map<Locale, I18n["t"]>();

// Separate chunks: the browser downloads only the catalogue it asks for.
const importers: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import("./messages/en").then((module) => module.en),
  ne: () => import("./messages/ne").then((module) => module.ne),
  ja: () => import("./messages/ja").then((module) => module.ja),
};

export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues.set(locale, catalogue);
  translators.delete(locale);
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues.has(locale);
}

/** The language itself when its catalogue is held, otherwise one that is (the page's until a switch lands). */
export function heldLocale(wanted: Locale): Locale {
  if (catalogues.has(wanted)) return wanted;
  return catalogues.keys().next().value ?? wanted;
}

/** Fetches a language's catalogue once; later calls share the same download. */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = importers[locale]().then(
      (catalogue) => addCatalogue(locale, catalogue),
      (error: unknown) => {
        loading.delete(locale); // A failed download may be tried again.
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * One i18next instance per language, created synchronously from a catalogue already held, so
 * the server renders translated HTML and the browser hydrates with the very same strings.
 */
export function createI18n(locale: Locale): I18n {
  const catalogue = catalogues.get(locale);
  if (!catalogue) throw new Error(`The ${locale} interface catalogue is not loaded.`);
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: catalogue } },
    // Every catalogue has exactly the English keys (type-checked and tested): nothing to fall back on.
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return instance;
}

/** A translate function for loaders and meta (outside React), e.g. page titles. */
export function getTranslator(locale: Locale): I18n["t"] {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    translators.set(locale, t);
  }
  return t;
}
