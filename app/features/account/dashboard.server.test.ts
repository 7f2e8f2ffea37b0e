import { describe, expect, test } from "vitest";
import { dashboardView } from "./dashboard.server";

describe("dashboardView", () => {
  test("first time: no last login", () => {
    expect(dashboardView({ name: "Sita", previousLoginAt: null }, "en")).toEqual({
      name: "Sita",
      lastLogin: null,
    });
  });

  test.each([
    ["en", /Nov 22, 2026.*09:05.*UTC/],
    ["ne", /२०२६/],
    ["ja", /2026.*11.*22/],
  ])("the previous sign-in, in %s, in UTC", (locale, expected) => {
    const at = new Date("2026-11-22T09:05:00Z");
    const view = dashboardView({ name: "Sita", previousLoginAt: at }, locale);
    expect(view.lastLogin?.iso).toBe("2026-11-22T09:05:00.000Z");
    expect(view.lastLogin?.text).toMatch(expected);
  });
});
