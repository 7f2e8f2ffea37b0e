// Small, pure checks shared by the content tests: register, sentence identity, headword use,
// kanji readings and radicals.
import type { Line, VocabularyEntry } from "../app/features/learning-content/content-schema.ts";

/** Polite speech: です/ます forms or ください. Everything else counts as plain (README.md). */
const politeMarkers = /です|でした|でしょう|ます|ました|ません|ましょう|ください|下さい/u;
export const isPlainSpeech = (japanese: string): boolean => !politeMarkers.test(japanese);

/** A sentence without its punctuation and spaces: 洗います。 and 洗います are the same sentence. */
export const sentenceKey = (japanese: string): string =>
  japanese.normalize("NFKC").replace(/[\p{P}\p{S}\s]/gu, "");

export const toHiragana = (text: string): string =>
  text.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** The stems a conjugated form keeps: 食べる → 食べ, 行く → 行, 高い → 高, する → し/さ/せ. */
export function usesHeadword(entry: VocabularyEntry, line: Line): boolean {
  const forms = [entry.japanese, entry.reading, ...(entry.alternativeForms ?? [])];
  if (entry.japanese === "する" || entry.japanese.endsWith("する")) {
    const base = entry.japanese.slice(0, -2);
    forms.push(...["し", "さ", "せ", "す"].map((stem) => base + stem));
  }
  if (entry.japanese === "来る" || entry.reading === "くる") forms.push("来", "き", "こ");
  const conjugates = /^(verb|i-adjective|suffix|expression)/.test(entry.partOfSpeech);
  if (conjugates && entry.japanese.length > 1) forms.push(entry.japanese.slice(0, -1));
  if (conjugates && entry.reading.length > 1) forms.push(entry.reading.slice(0, -1));
  return forms.some(
    (form) => form && (line.japanese.includes(form) || line.reading.includes(form)),
  );
}

const voiced: Record<string, string[]> = {
  か: ["が"], き: ["ぎ"], く: ["ぐ"], け: ["げ"], こ: ["ご"],
  さ: ["ざ"], し: ["じ"], す: ["ず"], せ: ["ぜ"], そ: ["ぞ"],
  た: ["だ"], ち: ["ぢ", "じ"], つ: ["づ", "ず"], て: ["で"], と: ["ど"],
  は: ["ば", "ぱ"], ひ: ["び", "ぴ"], ふ: ["ぶ", "ぷ"], へ: ["べ", "ぺ"], ほ: ["ぼ", "ぽ"],
}; // prettier-ignore

/** A final え-row sound becomes あ-row in compounds (酒 さけ → さか, 雨 あめ → あま, 上 うえ → うわ). */
const apophony: Record<string, string> = {
  け: "か", げ: "が", せ: "さ", ぜ: "ざ", て: "た", ね: "な", へ: "は", め: "ま", れ: "ら",
  え: "わ", き: "こ",
}; // prettier-ignore

/**
 * The ways a kanji reading may sound inside a word: as listed (ニチ → にち), with a voiced first
 * sound (ひと → びと), with a final つ/ち/く/き as っ (ガク → がっ; ジュウ → じゅっ, じっ), with a
 * final え-row as あ-row (さけ → さか), or a combination. Affix marks (-) and okurigana (after .)
 * are dropped: い.く → い.
 */
export function soundsOf(listedReading: string): string[] {
  const stem = toHiragana(listedReading.replace(/-/g, "").split(".")[0] ?? "");
  if (!stem) return [];
  const firsts = [stem, ...(voiced[stem[0] ?? ""] ?? []).map((v) => v + stem.slice(1))];
  return firsts.flatMap((form) => {
    const last = form.at(-1) ?? "";
    const body = form.slice(0, -1);
    const forms = [form];
    if (form.length > 1 && "つちくき".includes(last)) forms.push(body + "っ");
    if (form.endsWith("じゅう")) forms.push(form.slice(0, -1) + "っ", form.slice(0, -2) + "っ");
    if (apophony[last]) forms.push(body + apophony[last]);
    return forms;
  });
}

/** The reading a compound names is the kanji's, and the word's reading contains it. */
export function readingUsedProblem(
  compound: { word: string; reading: string; readingUsed?: string },
  readings: string[],
): string | undefined {
  const used = compound.readingUsed;
  if (used === undefined || used === "special") return undefined;
  if (!readings.includes(used)) return `${compound.word}: ${used} is not a reading of the kanji`;
  const reading = toHiragana(compound.reading);
  return soundsOf(used).some((sound) => reading.includes(sound))
    ? undefined
    : `${compound.word} 【${compound.reading}】 does not contain the reading ${used}`;
}

/**
 * Forms a classical radical takes inside kanji, beyond its own character (which is the NFKC
 * form of the Kangxi radical symbol U+2F00 + number − 1). Japanese shapes of a few radicals too.
 */
const radicalForms: Record<number, string[]> = {
  4: ["ノ"], 5: ["乚"], 8: ["亠"], 9: ["亻", "𠆢"], 12: ["丷"], 18: ["刂", "⺈"], 26: ["⺋"],
  42: ["⺌", "⺍"], 47: ["川", "巜"], 58: ["⺕", "彑"], 61: ["忄", "⺗"], 63: ["戸"], 64: ["扌"],
  66: ["攵"], 71: ["旡"], 80: ["母"], 85: ["氵", "氺"], 86: ["灬"], 87: ["爫"], 93: ["牜"],
  94: ["犭"], 96: ["王", "⺩"], 103: ["⺪"], 113: ["礻"], 118: ["⺮"], 120: ["糹"],
  122: ["罒", "⺲"], 125: ["耂"], 130: ["月", "⺼"], 140: ["艹", "⺾"], 145: ["衤"],
  146: ["西", "覀"], 149: ["訁"], 157: ["⻊"], 162: ["辶", "⻌", "⻍"], 163: ["阝", "⻏"],
  167: ["釒"], 168: ["镸"], 170: ["阝", "⻖"], 173: ["⻗"], 174: ["青"], 184: ["飠", "⻟"],
  199: ["麦"], 201: ["黄"], 203: ["黒"], 210: ["斉"], 211: ["歯"], 212: ["竜"], 213: ["亀"],
}; // prettier-ignore

export function radicalCharacterFits(number: number, character: string): boolean {
  const own = String.fromCodePoint(0x2f00 + number - 1).normalize("NFKC");
  return character.normalize("NFKC") === own || (radicalForms[number] ?? []).includes(character);
}
