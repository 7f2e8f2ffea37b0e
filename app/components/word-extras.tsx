import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BilingualText } from "~/lib/reader-order";
import { ContentSection, ReaderTexts } from "./reader-texts";

type Line = { japanese: string; reading: string; english: string; nepali: string };

export type WordExtrasProps = {
  memoryTip: BilingualText | null;
  commonUsage: Line[];
  notes: BilingualText | null;
  alternativeForms: string[];
  usuallyKana: boolean;
  /** The transitive/intransitive partner and where it opens, when the word has one. */
  pair: { japanese: string; reading: string; href: string } | null;
};

/**
 * What a word has beyond its meanings and examples: memory tip, common usage, notes, other
 * spellings and its transitivity partner. Each part shows only when the content has it.
 */
export function WordExtras({
  memoryTip,
  commonUsage,
  notes,
  alternativeForms,
  usuallyKana,
  pair,
}: WordExtrasProps) {
  const { t } = useTranslation();
  return (
    <>
      {memoryTip && (
        <ContentSection title={t("contentDetails.memoryTip")} testId="memory-tip">
          <ReaderTexts
            value={memoryTip}
            className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-3 dark:border-amber-500 dark:bg-amber-950/40"
          />
        </ContentSection>
      )}
      {(alternativeForms.length > 0 || usuallyKana) && (
        <ContentSection title={t("contentDetails.alternativeForms")} testId="alternative-forms">
          {alternativeForms.length > 0 && (
            <p lang="ja" className="text-lg">
              {alternativeForms.join("、")}
            </p>
          )}
          {usuallyKana && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("contentDetails.usuallyKana")}
            </p>
          )}
        </ContentSection>
      )}
      {commonUsage.length > 0 && (
        <ContentSection title={t("contentDetails.commonUsage")} testId="common-usage">
          <ul className="grid gap-2 sm:grid-cols-2">
            {commonUsage.map((phrase) => (
              <li key={phrase.japanese} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <p lang="ja" className="text-lg font-semibold">
                  {phrase.japanese}
                </p>
                <p lang="ja" className="text-sm text-slate-600 dark:text-slate-400">
                  {phrase.reading}
                </p>
                <ReaderTexts value={phrase} />
              </li>
            ))}
          </ul>
        </ContentSection>
      )}
      {notes && (
        <ContentSection title={t("contentDetails.notes")} testId="word-notes">
          <ReaderTexts value={notes} />
        </ContentSection>
      )}
      {pair && (
        <ContentSection title={t("contentDetails.pair")}>
          <Link
            to={pair.href}
            data-testid="pair-link"
            className="inline-flex items-baseline gap-2 font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            <span lang="ja" className="text-lg">
              {pair.japanese}
            </span>
            <span lang="ja" className="text-sm">
              {pair.reading}
            </span>
            <span aria-hidden="true">→</span>
          </Link>
        </ContentSection>
      )}
    </>
  );
}
