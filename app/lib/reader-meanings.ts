/** One meaning of a word, grammar point or kanji, with its language for screen readers. */
export type Meaning = { text: string; lang: "en" | "ne" };

/**
 * The meanings to show a reader, theirs first: a Nepali reader gets the Nepali meaning, then the
 * English one (most of our learners read both, and the English often holds a nuance); everyone
 * else the English alone. An item without a Nepali meaning shows its English to everyone.
 */
export function readerMeanings(locale: string, english: string, nepali: string | null): Meaning[] {
  const inEnglish: Meaning = { text: english, lang: "en" };
  if (locale !== "ne" || !nepali?.trim()) return [inEnglish];
  return [{ text: nepali, lang: "ne" }, inEnglish];
}
