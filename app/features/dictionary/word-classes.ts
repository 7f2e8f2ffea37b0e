import type { WordClass } from "~/lib/japanese/deinflect";

type ConjugatingClass = Exclude<WordClass, "masu" | "te" | "ta">;

/** Word classes as bits, so an entry's classes and a candidate's are compared in one step. */
export const classBits: Record<ConjugatingClass, number> = {
  v1: 1,
  v5: 2,
  vk: 4,
  vs: 8,
  "adj-i": 16,
  n: 32,
  vz: 64,
};

export const verbBits = classBits.v1 | classBits.v5 | classBits.vk | classBits.vs | classBits.vz;

export function bitsOf(classes: Iterable<WordClass>): number {
  let bits = 0;
  for (const wordClass of classes) bits |= classBits[wordClass as ConjugatingClass] ?? 0;
  return bits;
}

const nounLikeTags = new Set([
  "n",
  "adj-na",
  "suru-verb",
  "noun",
  "na-adjective",
  "vs",
  "adv",
  "exp",
]);

/** Our content's part-of-speech names and EDICT's tags, as the classes deinflection speaks of. */
export function classesOf(japanese: string, partOfSpeech: string | null): number {
  const tags = (partOfSpeech ?? "").split(",").map((tag) => tag.trim());
  let bits = 0;
  for (const tag of tags) {
    if (tag === "verb-ichidan" || tag.startsWith("v1")) bits |= classBits.v1;
    else if (tag === "verb-godan" || tag.startsWith("v5")) bits |= classBits.v5;
    else if (tag === "vk") bits |= classBits.vk;
    else if (tag === "vs-i" || tag === "vs-s") bits |= classBits.vs;
    else if (tag === "vz") bits |= classBits.vz;
    else if (tag === "verb-irregular") {
      bits |= /^(来る|くる)$/.test(japanese) ? classBits.vk : classBits.vs;
    } else if (tag === "i-adjective" || tag === "adj-i" || tag === "adj-ix") {
      bits |= classBits["adj-i"];
    }
  }
  if (bits === 0) return classBits.n;
  return tags.some((tag) => nounLikeTags.has(tag)) ? bits | classBits.n : bits;
}
