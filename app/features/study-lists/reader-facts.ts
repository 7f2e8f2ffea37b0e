import type { TFunction } from "i18next";
import { inReaderOrder } from "~/lib/reader-order";

/** English and Nepali meanings as label–value facts, the reader's language first. */
export function meaningFacts(t: TFunction, locale: string, english: string, nepali: string) {
  return inReaderOrder(locale, { english, nepali }).map(({ text, lang }) => ({
    label: t(lang === "ne" ? "studyLists.nepali" : "studyLists.english"),
    value: text,
    lang,
  }));
}
