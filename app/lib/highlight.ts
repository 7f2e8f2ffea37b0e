export type Segment = { text: string; match: boolean };

/** Lower-cases ASCII only, so every character keeps its length and position. */
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Splits `text` into the parts that equal one of `terms` (ignoring ASCII case) and the rest.
 * Terms are compared as plain text, never turned into a pattern, so "(", "*" or "\" in what a
 * learner typed are just characters. Longer terms win where two start at the same place.
 */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const needles = [...new Set(terms.map((term) => foldAscii(term.trim())).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (needles.length === 0 || text === "") return text === "" ? [] : [{ text, match: false }];
  const haystack = foldAscii(text);
  const segments: Segment[] = [];
  let plainFrom = 0;
  let at = 0;
  while (at < text.length) {
    const needle = needles.find((candidate) => haystack.startsWith(candidate, at));
    if (needle === undefined) {
      at++;
      continue;
    }
    if (at > plainFrom) segments.push({ text: text.slice(plainFrom, at), match: false });
    segments.push({ text: text.slice(at, at + needle.length), match: true });
    at += needle.length;
    plainFrom = at;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), match: false });
  return segments;
}
