import { describe, expect, test } from "vitest";
import { orderSessions, type ExamSession } from "./schedule";

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
