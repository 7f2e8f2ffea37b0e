import { levelSummary } from "./practice-pages.server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clearProgress, loadProgress, saveProgress } from "./mock-progress";
import { formatClock, parseLevel, parseSection, percentOf } from "./practice-table";
import { pitchesOf } from "./script-player";

describe("the practice pages' helpers", () => {
  test.each([
    [20 * 60_000, "20:00"],
    [60 * 60_000, "60:00"],
    [61_000, "1:01"],
    [59_001, "1:00"],
    [9_000, "0:09"],
    [0, "0:00"],
    [-5_000, "0:00"],
  ])("the timer shows %i ms as %s", (ms, shown) => {
    expect(formatClock(ms)).toBe(shown);
  });

  test.each([
    [2, 3, 67],
    [0, 0, 0],
    [25, 25, 100],
  ])("%i of %i is %i%%", (correct, total, percent) => {
    expect(percentOf(correct, total)).toBe(percent);
  });

  test("levels and sections are read from URLs in any case; others are unknown", () => {
    expect(parseLevel("N4")).toBe("n4");
    expect(parseLevel("n6")).toBeUndefined();
    expect(parseSection("Listening")).toBe("listening");
    expect(parseSection("mock")).toBeUndefined();
  });

  test("each speaker of a script gets a pitch of their own", () => {
    const line = (speaker: string, voice: "male" | "female") => ({
      speaker,
      voice,
      japanese: "はい。",
      reading: "はい。",
      english: "Yes.",
      nepali: "हो।",
    });
    const pitches = pitchesOf([
      line("男", "male"),
      line("女", "female"),
      line("店員", "female"),
      line("男", "male"),
    ]);
    expect(pitches.size).toBe(3);
    expect(new Set(pitches.values()).size).toBe(3);
    expect(pitches.get("男")).toBeLessThan(1);
    expect(pitches.get("女")).toBeGreaterThan(1);
  });
});

describe("a mock's progress in localStorage", () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeStorage() {
    const items = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
    return items;
  }
  const progress = {
    seed: "123",
    part: 1,
    position: 4,
    answers: { a: 2 },
    flags: ["a"],
    played: [],
    remaining: [0, 1_500_000, 2_100_000],
  };

  test("is kept under the level and seed, and read back", () => {
    const items = fakeStorage();
    saveProgress("n4", progress);
    expect(items.get("jouzu.mock.n4")).toBe("123");
    expect(items.has("jouzu.mock.n4.123")).toBe(true);
    expect(loadProgress("n4")).toEqual(progress);
    expect(loadProgress("n5")).toBeNull();
  });

  test("is gone once cleared, and anything unreadable counts as none", () => {
    const items = fakeStorage();
    saveProgress("n4", progress);
    clearProgress("n4");
    expect(loadProgress("n4")).toBeNull();
    items.set("jouzu.mock.n4", "9");
    items.set("jouzu.mock.n4.9", "{not json");
    expect(loadProgress("n4")).toBeNull();
    items.set("jouzu.mock.n4.9", JSON.stringify({ ...progress, seed: "9", remaining: "soon" }));
    expect(loadProgress("n4")).toBeNull();
  });
});

describe("a level's section table", () => {
  test.each([
    ["n5", 95, 90],
    ["n4", 120, 115],
    ["n3", 140, 140],
    ["n2", 125, 160],
    ["n1", 135, 170],
  ] as const)(
    "%s totals %i questions in %i minutes, as the spec's table says",
    (level, questions, minutes) => {
      expect(levelSummary(level).total).toEqual({ questions, minutes });
    },
  );
});
