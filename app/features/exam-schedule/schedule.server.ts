import { readContent } from "~/server/content.server";
import { examScheduleSchema, orderSessions } from "./schedule";

/** The schedule as the home page shows it on `today` (the server's date, ISO). */
export async function loadExamSchedule(contentDir: string, today: string) {
  const schedule = await readContent(contentDir, "jlpt-exam-schedule.json", examScheduleSchema);
  return { sessions: orderSessions(schedule.sessions, today), levels: schedule.levels };
}

export type ExamScheduleView = Awaited<ReturnType<typeof loadExamSchedule>>;
