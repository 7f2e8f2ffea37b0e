import { useTranslation } from "react-i18next";
import { FavoriteButton } from "~/components/favorite-button";
import { useNumberLabel } from "./number-labels";
import { DetailCard, DetailSection, Facts } from "./detail-card";
import type { KanjiDetail as Kanji } from "./study-list-queries.server";

export function KanjiDetail({ kanji }: { kanji: Kanji }) {
  const { t } = useTranslation();
  const format = useNumberLabel();
  const readings = (list: string[]) =>
    list.length > 0 ? <span lang="ja">{list.join("、")}</span> : t("studyLists.none");
  return (
    <DetailCard
      actions={<FavoriteButton type="kanji" id={kanji.id} />}
      title={
        <span lang="ja" className="text-6xl leading-none font-normal">
          {kanji.kanji}
        </span>
      }
      subtitle={t("studyLists.kanji.strokes", {
        count: kanji.strokes,
        total: format(kanji.strokes),
      })}
    >
      <Facts
        items={[
          { label: t("studyLists.kanji.onyomi"), value: readings(kanji.onyomi) },
          { label: t("studyLists.kanji.kunyomi"), value: readings(kanji.kunyomi) },
        ]}
      />
      <DetailSection title={t("studyLists.kanji.meanings")}>
        <Facts
          items={[
            { label: t("studyLists.english"), value: kanji.englishMeaning, lang: "en" },
            { label: t("studyLists.nepali"), value: kanji.nepaliMeaning, lang: "ne" },
          ]}
        />
      </DetailSection>
      {kanji.compounds.length > 0 && (
        <DetailSection title={t("studyLists.kanji.compounds")}>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="compounds">
            {kanji.compounds.map((compound) => (
              <li key={compound.word} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <p lang="ja" className="text-xl font-semibold">
                  {compound.word}
                </p>
                <p lang="ja" className="text-sm text-slate-600 dark:text-slate-400">
                  {compound.reading}
                </p>
                <p lang="en">{compound.english}</p>
                <p lang="ne">{compound.nepali}</p>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </DetailCard>
  );
}
