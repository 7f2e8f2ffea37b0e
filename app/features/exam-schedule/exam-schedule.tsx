import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { JlptLevel } from "~/lib/jlpt";
import type { ExamScheduleView } from "./schedule.server";

const levelButtonOrder: JlptLevel[] = ["N1", "N2", "N3", "N4", "N5"];

export function ExamSchedule({ schedule }: { schedule: ExamScheduleView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exam-schedule-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="exam-schedule-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("schedule.heading")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("schedule.intro")}</p>
      {!schedule.nextAnnounced && (
        <p
          data-testid="exam-dates-not-announced"
          className="mt-6 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
        >
          {t("schedule.notAnnounced")}
        </p>
      )}
      <ol className="mt-8 grid gap-6 md:grid-cols-2">
        {schedule.sessions.map((session) => (
          <li key={session.id}>
            <ExamSessionCard session={session} levels={schedule.levels} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ExamSessionCard({
  session,
  levels,
}: {
  session: ExamScheduleView["sessions"][number];
  levels: ExamScheduleView["levels"];
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<JlptLevel | null>(null);
  const date = session.dateText;
  const panelId = `exam-${session.id}-details`;
  const details = selected ? levels[selected] : null;

  return (
    <article
      data-testid={`exam-session-${session.id}`}
      className={`h-full rounded-xl border p-6 ${
        session.past
          ? "border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
          : "border-brand-100 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">
          <time dateTime={session.date}>{date}</time>
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            session.past
              ? "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"
              : "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
          }`}
        >
          {session.past ? t("schedule.past") : t("schedule.upcoming")}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {session.registrationText
          ? t("schedule.registration", session.registrationText)
          : t("schedule.registrationUnknown")}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("schedule.locations", {
          locations: session.locations
            .map((place) => t(`schedule.locationNames.${place}`))
            .join(", "),
        })}
      </p>

      <div
        role="group"
        aria-label={t("schedule.levelsFor", { date })}
        className="mt-4 flex flex-wrap gap-2"
      >
        {levelButtonOrder.map((level) => (
          <button
            key={level}
            type="button"
            aria-pressed={selected === level}
            aria-controls={panelId}
            onClick={() => setSelected(selected === level ? null : level)}
            className="min-w-12 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-700"
          >
            {level}
          </button>
        ))}
      </div>

      <div id={panelId} aria-live="polite" className="mt-4">
        {selected && details ? (
          <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800">
            <p className="font-semibold">
              {selected} — {t(`schedule.levelDescriptions.${selected}`)}
            </p>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="font-medium text-slate-600 dark:text-slate-300">
                  {t("schedule.duration")}
                </dt>
                <dd>{t("schedule.minutes", { count: details.durationMinutes })}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600 dark:text-slate-300">
                  {t("schedule.sections")}
                </dt>
                <dd>
                  <ul className="list-inside list-disc">
                    {details.sections.map((section) => (
                      <li key={section}>{t(`schedule.sectionNames.${section}`)}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              {t("schedule.registrationNote")}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("schedule.chooseLevel")}</p>
        )}
      </div>
    </article>
  );
}
