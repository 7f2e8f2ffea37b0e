import { useTranslation } from "react-i18next";
import { ExampleLine } from "~/components/example-line";
import { FavoriteButton } from "~/components/favorite-button";
import { WordExtras } from "~/components/word-extras";
import { DetailCard, DetailSection, Facts } from "./detail-card";
import type { VocabularyDetail as Word } from "./detail-queries.server";
import { DifficultyBadge } from "./difficulty-badge";
import { listItemHref } from "./item-links";
import { meaningFacts } from "./reader-facts";

export function VocabularyDetail({ word }: { word: Word }) {
  const { t, i18n } = useTranslation();
  const { pair } = word;
  return (
    <DetailCard
      actions={
        <>
          <DifficultyBadge value={word.difficulty} />
          <FavoriteButton type="word" id={word.id} />
        </>
      }
      title={<span lang="ja">{word.japanese}</span>}
      subtitle={<span lang="ja">{word.reading}</span>}
    >
      <Facts items={meaningFacts(t, i18n.language, word.english, word.nepali)} />
      <WordExtras
        memoryTip={word.memoryTip}
        commonUsage={word.commonUsage}
        notes={word.notes}
        alternativeForms={word.alternativeForms}
        usuallyKana={word.usuallyKana}
        pair={
          pair?.jlptLevel
            ? { ...pair, href: listItemHref(pair.jlptLevel, "vocabulary", pair.id) }
            : null
        }
      />
      {word.examples.length > 0 && (
        <DetailSection title={t("studyLists.vocabulary.examples")}>
          <ul className="space-y-4">
            {word.examples.map((line) => (
              <li key={line.japanese} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <ExampleLine {...line} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {word.conversation.length > 0 && (
        <DetailSection title={t("studyLists.vocabulary.conversation")}>
          <Conversation lines={word.conversation} />
        </DetailSection>
      )}
    </DetailCard>
  );
}

/** Two speakers take turns: A, B, A, … */
export function Conversation({ lines }: { lines: Word["conversation"] }) {
  return (
    <ol className="space-y-3" data-testid="conversation">
      {lines.map((line, index) => (
        <li key={`${index}-${line.japanese}`} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-slate-700 dark:text-brand-100"
          >
            {index % 2 === 0 ? "A" : "B"}
          </span>
          <ExampleLine {...line} />
        </li>
      ))}
    </ol>
  );
}
