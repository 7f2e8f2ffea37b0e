import { isRouteErrorResponse } from "react-router";
import { GrammarDetail } from "~/features/study-lists/grammar-detail";
import { StudyListFailure } from "~/features/study-lists/list-failure";
import { GrammarRowContent } from "~/features/study-lists/list-rows";
import type { StudyListErrorData } from "~/features/study-lists/load-failure";
import { loadGrammarList } from "~/features/study-lists/load-study-list.server";
import { StudyListPage } from "~/features/study-lists/study-list-page";
import { metaTags } from "~/lib/i18n/page-meta";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/level-grammar";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGrammarList(context.get(servicesContext), params.level, request);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  metaTags(
    loaderData?.meta ??
      (isRouteErrorResponse(error) ? (error.data as StudyListErrorData | null)?.meta : undefined),
  );

export default function GrammarList({
  loaderData: { level, list, filter, numbers },
}: Route.ComponentProps) {
  return (
    <StudyListPage
      kind="grammar"
      level={level}
      list={list}
      filter={filter}
      numbers={numbers}
      selectedId={list.selected?.id ?? null}
      renderRow={(row) => <GrammarRowContent row={row} />}
    >
      {list.selected && <GrammarDetail point={list.selected} />}
    </StudyListPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudyListFailure kind="grammar" error={error} />;
}
