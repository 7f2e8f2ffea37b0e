/** A text in each explanation language: memory tips, notes, common mistakes. */
export type BilingualText = { english: string; nepali?: string | null };
export type ReaderText = { text: string; lang: "en" | "ne" };

/**
 * Both versions of a text, the reader's first: Nepali then English in the Nepali interface,
 * English then Nepali otherwise. A text without Nepali (older content) shows its English alone.
 */
export function inReaderOrder(locale: string, { english, nepali }: BilingualText): ReaderText[] {
  const inEnglish: ReaderText = { text: english, lang: "en" };
  if (!nepali?.trim()) return [inEnglish];
  const inNepali: ReaderText = { text: nepali, lang: "ne" };
  return locale === "ne" ? [inNepali, inEnglish] : [inEnglish, inNepali];
}
