import { useTranslation } from "react-i18next";
import { ExampleLine } from "~/components/example-line";
import { FavoriteButton } from "~/components/favorite-button";
import { DetailCard, DetailSection } from "./detail-card";
import type { GrammarDetail as Point } from "./study-list-queries.server";

export function GrammarDetail({ point }: { point: Point }) {
  const { t } = useTranslation();
  return (
    <DetailCard
      actions={<FavoriteButton type="grammar" id={point.id} />}
      title={<span lang="ja">{point.pattern}</span>}
      subtitle={point.reading !== point.pattern && <span lang="ja">{point.reading}</span>}
    >
      <DetailSection title={t("studyLists.grammar.explanation")}>
        <div className="space-y-3">
          <div>
            <h4 className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {t("studyLists.english")}
            </h4>
            <p lang="en" className="mt-1">
              {point.englishExplanation}
            </p>
          </div>
          <div>
            <h4 className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {t("studyLists.nepali")}
            </h4>
            <p lang="ne" className="mt-1">
              {point.nepaliExplanation}
            </p>
          </div>
        </div>
      </DetailSection>
      {point.rules.length > 0 && (
        <DetailSection title={t("studyLists.grammar.usageRules")}>
          <ol className="list-decimal space-y-2 pl-5" data-testid="usage-rules">
            {point.rules.map((rule, index) => (
              <li key={rule}>
                <p lang="en">{rule}</p>
                {point.rulesNepali?.[index] && (
                  <p lang="ne" className="text-slate-700 dark:text-slate-300">
                    {point.rulesNepali[index]}
                  </p>
                )}
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
    </DetailCard>
  );
}
