import { useTranslation } from "react-i18next";
import { ExampleLine } from "~/components/example-line";
import { FavoriteButton } from "~/components/favorite-button";
import { ReaderTexts } from "~/components/reader-texts";
import { useReaderDigits } from "~/components/use-reader-digits";
import { inReaderOrder } from "~/lib/reader-order";
import { DetailCard, DetailSection, Facts } from "./detail-card";
import type { KanjiDetail as Kanji } from "./detail-queries.server";
import { DifficultyBadge } from "./difficulty-badge";
import { useNumberLabel } from "./number-labels";
import { meaningFacts } from "./reader-facts";

export function KanjiDetail({ kanji }: { kanji: Kanji }) {
  const { t, i18n } = useTranslation();
  const format = useNumberLabel();
  const digits = useReaderDigits();
  const readings = (list: string[]) =>
    list.length > 0 ? <span lang="ja">{list.join("、")}</span> : t("studyLists.none");
  const allReadings = [
    { label: t("studyLists.kanji.onyomi"), value: readings(kanji.onyomi) },
    { label: t("studyLists.kanji.kunyomi"), value: readings(kanji.kunyomi) },
  ];
  const hasCore = kanji.coreOnyomi.length + kanji.coreKunyomi.length > 0;
  const radical = kanji.components?.radical;
  return (
    <DetailCard
      actions={
        <>
          <DifficultyBadge value={kanji.difficulty} />
          <FavoriteButton type="kanji" id={kanji.id} />
        </>
      }
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
      {hasCore ? (
        // The readings to learn at this level first; every KANJIDIC reading one click away.
        <div className="space-y-3" data-testid="core-readings">
          <h3 className="text-base font-semibold text-slate-800 dark:text-slate-200">
            {t("contentDetails.coreReadings")}
          </h3>
          <Facts
            items={[
              { label: t("studyLists.kanji.onyomi"), value: readings(kanji.coreOnyomi) },
              { label: t("studyLists.kanji.kunyomi"), value: readings(kanji.coreKunyomi) },
            ]}
          />
          <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-100">
              {t("contentDetails.allReadings")}
            </summary>
            <div className="mt-3" data-testid="all-readings">
              <Facts items={allReadings} />
            </div>
          </details>
        </div>
      ) : (
        <Facts items={allReadings} />
      )}
      <DetailSection title={t("studyLists.kanji.meanings")}>
        <Facts items={meaningFacts(t, i18n.language, kanji.englishMeaning, kanji.nepaliMeaning)} />
      </DetailSection>
      {kanji.components && radical && (
        <DetailSection title={t("contentDetails.components")}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid="components">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {t("contentDetails.radical")}
            </dt>
            <dd className="flex flex-wrap items-baseline gap-x-3">
              <span lang="ja" className="text-2xl">
                {radical.character}
              </span>
              {radical.japanese && <span lang="ja">{radical.japanese}</span>}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t("contentDetails.radicalNumber", { number: digits(radical.number) })}
              </span>
              {inReaderOrder(i18n.language, radical).map(({ text, lang }) => (
                <span key={lang} lang={lang}>
                  {text}
                </span>
              ))}
            </dd>
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {t("contentDetails.parts")}
            </dt>
            <dd lang="ja" className="text-2xl tracking-widest">
              {kanji.components.parts.join(" ")}
            </dd>
          </dl>
        </DetailSection>
      )}
      {kanji.memoryTip && (
        <DetailSection title={t("contentDetails.memoryTip")}>
          <div data-testid="memory-tip">
            <ReaderTexts
              value={kanji.memoryTip}
              className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-3 dark:border-amber-500 dark:bg-amber-950/40"
            />
          </div>
        </DetailSection>
      )}
      {kanji.realLifeUse && (
        <DetailSection title={t("contentDetails.realLifeUse")}>
          <div data-testid="real-life-use">
            <ReaderTexts value={kanji.realLifeUse} />
          </div>
        </DetailSection>
      )}
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
                  {compound.readingUsed && (
                    <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                      {compound.readingUsed === "special"
                        ? t("contentDetails.specialReading")
                        : t("contentDetails.readingUsed", { reading: compound.readingUsed })}
                    </span>
                  )}
                </p>
                <ReaderTexts value={compound} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {kanji.examples.length > 0 && (
        <DetailSection title={t("contentDetails.examples")}>
          <ul className="space-y-4" data-testid="kanji-examples">
            {kanji.examples.map((line) => (
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
