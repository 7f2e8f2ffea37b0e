import { data } from "react-router";
import { formatNumber } from "~/lib/format";
import type { PageMeta } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import type { JlptLevel } from "~/lib/jlpt";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import type { RowOptions } from "./list-cache.server";
import { levelOfUrl } from "./level-address.server";
import { classifyLoadFailure, type StudyListErrorData } from "./load-failure";
import type { NumberLabels } from "./number-labels";
import { maxFilterLength, pageLinks, parseListQuery, type ListQuery } from "./paging";
import type { StudyListKind } from "./study-list-kinds";
import {
  readGrammarList,
  readKanjiList,
  readVocabularyList,
  type StudyList,
} from "./study-list-queries.server";

type Reader<Row, Detail> = (
  db: Database,
  level: JlptLevel,
  query: ListQuery,
  options: RowOptions,
) => Promise<StudyList<Row, Detail> | undefined>;

async function loadStudyList<Row, Detail>(
  { db, logger }: Pick<AppServices, "db" | "logger">,
  kind: StudyListKind,
  levelParam: string | undefined,
  request: Request,
  read: Reader<Row, Detail>,
  titleOf: (item: Detail) => string,
  numbersOf: (list: StudyList<Row, Detail>) => number[] = () => [],
) {
  const { t, locale } = requestTranslator(request);
  const notFound = () =>
    data<StudyListErrorData>(
      { meta: { title: t("notFound.metaTitle"), description: t("notFound.body") } },
      { status: 404 },
    );
  // Levels are lower case in URLs (n5; N5 redirects); a page number that is not a page of the
  // list is a 404 too.
  const level = levelOfUrl(request, levelParam, `/${kind}`);
  const query = parseListQuery(new URL(request.url).searchParams);
  if (!level || !query) throw notFound();

  let list: StudyList<Row, Detail> | undefined;
  try {
    list = await read(db, level, query, { nepali: locale === "ne" });
  } catch (error) {
    const reason = classifyLoadFailure(error);
    // The learner sees a short message; the log keeps the cause.
    logger.error({ err: error, list: kind, level, reason }, `the ${kind} list failed to load`);
    const title =
      kind === "vocabulary"
        ? t("studyLists.connectionError.title")
        : t(`studyLists.${kind}.loadFailed`);
    throw data<StudyListErrorData>(
      {
        reason,
        meta: {
          title: `${title} — Jouzu`,
          description: t(`studyLists.${kind}.metaDescription`, { level }),
        },
      },
      { status: 503 },
    );
  }
  if (!list) throw notFound();

  const meta: PageMeta = {
    title: list.selected
      ? t(`studyLists.${kind}.metaTitleItem`, { level, item: titleOf(list.selected) })
      : t(`studyLists.${kind}.metaTitle`, { level }),
    description: t(`studyLists.${kind}.metaDescription`, { level }),
  };
  // Every number the page shows, in the reader's digits.
  const shown = [
    list.total,
    list.matches,
    maxFilterLength,
    list.pageCount,
    ...pageLinks(list.page, list.pageCount).filter((n) => n !== "gap"),
    ...numbersOf(list),
  ];
  const numbers: NumberLabels = Object.fromEntries(
    shown.map((value) => [value, formatNumber(value, locale)]),
  );
  const filter = { q: query.q, tooLong: query.qTooLong };
  return { level, list, filter, numbers, meta };
}

const withReading = (text: string, reading: string) =>
  text === reading ? text : `${text} (${reading})`;

export const loadVocabularyList = (
  services: AppServices,
  level: string | undefined,
  request: Request,
) =>
  loadStudyList(services, "vocabulary", level, request, readVocabularyList, (word) =>
    withReading(word.japanese, word.reading),
  );

export const loadGrammarList = (
  services: AppServices,
  level: string | undefined,
  request: Request,
) => loadStudyList(services, "grammar", level, request, readGrammarList, (point) => point.pattern);

export const loadKanjiList = (services: AppServices, level: string | undefined, request: Request) =>
  loadStudyList(
    services,
    "kanji",
    level,
    request,
    readKanjiList,
    (kanji) => kanji.kanji,
    (list) => [...list.rows.map((row) => row.strokes), list.selected?.strokes ?? 0],
  );
