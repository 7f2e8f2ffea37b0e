import { describe, expect, test } from "vitest";
import { orderSessions, scheduleOn, type ExamSession } from "./schedule";

const session = (date: string): ExamSession => ({ id: date, date, locations: ["japan"] });
const sessions = ["2025-07-06", "2025-12-07", "2026-07-05", "2026-12-06"].map(session);

describe("orderSessions", () => {
  test.each([
    // today, expected order, expected past flags
    [
      "2026-11-21",
      ["2026-12-06", "2026-07-05", "2025-12-07", "2025-07-06"],
      [false, true, true, true],
    ],
    [
      "2025-01-01",
      ["2025-07-06", "2025-12-07", "2026-07-05", "2026-12-06"],
      [false, false, false, false],
    ],
    [
      "2026-12-06",
      ["2026-12-06", "2026-07-05", "2025-12-07", "2025-07-06"],
      [false, true, true, true],
    ],
    [
      "2026-12-07",
      ["2026-12-06", "2026-07-05", "2025-12-07", "2025-07-06"],
      [true, true, true, true],
    ],
  ])("on %s", (today, order, past) => {
    const result = orderSessions(sessions, today);
    expect(result.map((s) => s.date)).toEqual(order);
    expect(result.map((s) => s.past)).toEqual(past);
  });
});

describe("scheduleOn: what the home page shows", () => {
  const withNext = ["2026-07-05", "2026-12-06", "2027-07-04", "2027-12-05"].map(session);

  test.each([
    // today, shown, next dates known
    ["2026-11-25", ["2026-12-06", "2027-07-04", "2027-12-05"], true],
    ["2027-07-05", ["2027-12-05", "2027-07-04"], true],
    ["2027-12-05", ["2027-12-05", "2027-07-04"], true],
    // Every known date is past: the two most recent, and no announced next date.
    ["2027-12-06", ["2027-12-05", "2027-07-04"], false],
    ["2030-01-01", ["2027-12-05", "2027-07-04"], false],
  ])("on %s: %j", (today, shown, nextAnnounced) => {
    const result = scheduleOn(withNext, today);
    expect(result.sessions.map((s) => s.date)).toEqual(shown);
    expect(result.nextAnnounced).toBe(nextAnnounced);
  });

  test("never empty, even with one session", () => {
    const one = scheduleOn([session("2025-07-06")], "2026-01-01");
    expect(one.sessions.map((s) => s.date)).toEqual(["2025-07-06"]);
    expect(one.nextAnnounced).toBe(false);
  });
});
