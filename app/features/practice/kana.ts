// Kana arithmetic for distractors: the confusions the exam builds its wrong readings from
// (voiced/unvoiced, long/short vowel, small っ, small ゃゅょ) and the script a word is written in.

export const isKanji = (char: string) => /[\u3400-\u9fff\u3005]/.test(char);
export const hasKanji = (text: string) => /[\u3400-\u9fff\u3005]/.test(text);
export const isHiragana = (text: string) => /^[\u3041-\u309fー]+$/.test(text);
export const isKatakana = (text: string) => /^[\u30a0-\u30ffー・]+$/.test(text);

/** Katakana to hiragana (on'yomi are written in katakana; readings in hiragana). */
export const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

export type Script = "kanji" | "hiragana" | "katakana" | "mixed";
/** What the learner sees first: any kanji makes a kanji word; else pure hiragana or katakana. */
export function scriptOf(text: string): Script {
  if (hasKanji(text)) return "kanji";
  if (isHiragana(text)) return "hiragana";
  if (isKatakana(text)) return "katakana";
  return "mixed";
}

const voicedPairs: [string, string][] = [
  ..."かきくけこさしすせそたちつてとはひふへほ"
    .split("")
    .map((char): [string, string] => [char, String.fromCharCode(char.charCodeAt(0) + 1)]),
  ["は", "ぱ"],
  ["ひ", "ぴ"],
  ["ふ", "ぷ"],
  ["へ", "ぺ"],
  ["ほ", "ぽ"],
];
const voicedSwap = new Map<string, string[]>();
for (const [plain, voiced] of voicedPairs) {
  voicedSwap.set(plain, [...(voicedSwap.get(plain) ?? []), voiced]);
  voicedSwap.set(voiced, [...(voicedSwap.get(voiced) ?? []), plain]);
}

const smallToLarge: Record<string, string> = { ゃ: "や", ゅ: "ゆ", ょ: "よ" };
const largeToSmall: Record<string, string> = { や: "ゃ", ゆ: "ゅ", よ: "ょ" };
const geminates = new Set("かきくけこさしすせそたちつてとぱぴぷぺぽ".split(""));
const iRow = new Set("きしちにひみりぎじびぴ".split(""));
/** The vowel a kana ends in, for lengthening it the way Japanese spells long vowels. */
function vowelOf(char: string): "a" | "i" | "u" | "e" | "o" | undefined {
  const rows: Record<string, string> = {
    a: "あかさたなはまやらわがざだばぱゃ",
    i: "いきしちにひみりぎじぢびぴ",
    u: "うくすつぬふむゆるぐずづぶぷゅ",
    e: "えけせてねへめれげぜでべぺ",
    o: "おこそとのほもよろをごぞどぼぽょ",
  };
  for (const [vowel, chars] of Object.entries(rows)) {
    if (chars.includes(char)) return vowel as "a" | "i" | "u" | "e" | "o";
  }
  return undefined;
}
const lengthener = { a: "あ", i: "い", u: "う", e: "い", o: "う" } as const;

export type Confusion = "voicing" | "vowel-length" | "small-tsu" | "small-ya" | "other-reading";
export type Variant = { reading: string; confusion: Confusion };

/**
 * Every reading one confusion away from the given one (hiragana): the wrong answers a learner
 * who half-knows the word writes.
 */
