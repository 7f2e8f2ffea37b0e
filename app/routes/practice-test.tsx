import { PracticeIndexPage } from "~/features/practice/pages/practice-index-page";
import { indexView } from "~/features/practice/pages/practice-routes.server";
import { metaTags } from "~/lib/i18n/page-meta";
import type { Route } from "./+types/practice-test";

// /practice-test (spec part 2 §2): five level cards with their sections and the full mock.
export function loader({ request }: Route.LoaderArgs) {
  return indexView(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PracticeTest({ loaderData }: Route.ComponentProps) {
  return <PracticeIndexPage levels={loaderData.levels} />;
}
