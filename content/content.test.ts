import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { aboutContentSchema, creditsSchema } from "../app/features/about/about-content.ts";
import { examScheduleSchema } from "../app/features/exam-schedule/schedule.ts";
import { locales } from "../app/lib/i18n/locales.ts";

const read = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), "utf8"));

describe("content/jlpt-exam-schedule.json", () => {
  const schedule = examScheduleSchema.parse(read("jlpt-exam-schedule.json"));

  test("keeps the 2025 sessions and adds the 2026 and 2027 ones", () => {
    expect(schedule.sessions.map((s) => s.date).sort()).toEqual([
      "2025-07-06",
      "2025-12-07",
      "2026-07-05",
      "2026-12-06",
      "2027-07-04",
      "2027-12-05",
    ]);
    const byDate = Object.fromEntries(schedule.sessions.map((s) => [s.date, s]));
    expect(byDate["2025-07-06"]?.registration).toEqual({ from: "2025-03-24", to: "2025-04-24" });
    expect(byDate["2025-12-07"]?.registration).toEqual({ from: "2025-08-25", to: "2025-09-26" });
  });

  test.each(["2025-07-06", "2025-12-07", "2026-07-05", "2026-12-06", "2027-07-04", "2027-12-05"])(
    "%s is the first Sunday of its month",
    (date) => {
      const day = new Date(`${date}T00:00:00Z`);
      expect(day.getUTCDay()).toBe(0);
      expect(day.getUTCDate()).toBeLessThanOrEqual(7);
    },
  );

  test("registration closes before the test", () => {
    for (const session of schedule.sessions) {
      if (!session.registration) continue;
      expect(session.registration.from < session.registration.to).toBe(true);
      expect(session.registration.to < session.date).toBe(true);
    }
  });

  test("durations and sections per level match the exam", () => {
    expect(
      Object.fromEntries(Object.entries(schedule.levels).map(([l, f]) => [l, f.durationMinutes])),
    ).toEqual({ N1: 170, N2: 155, N3: 140, N4: 125, N5: 105 });
    for (const level of ["N1", "N2"] as const) {
      expect(schedule.levels[level].sections).toEqual([
        "vocabularyGrammar",
        "reading",
        "listening",
      ]);
    }
    for (const level of ["N3", "N4", "N5"] as const) {
      expect(schedule.levels[level].sections).toEqual([
        "vocabulary",
        "grammarReading",
        "listening",
      ]);
    }
  });
});

describe.each(locales)("content/about/%s.json", (locale) => {
  test("is valid: mission, four features, philosophy, three team roles", () => {
    const result = aboutContentSchema.safeParse(read(`about/${locale}.json`));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  test("is written in its language", () => {
    const text = JSON.stringify(read(`about/${locale}.json`));
    if (locale === "ne") expect(text.match(/[\u0900-\u097F]/g)?.length).toBeGreaterThan(500);
    if (locale === "ja")
      expect(text.match(/[\u3040-\u30FF\u4E00-\u9FFF]/g)?.length).toBeGreaterThan(300);
  });
});

test("content/credits.json is valid and says what each source is used for in every language", () => {
  const credits = creditsSchema.parse(read("credits.json"));
  expect(credits.sources.map((source) => source.id)).toEqual(
    expect.arrayContaining(["jlpt-lists", "kanjidic2"]),
  );
});
