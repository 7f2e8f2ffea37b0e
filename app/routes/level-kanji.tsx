import { isRouteErrorResponse } from "react-router";
import { KanjiDetail } from "~/features/study-lists/kanji-detail";
import { StudyListFailure } from "~/features/study-lists/list-failure";
import { KanjiRowContent } from "~/features/study-lists/list-rows";
import type { StudyListErrorData } from "~/features/study-lists/load-failure";
import { loadKanjiList } from "~/features/study-lists/load-study-list.server";
import { StudyListPage } from "~/features/study-lists/study-list-page";
import { metaTags } from "~/lib/i18n/page-meta";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/level-kanji";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadKanjiList(context.get(servicesContext), params.level, request);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  metaTags(
    loaderData?.meta ??
      (isRouteErrorResponse(error) ? (error.data as StudyListErrorData | null)?.meta : undefined),
  );

export default function KanjiList({
  loaderData: { level, list, filter, numbers },
}: Route.ComponentProps) {
  return (
    <StudyListPage
      kind="kanji"
      level={level}
      list={list}
      filter={filter}
      numbers={numbers}
      selectedId={list.selected?.id ?? null}
      renderRow={(row) => <KanjiRowContent row={row} />}
    >
      {list.selected && <KanjiDetail kanji={list.selected} />}
    </StudyListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudyListFailure kind="kanji" error={error} />;
}
