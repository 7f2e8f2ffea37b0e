import { formatIsoDate } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { readContent } from "~/server/content.server";
import { examScheduleSchema, scheduleOn } from "./schedule";

/**
 * The schedule as the home page shows it on `today` (the server's date, ISO). Dates are
 * formatted here, on the server: browsers' locale data differ (some lack Nepali entirely), and
 * the hydrated page must read exactly like the server's HTML.
 */
export async function loadExamSchedule(contentDir: string, today: string, locale: Locale) {
  const schedule = await readContent(contentDir, "jlpt-exam-schedule.json", examScheduleSchema);
  const { sessions, nextAnnounced } = scheduleOn(schedule.sessions, today);
  return {
    nextAnnounced,
    sessions: sessions.map((session) => ({
      ...session,
      dateText: formatIsoDate(session.date, locale),
      registrationText: session.registration && {
        from: formatIsoDate(session.registration.from, locale, "long"),
        to: formatIsoDate(session.registration.to, locale, "long"),
      },
    })),
    levels: schedule.levels,
  };
}

export type ExamScheduleView = Awaited<ReturnType<typeof loadExamSchedule>>;
