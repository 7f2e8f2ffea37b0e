import { z } from "zod";

const isoDate = z.iso.date();
const sectionKey = z.enum([
  "vocabularyGrammar",
  "vocabulary",
  "grammarReading",
  "reading",
  "listening",
]);
const levelFormat = z.object({
  durationMinutes: z.number().int().positive(),
  sections: z.array(sectionKey).min(1),
});

export const examScheduleSchema = z.object({
  sessions: z
    .array(
      z.object({
        id: z.string().min(1),
        date: isoDate,
        // Optional: some sessions' registration windows are announced late or differ by country.
        registration: z.object({ from: isoDate, to: isoDate }).optional(),
        locations: z.array(z.enum(["japan", "overseas"])).min(1),
      }),
    )
    .min(1),
  levels: z.object({
    N1: levelFormat,
    N2: levelFormat,
    N3: levelFormat,
    N4: levelFormat,
    N5: levelFormat,
  }),
});

export type ExamSchedule = z.infer<typeof examScheduleSchema>;
export type ExamSession = ExamSchedule["sessions"][number];
export type ScheduledSession = ExamSession & { past: boolean };

/** How many session cards the home page shows when not every one is upcoming. */
export const sessionsShown = 2;

/**
 * The sessions the home page shows on `today`: every upcoming one, filled up to two cards with
 * the most recent past ones, so the schedule is never empty. `nextAnnounced` is false when no
 * upcoming date is known yet: the page says the next dates are not announced.
 */
export function scheduleOn(sessions: ExamSession[], today: string) {
  const ordered = orderSessions(sessions, today);
  const upcoming = ordered.filter((session) => !session.past).length;
  return {
    sessions: ordered.slice(0, Math.max(upcoming, sessionsShown)),
    nextAnnounced: upcoming > 0,
  };
}

/**
 * Upcoming sessions first (soonest first), then past ones (most recent first). A session is past
 * once its day is over; `today` is an ISO date (YYYY-MM-DD), so string order is date order.
 */
export function orderSessions(sessions: ExamSession[], today: string): ScheduledSession[] {
  const marked = sessions.map((session) => ({ ...session, past: session.date < today }));
  const upcoming = marked.filter((s) => !s.past).sort((a, b) => a.date.localeCompare(b.date));
  const past = marked.filter((s) => s.past).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
}
