import { highlightSegments } from "~/lib/highlight";
import type { GradedQuestion, QuizQuestion } from "./quiz-api";
import type { QuizTexts } from "./quiz-texts";

const optionLabels = ["A", "B", "C", "D"] as const;

/** The sentence a question refers to, with its word underlined as the exam prints it. */
function Context({ question }: { question: QuizQuestion }) {
  if (!question.context) return null;
  const terms = question.target ? [question.target.japanese, question.target.reading] : [];
  // The written form first: a reading like "いく" could also match inside other words.
  const term = terms.find((candidate) => candidate && question.context?.includes(candidate));
  const segments = highlightSegments(question.context, term ? [term] : []);
  return (
    <p lang="ja" className="mt-2 text-lg leading-relaxed">
      {segments.map((segment, index) =>
        segment.match ? (
          <u key={index} className="decoration-2 underline-offset-4">
            {segment.text}
          </u>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}

/**
 * One question: the stem, the four options as radio buttons (a later choice replaces an earlier
 * one), and once graded the marking, the key and the explanation in English and Nepali.
 */
export function QuestionCard({
  texts,
  question,
  number,
  total,
  chosen,
  locked,
  result,
  onChoose,
}: {
  texts: QuizTexts;
  question: QuizQuestion;
  number: number;
  total: number;
  chosen: string | undefined;
  locked: boolean;
  result?: GradedQuestion;
  onChoose: (option: string) => void;
}) {
  const name = `quiz-${question.id}`;
  return (
    <fieldset
      data-testid="quiz-question"
      data-result={result ? (result.correct ? "correct" : "wrong") : undefined}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-semibold text-slate-600 dark:text-slate-300">
        {texts.quiz.questionOf(number, total)}
      </legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {texts.quiz.instructions[question.type]}
      </p>
      <p lang="ja" className="mt-1 text-lg font-medium leading-relaxed">
        {question.question}
      </p>
      <Context question={question} />
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {question.options.map((option, index) => {
          const isChosen = chosen === option;
          const isKey = result?.correctAnswer === option;
          const marking = !result
            ? "border-slate-300 has-checked:border-brand-700 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
            : isKey
              ? "border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950"
              : isChosen
                ? "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950"
                : "border-slate-200 opacity-80 dark:border-slate-700";
          return (
            <label
              key={option}
              className={`flex items-center gap-3 rounded-lg border px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-focus ${locked ? "" : "cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800"} ${marking}`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={isChosen}
                disabled={locked}
                onChange={() => onChoose(option)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-current text-sm font-semibold"
              >
                {optionLabels[index]}
              </span>
              <span lang="ja" className="text-lg">
                {option}
              </span>
              {result && (isKey || isChosen) && (
                <span
                  className={`ml-auto text-sm font-semibold ${isKey ? "text-emerald-800 dark:text-emerald-200" : "text-red-800 dark:text-red-200"}`}
                >
                  {isKey ? texts.quiz.correctAnswer : texts.quiz.yourAnswer}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {result && (
        <div className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p
            className={`font-semibold ${result.correct ? "text-emerald-800 dark:text-emerald-200" : "text-red-800 dark:text-red-200"}`}
          >
            {result.correct ? texts.quiz.correct : texts.quiz.wrong}
            {!result.correct && (
              <>
                {" — "}
                {texts.quiz.correctAnswer}: <span lang="ja">{result.correctAnswer}</span>
              </>
            )}
          </p>
          {result.explanation.english && (
            <div>
              <p className="font-medium text-slate-600 dark:text-slate-300">
                {texts.quiz.explanationEnglish}
              </p>
              <p lang="en">{result.explanation.english}</p>
            </div>
          )}
          {result.explanation.nepali && (
            <div>
              <p className="font-medium text-slate-600 dark:text-slate-300">
                {texts.quiz.explanationNepali}
              </p>
              <p lang="ne">{result.explanation.nepali}</p>
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
