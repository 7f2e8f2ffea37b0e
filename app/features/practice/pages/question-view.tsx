import { useTranslation } from "react-i18next";
import type { PublicQuestion } from "../question";
import { ScriptPlayer } from "./script-player";

export const optionLetters = ["A", "B", "C", "D"] as const;

/** The stem's sentence with the word the question is about underlined, as the exam prints it. */
export function ContextLine({ question }: { question: PublicQuestion }) {
  const { context, target } = question;
  if (!context) return null;
  const at = target ? context.indexOf(target.japanese) : -1;
  if (!target || at < 0) return <p lang="ja">{context}</p>;
  return (
    <p lang="ja">
      {context.slice(0, at)}
      <u className="decoration-2 underline-offset-4">{target.japanese}</u>
      {context.slice(at + target.japanese.length)}
    </p>
  );
}

export function PassageView({ passage }: { passage: NonNullable<PublicQuestion["passage"]> }) {
  const { t, i18n } = useTranslation();
  // Nepali readers get the Nepali title; everyone else (English and 日本語) the English one.
  const titleLanguage = i18n.language === "ne" ? "nepali" : "english";
  return (
    <section
      aria-label={t("practice.test.passage")}
      data-testid="passage"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 leading-relaxed dark:border-slate-700 dark:bg-slate-950"
    >
      <h3 lang={titleLanguage === "nepali" ? "ne" : "en"} className="font-semibold">
        {passage.title[titleLanguage]}
      </h3>
      {passage.texts.map((text, index) => (
        <div key={index} className="mt-2" lang="ja">
          {text.label && <p className="font-semibold">{text.label}</p>}
          {text.lines.map((line, lineIndex) => (
            <p key={lineIndex} className="whitespace-pre-line">
              {line}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}

/**
 * One question as the test shows it: its passage or recording, the stem, and four options A–D as
 * radio buttons, so an answer can be changed and the keyboard moves between them.
 */
export function QuestionView({
  question,
  number,
  answer,
  onAnswer,
  playOnce,
}: {
  question: PublicQuestion;
  number: number;
  answer: number | undefined;
  onAnswer: (option: number) => void;
  /** A mock plays each recording once; section practice may replay it. */
  playOnce: { played: boolean; onPlayed: () => void } | null;
}) {
  const { t } = useTranslation();
  const stemId = `question-${question.id}-stem`;
  return (
    <div className="space-y-4" data-testid="question" data-question-id={question.id}>
      {question.passage && <PassageView passage={question.passage} />}
      {question.script && (
        <ScriptPlayer
          key={question.id}
          script={question.script}
          question={question.question}
          playOnce={playOnce}
        />
      )}
      <div id={stemId} className="space-y-2 text-lg">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">
          {t(`practice.types.${question.type}`)}
        </p>
        <p lang="ja">
          <span className="mr-2 font-bold">{number}.</span>
          {question.question}
        </p>
        <ContextLine question={question} />
      </div>
      <fieldset aria-labelledby={stemId}>
        <legend className="sr-only">{t("practice.test.options")}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {question.options.map((option, index) => (
            <li key={index}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:has-checked:border-brand-100 dark:has-checked:bg-slate-800">
                <input
                  type="radio"
                  name={`answer-${question.id}`}
                  value={index}
                  checked={answer === index}
                  onChange={() => onAnswer(index)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 font-bold text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                >
                  {optionLetters[index]}
                </span>
                <span className="sr-only">{optionLetters[index]}: </span>
                <span lang="ja" className="text-lg">
                  {option}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
