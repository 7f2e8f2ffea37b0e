import { useTranslation } from "react-i18next";
import { useNumberLabel } from "./number-labels";
import type { GrammarRow, KanjiRow, VocabularyRow } from "./study-list-queries.server";

// What one row of each list shows; kept small, a page has up to 100 of them.

export function VocabularyRowContent({ row }: { row: VocabularyRow }) {
  return (
    <>
      <span lang="ja" className="text-lg">
        {row.japanese}
      </span>
      {row.reading !== row.japanese && (
        <span lang="ja" className="ml-2 text-sm text-slate-600 dark:text-slate-400">
          {row.reading}
        </span>
      )}
      {row.nepali ? (
        // For Nepali readers (the loader sends the Nepali only to them): their meaning first.
        <>
          <span lang="ne" className="block text-sm">
            {row.nepali}
          </span>
          <span lang="en" className="block text-sm text-slate-600 dark:text-slate-400">
            {row.english}
          </span>
        </>
      ) : (
        <span lang="en" className="block text-sm">
          {row.english}
        </span>
      )}
    </>
  );
}

export function GrammarRowContent({ row }: { row: GrammarRow }) {
  return (
    <>
      <span lang="ja" className="text-lg">
        {row.pattern}
      </span>
      {row.reading !== row.pattern && (
        <span lang="ja" className="block text-sm text-slate-600 dark:text-slate-400">
          {row.reading}
        </span>
      )}
    </>
  );
}

export function KanjiRowContent({ row }: { row: KanjiRow }) {
  const { t } = useTranslation();
  const format = useNumberLabel();
  return (
    <span className="flex items-center justify-between gap-3">
      <span lang="ja" className="text-2xl">
        {row.kanji}
      </span>
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {t("studyLists.kanji.strokes", {
          count: row.strokes,
          total: format(row.strokes),
        })}
      </span>
    </span>
  );
}
