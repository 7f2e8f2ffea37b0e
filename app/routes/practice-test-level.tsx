import {
  PracticeIndexPage,
  PracticeLevelPage,
} from "~/features/practice/pages/practice-index-page";
import { levelView } from "~/features/practice/pages/practice-routes.server";
import { metaTags } from "~/lib/i18n/page-meta";
import type { Route } from "./+types/practice-test-level";

// /practice-test/{level}: the level's sections, its mock and (signed in) past results; an
// unknown level shows the index (spec part 2 §2).
export function loader(args: Route.LoaderArgs) {
  return levelView(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PracticeTestLevel({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "index") return <PracticeIndexPage levels={loaderData.levels} />;
  return <PracticeLevelPage summary={loaderData.summary} history={loaderData.history} />;
}
