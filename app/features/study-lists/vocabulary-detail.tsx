import { useTranslation } from "react-i18next";
import { ExampleLine } from "~/components/example-line";
import { FavoriteButton } from "~/components/favorite-button";
import { DetailCard, DetailSection, Facts } from "./detail-card";
import type { VocabularyDetail as Word } from "./study-list-queries.server";

export function VocabularyDetail({ word }: { word: Word }) {
  const { t } = useTranslation();
  return (
    <DetailCard
      actions={<FavoriteButton type="word" id={word.id} />}
      title={<span lang="ja">{word.japanese}</span>}
      subtitle={<span lang="ja">{word.reading}</span>}
    >
      <Facts
        items={[
          { label: t("studyLists.english"), value: word.english, lang: "en" },
          { label: t("studyLists.nepali"), value: word.nepali, lang: "ne" },
        ]}
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
          <ol className="space-y-3" data-testid="conversation">
            {word.conversation.map((line, index) => (
              <li key={`${index}-${line.japanese}`} className="flex gap-3">
                {/* Two speakers take turns: A, B, A, … */}
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
        </DetailSection>
      )}
    </DetailCard>
  );
}
