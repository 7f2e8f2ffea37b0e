import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SpeakerIcon } from "~/components/icons";
import { useJapaneseVoice } from "~/components/use-japanese-voice";
import { japaneseLang, splitForSpeech } from "~/lib/speech";
import type { PublicQuestion, ScriptLine, TranscriptLine } from "../question";

type Script = NonNullable<PublicQuestion["script"]>;

/**
 * Each speaker sounds different: the browser usually has one Japanese voice, so speakers differ
 * by pitch (lower for a male voice, higher for a female one, and a step apart for a second
 * speaker of the same kind).
 */
export function pitchesOf(lines: ScriptLine[]): Map<string, number> {
  const pitches = new Map<string, number>();
  const seen = { male: 0, female: 0 };
  for (const line of lines) {
    if (pitches.has(line.speaker)) continue;
    const nth = seen[line.voice]++;
    const base = line.voice === "male" ? 0.8 : 1.25;
    pitches.set(line.speaker, base + (line.voice === "male" ? -0.15 : 0.15) * nth);
  }
  return pitches;
}

/**
 * What is spoken, in order: the narrator (neutral pitch) says the situation, the speakers their
 * lines, and the narrator the question again unless the script ends with it. A script without a
 * situation (a quick response) is the speaker's line alone.
 */
export function narration(script: Script, question: string): { text: string; pitch: number }[] {
  const pitches = pitchesOf(script.lines);
  const narrator = (text: string) => (text === "" ? [] : [{ text, pitch: 1 }]);
  const lastLine = script.lines.at(-1)?.japanese;
  return [
    ...narrator(script.situation),
    ...script.lines.map((line) => ({ text: line.japanese, pitch: pitches.get(line.speaker) ?? 1 })),
    ...(script.situation === "" || lastLine === question ? [] : narrator(question)),
  ];
}

/**
 * The listening script, spoken line by line with the browser's Japanese voice (the shared Listen
 * machinery chooses it), between the narrator's situation and question as the exam does. Without
 * a voice the page says so and offers to read the script instead; never silence.
 */
export function ScriptPlayer({
  script,
  question,
  playOnce,
}: {
  script: Script;
  question: string;
  playOnce: { played: boolean; onPlayed: () => void } | null;
}) {
  const { t } = useTranslation();
  const voice = useJapaneseVoice();
  const [speaking, setSpeaking] = useState(false);
  const [reading, setReading] = useState(false);
  const token = useRef<object | null>(null);

  const stop = useCallback(() => {
    if (token.current) window.speechSynthesis.cancel();
    token.current = null;
    setSpeaking(false);
  }, []);
  useEffect(() => stop, [stop]);

  const play = () => {
    if (voice.status !== "ready") return;
    const synth = window.speechSynthesis;
    synth.cancel();
    const mine = {};
    token.current = mine;
    const pieces = narration(script, question).flatMap((line) =>
      splitForSpeech(line.text).map((text) => ({ text, pitch: line.pitch })),
    );
    pieces.forEach((piece, index) => {
      const utterance = new SpeechSynthesisUtterance(piece.text);
      utterance.lang = japaneseLang;
      utterance.voice = voice.voice;
      utterance.pitch = piece.pitch ?? 1;
      const done = () => {
        if (token.current !== mine) return;
        token.current = null;
        setSpeaking(false);
      };
      utterance.onerror = done;
      if (index === pieces.length - 1) utterance.onend = done;
      synth.speak(utterance);
    });
    setSpeaking(true);
    playOnce?.onPlayed();
  };

  const used = playOnce?.played === true;
  const canPlay = voice.status === "ready" && !used;
  const noVoice = voice.status === "noVoice" || voice.status === "unsupported";

  return (
    <section
      data-testid="script-player"
      data-voice={voice.status}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950"
    >
      <p>
        <span className="font-semibold">{t("practice.listening.situation")}: </span>
        <span lang="ja">{script.situation}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-disabled={canPlay || speaking ? undefined : true}
          onClick={() => (speaking ? stop() : canPlay && play())}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400 dark:aria-disabled:bg-slate-600"
        >
          <SpeakerIcon className="h-5 w-5" />
          {speaking
            ? t("practice.listening.stop")
            : used
              ? t("practice.listening.played")
              : playOnce
                ? t("practice.listening.play")
                : t("practice.listening.replay")}
        </button>
        {playOnce && (
          <span className="text-sm text-slate-700 dark:text-slate-300">
            {t("practice.listening.playOnce")}
          </span>
        )}
        {voice.status === "checking" && (
          <span className="text-sm text-slate-700 dark:text-slate-300">
            {t("practice.listening.checking")}
          </span>
        )}
      </div>
      {noVoice && (
        <div role="status" className="space-y-2">
          <p className="text-amber-900 dark:text-amber-200">{t("practice.listening.noVoice")}</p>
          {!reading && (
            <button
              type="button"
              onClick={() => setReading(true)}
              className="rounded-lg border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {t("practice.listening.readInstead")}
            </button>
          )}
        </div>
      )}
      {noVoice && reading && (
        <ol data-testid="script-text" lang="ja" className="space-y-1">
          {script.lines.map((line, index) => (
            <li key={index}>
              <span className="font-semibold">{line.speaker}：</span>
              {line.japanese}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The results' transcript of a listening script: every line in Japanese, reading, English, Nepali. */
export function Transcript({ lines }: { lines: TranscriptLine[] }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold">
        {t("practice.listening.transcript")}
      </summary>
      <ol className="mt-2 space-y-3" data-testid="transcript">
        {lines.map((line, index) => (
          <li key={index}>
            <p lang="ja">
              {line.speaker !== undefined && (
                <span className="font-semibold">{line.speaker}：</span>
              )}
              {line.japanese}
            </p>
            <p lang="ja" className="text-sm text-slate-600 dark:text-slate-400">
              {line.reading}
            </p>
            <p className="text-sm">{line.english}</p>
            <p lang="ne" className="text-sm">
              {line.nepali}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}
