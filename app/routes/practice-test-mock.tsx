import { MockTestPage } from "~/features/practice/pages/mock-test-page";
import { PracticeIndexPage } from "~/features/practice/pages/practice-index-page";
import { gradeAction, mockView } from "~/features/practice/pages/practice-routes.server";
import { withoutQuickQuiz } from "~/features/home-quiz/quick-quiz-button";
import { metaTags } from "~/lib/i18n/page-meta";
import type { Route } from "./+types/practice-test-mock";

// /practice-test/{level}/mock: a full sitting in the official format, marked and kept at the end.
export function loader(args: Route.LoaderArgs) {
  return mockView(args);
}

export function action(args: Route.ActionArgs) {
  return gradeAction(args);
}

export const handle = withoutQuickQuiz;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function PracticeTestMock({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "index") return <PracticeIndexPage levels={loaderData.levels} />;
  return (
    <MockTestPage
      key={loaderData.level}
      level={loaderData.level}
      parts={loaderData.parts}
      minutes={loaderData.minutes}
      questions={loaderData.questions}
    />
  );
}
