import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListenButton } from "./listen-button";

export type ExampleLineProps = {
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  /** Marks matches in the Japanese, reading and English text (e.g. a dictionary search term). */
  highlight?: (text: string) => ReactNode;
  /** Adds a Listen button that reads the Japanese line aloud (at this speed, 0.5–1.5). */
  listen?: { rate?: number };
};

/**
 * One example sentence (or one line of a conversation) in every language we teach in:
 * Japanese, its reading in kana, then English and Nepali (Nepali first for Nepali readers).
 */
export function ExampleLine({
  japanese,
  reading,
  english,
  nepali,
  highlight,
  listen,
}: ExampleLineProps) {
  const { i18n } = useTranslation();
  const show = highlight ?? ((text: string) => text);
  // The reader's language first: in नेपाली the Nepali line comes before the English.
  const nepaliFirst = i18n.language === "ne";
  const inNepali = (
    <p lang="ne" className="text-slate-800 dark:text-slate-200">
      {nepali}
    </p>
  );
  const sentence = (
    <p lang="ja" className="text-lg text-slate-900 dark:text-slate-100">
      {show(japanese)}
    </p>
  );
  return (
    <div className="space-y-0.5">
      {listen ? (
        <div className="flex items-start justify-between gap-3">
          {sentence}
          <ListenButton text={japanese} rate={listen.rate} className="mt-0.5" />
        </div>
      ) : (
        sentence
      )}
      <p lang="ja" className="text-sm text-slate-600 dark:text-slate-400">
        {show(reading)}
      </p>
      {nepaliFirst && inNepali}
      <p lang="en" className="text-slate-800 dark:text-slate-200">
        {show(english)}
      </p>
      {!nepaliFirst && inNepali}
    </div>
  );
}