export function readingConfusions(reading: string): Variant[] {
  const chars = [...reading];
  const out: Variant[] = [];
  const add = (next: string[], confusion: Confusion) => {
    const text = next.join("");
    if (text !== reading && text.length > 0) out.push({ reading: text, confusion });
  };
  chars.forEach((char, i) => {
    for (const swap of voicedSwap.get(char) ?? []) {
      add([...chars.slice(0, i), swap, ...chars.slice(i + 1)], "voicing");
    }
    const vowel = vowelOf(char);
    const following = chars[i + 1];
    if (vowel && following === lengthener[vowel]) {
      // A long vowel made short: きょう → きょ.
      add([...chars.slice(0, i + 1), ...chars.slice(i + 2)], "vowel-length");
    } else if (vowel && following !== "っ" && following !== "ん" && char !== "っ") {
      if (i === chars.length - 1 || !smallToLarge[following ?? ""]) {
        add([...chars.slice(0, i + 1), lengthener[vowel], ...chars.slice(i + 1)], "vowel-length");
      }
    }
    if (char === "っ") add([...chars.slice(0, i), ...chars.slice(i + 1)], "small-tsu");
    else if (vowel && geminates.has(chars[i + 1] ?? "")) {
      // っ only ever stands before a voiceless sound: がこう → がっこう.
      add([...chars.slice(0, i + 1), "っ", ...chars.slice(i + 1)], "small-tsu");
    }
    const large = smallToLarge[char];
    if (large) add([...chars.slice(0, i), large, ...chars.slice(i + 1)], "small-ya");
    const small = largeToSmall[char];
    if (small && iRow.has(chars[i - 1] ?? "")) {
      add([...chars.slice(0, i), small, ...chars.slice(i + 1)], "small-ya");
    }
  });
  return out;
}

/** Readings a kanji can take inside a word: on'yomi in hiragana, kun'yomi stems, and sound changes. */
export function kanjiReadings(onyomi: string[], kunyomi: string[]) {
  const on = onyomi.map((r) => toHiragana(r.replace(/[.-]/g, ""))).filter(Boolean);
  const kun = kunyomi.map((r) => (r.split(".")[0] ?? "").replace(/-/g, "")).filter(Boolean);
  return { on: [...new Set(on)], kun: [...new Set(kun)] };
}

/** Rendaku and gemination: 国 こく → ごく (in compounds), こっ (before a voiceless sound). */
export function soundChanges(reading: string): string[] {
  const out = new Set<string>([reading]);
  const first = reading[0] ?? "";
  for (const swap of voicedSwap.get(first) ?? []) {
    if (swap.charCodeAt(0) === first.charCodeAt(0) + 1 || "ぱぴぷぺぽ".includes(swap)) {
      out.add(swap + reading.slice(1));
    }
  }
  const last = reading.at(-1) ?? "";
  if (reading.length >= 2 && "つくちき".includes(last)) out.add(`${reading.slice(0, -1)}っ`);
  return [...out];
}

export type Segment = { text: string; reading: string; kind: "on" | "kun" | "kana" };

/**
 * Splits a word's reading over its characters (学校 がっこう → 学 がっ + 校 こう) with the
 * kanji's own readings; undefined when some part is a reading of the whole word (今日 きょう).
 */
export function segmentReading(
  word: string,
  reading: string,
  readingsOf: (kanji: string) => { on: string[]; kun: string[] } | undefined,
): Segment[] | undefined {
  const chars = [...word];
  const walk = (ci: number, ri: number): Segment[] | undefined => {
    if (ci === chars.length) return ri === reading.length ? [] : undefined;
    const char = chars[ci] ?? "";
    if (!isKanji(char)) {
      const kana = toHiragana(char);
      if (reading.startsWith(kana, ri)) {
        const rest = walk(ci + 1, ri + kana.length);
        return rest && [{ text: char, reading: kana, kind: "kana" }, ...rest];
      }
      return undefined;
    }
    const known = readingsOf(char);
    if (!known) return undefined;
    for (const kind of ["kun", "on"] as const) {
      for (const base of known[kind]) {
        for (const form of soundChanges(base)) {
          if (!reading.startsWith(form, ri)) continue;
          const rest = walk(ci + 1, ri + form.length);
          if (rest) return [{ text: char, reading: form, kind }, ...rest];
        }
      }
    }
    return undefined;
  };
  return walk(0, 0);
}

/** Nepali is written in Devanagari. */
export const devanagari = /[\u0900-\u097F]/;
