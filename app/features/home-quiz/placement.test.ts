import { describe, expect, test } from "vitest";
import {
  blockPassed,
  nextPlacementStep,
  placementMaxQuestions,
  type PlacementBlock,
} from "./placement";

const block = (level: PlacementBlock["level"], correct: number, total = 3): PlacementBlock => ({
  level,
  correct,
  total,
});

describe("placement test rule", () => {
  test("starts at N5", () => {
    expect(nextPlacementStep([])).toEqual({ kind: "ask", level: "N5" });
  });

  test.each([
    [3, 3, true],
    [2, 3, true],
    [1, 3, false],
    [0, 3, false],
    // A shorter block keeps the same share: two thirds.
    [2, 2, true],
    [1, 2, false],
    [0, 0, false],
  ])("%i of %i right passes: %s", (correct, total, passed) => {
    expect(blockPassed(block("N5", correct, total))).toBe(passed);
  });

  test("moves up one level after each passed block", () => {
    expect(nextPlacementStep([block("N5", 2)])).toEqual({ kind: "ask", level: "N4" });
    expect(nextPlacementStep([block("N5", 3), block("N4", 2)])).toEqual({
      kind: "ask",
      level: "N3",
    });
    expect(
      nextPlacementStep([block("N5", 3), block("N4", 3), block("N3", 2), block("N2", 2)]),
    ).toEqual({ kind: "ask", level: "N1" });
  });

  test.each([
    [[block("N5", 1)], "N5"],
    [[block("N5", 0)], "N5"],
    [[block("N5", 3), block("N4", 1)], "N4"],
    [[block("N5", 2), block("N4", 2), block("N3", 0)], "N3"],
    [[block("N5", 3), block("N4", 3), block("N3", 3), block("N2", 1)], "N2"],
  ] as const)("a failed block ends the test and recommends its level (%#)", (blocks, level) => {
    expect(nextPlacementStep(blocks)).toEqual({
      kind: "done",
      recommended: level,
      passedAll: false,
    });
  });

  test("passing N1 ends the test with N1, every level passed", () => {
    const all = (["N5", "N4", "N3", "N2", "N1"] as const).map((level) => block(level, 2));
    expect(nextPlacementStep(all)).toEqual({ kind: "done", recommended: "N1", passedAll: true });
    expect(all.reduce((sum, b) => sum + b.total, 0)).toBe(placementMaxQuestions);
    expect(placementMaxQuestions).toBe(15);
  });
});
