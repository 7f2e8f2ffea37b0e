// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, test } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { ExamSchedule } from "./exam-schedule";
import type { ExamScheduleView } from "./schedule.server";

afterEach(cleanup);

const levels = {
  N1: { durationMinutes: 170, sections: ["vocabularyGrammar", "reading", "listening"] },
  N2: { durationMinutes: 155, sections: ["vocabularyGrammar", "reading", "listening"] },
  N3: { durationMinutes: 140, sections: ["vocabulary", "grammarReading", "listening"] },
  N4: { durationMinutes: 125, sections: ["vocabulary", "grammarReading", "listening"] },
  N5: { durationMinutes: 105, sections: ["vocabulary", "grammarReading", "listening"] },
} satisfies ExamScheduleView["levels"];

const past = (date: string) => ({
  id: date,
  date,
  dateText: date,
  past: true,
  locations: ["japan" as const],
  registrationText: undefined,
});

function show(nextAnnounced: boolean, locale: Locale = "en") {
  const schedule: ExamScheduleView = {
    nextAnnounced,
    sessions: [past("2027-12-05"), past("2027-07-04")],
    levels,
  };
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ExamSchedule schedule={schedule} />
    </I18nextProvider>,
  );
}

describe("the exam schedule on the home page", () => {
  test.each<[Locale, string]>([
    ["en", "The next test dates have not been announced yet."],
    ["ne", "अर्को परीक्षाको मिति अझै घोषणा भएको छैन।"],
    ["ja", "次の試験日はまだ発表されていません。"],
  ])("no upcoming date known (%s): it says so, above the last sessions", (locale, text) => {
    show(false, locale);
    expect(screen.getByTestId("exam-dates-not-announced").textContent).toContain(text);
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(0);
  });

  test("with an upcoming date, no such note", () => {
    show(true);
    expect(screen.queryByTestId("exam-dates-not-announced")).toBeNull();
  });
});
