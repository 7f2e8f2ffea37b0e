// Loaders and the grading action of the practice pages; the route modules only wire them.
import { data, type RouterContextProvider } from "react-router";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { currentStudent, requesterContext } from "~/server/auth/accounts-context.server";
import { servicesContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { blueprints, sectionOf } from "../blueprints";
import { practiceLevels, type PracticeSection, type QuestionType } from "../question";
import { engineGrader } from "./engine-grader.server";
import { gradeAndSave } from "./grade-action.server";
import { levelSummary } from "./practice-pages.server";
import type { PracticeDashboardView } from "./practice-dashboard";
import { practiceHistory, recentResults } from "./practice-results.server";
import { levelName, parseLevel, parseSection } from "./practice-table";

type LoaderArgs = {
  request: Request;
  params: { level?: string; section?: string };
  context: Readonly<RouterContextProvider>;
};

const allSummaries = () => practiceLevels.map(levelSummary);

/** The index: every level's sections and mock (also what an unknown level or section shows). */
export function indexView(request: Request) {
  const { t } = requestTranslator(request);
  return {
    kind: "index" as const,
    levels: allSummaries(),
    meta: { title: t("practice.metaTitle"), description: t("practice.metaDescription") },
  };
}

async function studentOf(context: LoaderArgs["context"]) {
  const { accounts, logger } = context.get(servicesContext);
  try {
    return await currentStudent(accounts, context.get(requesterContext));
  } catch (error) {
    // The practice works without accounts; only the history is missing.
    logger.warn({ err: error }, "session check on a practice page failed");
    return null;
  }
}

/** /practice-test/{level}: its sections, its mock and, signed in, the learner's past results. */
export async function levelView({ request, params, context }: LoaderArgs) {
  const level = parseLevel(params.level);
  if (!level) return indexView(request);
  const { locale, t } = requestTranslator(request);
  const { db, logger } = context.get(servicesContext);
  const student = await studentOf(context);
  let history = null;
  if (student) {
    const results = await recentResults(db, student.id, level).catch((error: unknown) => {
      logger.error({ err: error }, "practice history failed to load");
      return [];
    });
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    history = {
      results,
      dates: Object.fromEntries(results.map((r) => [r.id, format.format(new Date(r.takenAt))])),
    };
  }
  return {
    kind: "level" as const,
    summary: levelSummary(level),
    history,
    meta: {
      title: t("practice.levelMetaTitle", { level: levelName(level) }),
      description: t("practice.levelMetaDescription", { level: levelName(level) }),
    },
  };
}

const isQuestionType = (value: string | null, section: PracticeSection): value is QuestionType =>
  value !== null &&
  Object.values(blueprints).some((blueprint) =>
    blueprint.mock.parts.some((part) => part.items.some((item) => item.type === value)),
  ) &&
  sectionOf(value as QuestionType) === section;

/** /practice-test/{level}/{section}: the section's size and timer; ?type= narrows it to one type. */
export function sectionView({ request, params }: LoaderArgs) {
  const level = parseLevel(params.level);
  const section = parseSection(params.section);
  if (!level || !section) return indexView(request);
  const { t } = requestTranslator(request);
  const type = new URL(request.url).searchParams.get("type");
  const names = { level: levelName(level), section: t(`practice.sections.${section}`) };
  return {
    kind: "section" as const,
    level,
    section,
    type: isQuestionType(type, section) ? type : null,
    ...blueprints[level].practice[section],
    meta: {
      title: t("practice.sectionMetaTitle", names),
      description: t("practice.sectionMetaDescription", names),
    },
  };
}

/** /practice-test/{level}/mock: the official parts with their timers. */
export function mockView({ request, params }: LoaderArgs) {
  const level = parseLevel(params.level);
  if (!level) return indexView(request);
  const { t } = requestTranslator(request);
  const { mock } = blueprints[level];
  return {
    kind: "mock" as const,
    level,
    minutes: mock.minutes,
    questions: mock.questions,
    parts: mock.parts.map((part) => ({
      id: part.id,
      minutes: part.minutes,
      questions: part.items.reduce((sum, item) => sum + item.count, 0),
      sections: [...new Set(part.items.map((item) => sectionOf(item.type)))],
    })),
    meta: {
      title: t("practice.mockMetaTitle", { level: levelName(level) }),
      description: t("practice.mockMetaDescription", { level: levelName(level) }),
    },
  };
}

/** The grading form of a finished test: marked by the server, kept for a signed-in student. */
export async function gradeAction({ request, context }: Omit<LoaderArgs, "params">) {
  const { db, logger } = context.get(servicesContext);
  const student = await studentOf(context);
  const { status, body } = await gradeAndSave({
    db,
    logger,
    form: await request.formData(),
    grader: engineGrader,
    studentId: student?.id ?? null,
  });
  return data(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** The dashboard's practice block: history per level with dates for the reader, weakest types. */
export async function practiceDashboard(
  db: Database,
  studentId: string,
  locale: string,
): Promise<PracticeDashboardView> {
  const history = await practiceHistory(db, studentId);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return {
    levels: history.levels.map(({ level, points }) => ({
      level,
      passMark: blueprints[level].scoring.passMark,
      points: points.map((point) => ({ ...point, date: format.format(new Date(point.takenAt)) })),
    })),
    weakest: history.weakest.map((weak) => ({ ...weak, section: sectionOf(weak.type) })),
    taken: history.taken,
  };
}
