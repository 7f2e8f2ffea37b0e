import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "./locales";
import { en } from "./messages/en";
import { ja } from "./messages/ja";
import { ne } from "./messages/ne";

const resources = {
  en: { translation: en },
  ne: { translation: ne },
  ja: { translation: ja },
};

/**
 * One instance per language, created synchronously so the server renders translated HTML and
 * the browser hydrates with the very same strings. The catalogues are small, so all ship together.
 */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: "en",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Locale, I18n>();

/** A translate function for loaders and meta (outside React), e.g. page titles. */
export function getTranslator(locale: Locale) {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    cache.set(locale, instance);
  }
  return instance.t;
}
