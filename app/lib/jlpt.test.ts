import { describe, expect, test } from "vitest";
import { levelFromParam, levelPath } from "./jlpt";

describe("levels in addresses", () => {
  test.each([
    ["n5", "N5"],
    ["n1", "N1"],
    // Our addresses spell levels in lower case; other spellings are for the caller to redirect.
    ["N5", undefined],
    ["n6", undefined],
    ["5", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (param, level) => {
    expect(levelFromParam(param)).toBe(level);
  });

  test("a level's path round-trips", () => {
    expect(levelFromParam(levelPath("N3").split("/").pop())).toBe("N3");
  });
});
