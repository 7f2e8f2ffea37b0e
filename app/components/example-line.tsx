import type { ReactNode } from "react";

export type ExampleLineProps = {
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  /** Marks matches in the Japanese, reading and English text (e.g. a dictionary search term). */
  highlight?: (text: string) => ReactNode;
};

/**
 * One example sentence (or one line of a conversation) in every language we teach in:
 * Japanese, its reading in kana, English and Nepali.
 */
export function ExampleLine({ japanese, reading, english, nepali, highlight }: ExampleLineProps) {
  const show = highlight ?? ((text: string) => text);
  return (
    <div className="space-y-0.5">
      <p lang="ja" className="text-lg text-slate-900 dark:text-slate-100">
        {show(japanese)}
      </p>
      <p lang="ja" className="text-sm text-slate-600 dark:text-slate-400">
        {show(reading)}
      </p>
      <p lang="en" className="text-slate-800 dark:text-slate-200">
        {show(english)}
      </p>
      <p lang="ne" className="text-slate-800 dark:text-slate-200">
        {nepali}
      </p>
    </div>
  );
}
