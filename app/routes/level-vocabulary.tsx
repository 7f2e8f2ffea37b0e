import { isRouteErrorResponse } from "react-router";
import { VocabularyDetail } from "~/features/study-lists/vocabulary-detail";
import { StudyListFailure } from "~/features/study-lists/list-failure";
import { VocabularyRowContent } from "~/features/study-lists/list-rows";
import type { StudyListErrorData } from "~/features/study-lists/load-failure";
import { loadVocabularyList } from "~/features/study-lists/load-study-list.server";
import { StudyListPage } from "~/features/study-lists/study-list-page";
import { metaTags } from "~/lib/i18n/page-meta";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/level-vocabulary";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadVocabularyList(context.get(servicesContext), params.level, request);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  metaTags(
    loaderData?.meta ??
      (isRouteErrorResponse(error) ? (error.data as StudyListErrorData | null)?.meta : undefined),
  );

export default function VocabularyList({
  loaderData: { level, list, filter, numbers },
}: Route.ComponentProps) {
  return (
    <StudyListPage
      kind="vocabulary"
      level={level}
      list={list}
      filter={filter}
      numbers={numbers}
      selectedId={list.selected?.id ?? null}
      renderRow={(row) => <VocabularyRowContent row={row} />}
    >
      {list.selected && <VocabularyDetail word={list.selected} />}
    </StudyListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudyListFailure kind="vocabulary" error={error} />;
}
