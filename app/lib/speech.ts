/** The language every utterance is spoken in, so a browser without our pick still reads Japanese. */
export const japaneseLang = "ja-JP";

/** Speed control: the range learners need, from slow and clear to a little faster than normal. */
export const speechRate = { min: 0.5, max: 1.5, step: 0.1, default: 1 } as const;

/** The parts of a SpeechSynthesisVoice the choice looks at (also easy to build in tests). */
export type VoiceLike = {
  name: string;
  lang: string;
  localService?: boolean;
  default?: boolean;
};

/** Browsers write language tags as ja-JP, ja_JP (Android) or plain ja. */
const languageOf = (voice: VoiceLike) => voice.lang.trim().replace(/_/g, "-").toLowerCase();

/**
 * The Japanese voice to speak with: a ja-JP voice first, else any other Japanese voice (ja,
 * ja-*), else null. Among equals, a voice on this device (it works offline and starts at once)
 * and then the system's default come first; otherwise the browser's order is kept.
 */
export function chooseJapaneseVoice<Voice extends VoiceLike>(
  voices: readonly Voice[],
): Voice | null {
  const rank = (voice: Voice) => {
    const lang = languageOf(voice);
    if (lang === "ja-jp") return 0;
    if (lang === "ja" || lang.startsWith("ja-")) return 1;
    return undefined;
  };
  let best: { voice: Voice; key: number[] } | null = null;
  for (const voice of voices) {
    const languageRank = rank(voice);
    if (languageRank === undefined) continue;
    const key = [languageRank, voice.localService === false ? 1 : 0, voice.default ? 0 : 1];
    if (!best || compareKeys(key, best.key) < 0) best = { voice, key };
  }
  return best?.voice ?? null;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Keeps a speed inside the control's range; anything unreadable is normal speed. */
export function clampRate(value: number): number {
  if (!Number.isFinite(value)) return speechRate.default;
  return Math.min(speechRate.max, Math.max(speechRate.min, Math.round(value * 10) / 10));
}

/** Longest piece handed to the speech engine at once. */
const maxChunkLength = 160;

/**
 * Splits text into pieces to speak one after another: after each sentence (。！？!? and line
 * breaks), and long sentences after a comma or at the length limit. Some engines stop reading a
 * single long utterance after about 15 seconds, and short pieces let Stop act at once.
 */
export function splitForSpeech(text: string): string[] {
  const sentences = text
    .split(/(?<=[。！？!?．\n])/u)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");
  return sentences.flatMap((sentence) => splitLong(sentence));
}

function splitLong(sentence: string): string[] {
  if (sentence.length <= maxChunkLength) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > maxChunkLength) {
    const window = rest.slice(0, maxChunkLength);
    const comma = Math.max(
      window.lastIndexOf("、"),
      window.lastIndexOf("，"),
      window.lastIndexOf(","),
    );
    const cut = comma > 0 ? comma + 1 : maxChunkLength;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== "") pieces.push(rest);
  return pieces;
}
