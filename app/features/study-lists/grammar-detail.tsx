import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExampleLine } from "~/components/example-line";
import { FavoriteButton } from "~/components/favorite-button";
import { ReaderTexts } from "~/components/reader-texts";
import { inReaderOrder } from "~/lib/reader-order";
import { DetailCard, DetailSection } from "./detail-card";
import type { GrammarDetail as Point } from "./detail-queries.server";
import { DifficultyBadge } from "./difficulty-badge";
import { Formation } from "./formation";
import { listItemHref } from "./item-links";
import { Conversation } from "./vocabulary-detail";

export function GrammarDetail({ point }: { point: Point }) {
  const { t, i18n } = useTranslation();
  const explanation = inReaderOrder(i18n.language, {
    english: point.englishExplanation,
    nepali: point.nepaliExplanation,
  });
  return (
    <DetailCard
      actions={
        <>
          <DifficultyBadge value={point.difficulty} />
          <FavoriteButton type="grammar" id={point.id} />
        </>
      }
      title={<span lang="ja">{point.pattern}</span>}
      subtitle={point.reading !== point.pattern && <span lang="ja">{point.reading}</span>}
    >
      <DetailSection title={t("studyLists.grammar.explanation")}>
        <div className="space-y-3">
          {explanation.map(({ text, lang }) => (
            <div key={lang}>
              <h4 className="text-sm font-medium text-slate-600 dark:text-slate-400">
                {t(lang === "ne" ? "studyLists.nepali" : "studyLists.english")}
              </h4>
              <p lang={lang} className="mt-1">
                {text}
              </p>
            </div>
          ))}
        </div>
      </DetailSection>
      {point.formation.length > 0 && (
        <DetailSection title={t("contentDetails.formation")}>
          <Formation ways={point.formation} />
        </DetailSection>
      )}
      {point.rules.length > 0 && (
        <DetailSection title={t("studyLists.grammar.usageRules")}>
          <ol className="list-decimal space-y-2 pl-5" data-testid="usage-rules">
            {point.rules.map((rule, index) => (
              <li key={rule}>
                <ReaderTexts value={{ english: rule, nepali: point.rulesNepali?.[index] }} />
              </li>
            ))}
          </ol>
        </DetailSection>
      )}
      {point.examples.length > 0 && (
        <DetailSection title={t("studyLists.grammar.examples")}>
          <ul className="space-y-4">
            {point.examples.map((line) => (
              <li key={line.japanese} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <ExampleLine {...line} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {point.conversation.length > 0 && (
        <DetailSection title={t("contentDetails.conversation")}>
          <Conversation lines={point.conversation} />
        </DetailSection>
      )}
      {point.commonMistakes.length > 0 && (
        <DetailSection title={t("contentDetails.commonMistakes")}>
          <ul className="space-y-3" data-testid="common-mistakes">
            {point.commonMistakes.map((mistake) => (
              <li
                key={mistake.english}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                {(mistake.wrong || mistake.right) && (
                  <p lang="ja" className="mb-1 flex flex-wrap gap-x-4 text-lg">
                    {mistake.wrong && (
                      <span className="text-red-700 dark:text-red-300">
                        <span className="text-sm">{t("contentDetails.wrong")}:</span>{" "}
                        <s>{mistake.wrong}</s>
                      </span>
                    )}
                    {mistake.right && (
                      <span className="text-emerald-800 dark:text-emerald-300">
                        <span className="text-sm">{t("contentDetails.right")}:</span>{" "}
                        {mistake.right}
                      </span>
                    )}
                  </p>
                )}
                <ReaderTexts value={mistake} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {point.related.length > 0 && (
        <DetailSection title={t("contentDetails.related")}>
          <ul className="flex flex-wrap gap-2" data-testid="related-points">
            {point.related.map((other) => (
              <li key={other.id}>
                <Link
                  to={listItemHref(other.jlptLevel, "grammar", other.id)}
                  lang="ja"
                  className="inline-block rounded-full border border-brand-300 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50 dark:border-slate-600 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {other.pattern}
                </Link>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {point.levelNotes.length > 0 && (
        <DetailSection title={t("contentDetails.levelNotes")}>
          <ul className="space-y-3" data-testid="level-notes">
            {point.levelNotes.map((note) => (
              <li key={note.level} className="flex gap-3">
                <span className="h-fit rounded-full bg-brand-100 px-2 py-0.5 text-sm font-bold text-brand-800 dark:bg-slate-700 dark:text-brand-100">
                  {note.level}
                </span>
                <ReaderTexts value={note} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </DetailCard>
  );
}
