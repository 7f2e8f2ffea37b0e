import { PracticeIndexPage } from "~/features/practice/pages/practice-index-page";
import { gradeAction, sectionView } from "~/features/practice/pages/practice-routes.server";
import { SectionTestPage } from "~/features/practice/pages/section-test-page";
import { withoutQuickQuiz } from "~/features/home-quiz/quick-quiz-button";
import { metaTags } from "~/lib/i18n/page-meta";
import type { Route } from "./+types/practice-test-section";

// /practice-test/{level}/{section}: intro → test → results; an unknown level or section shows
// the index (spec part 2 §2, §4). The finished test posts here to be marked (and kept).
export function loader(args: Route.LoaderArgs) {
  return sectionView(args);
}

export function action(args: Route.ActionArgs) {
  return gradeAction(args);
}

export const handle = withoutQuickQuiz;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function PracticeTestSection({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "index") return <PracticeIndexPage levels={loaderData.levels} />;
  const { level, section, questions, minutes, type } = loaderData;
  return (
    <SectionTestPage
      // A new level, section or type is a new test.
      key={`${level}/${section}/${type ?? ""}`}
      level={level}
      section={section}
      questions={questions}
      minutes={minutes}
      type={type}
    />
  );
}
