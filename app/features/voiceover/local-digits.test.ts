import { describe, expect, test } from "vitest";
import { localDigits } from "./local-digits";

describe("localDigits", () => {
  test.each<[number, string, number, string]>([
    [1, "en", 1, "1.0"],
    [0.7, "ja", 1, "0.7"],
    [1.5, "ne", 1, "१.५"],
    [2000, "en", 0, "2,000"],
    [2000, "ne", 0, "२,०००"],
    [999, "ne", 0, "९९९"],
    [1234567, "en", 0, "1,234,567"],
  ])("%d in %s with %d decimals is %s", (value, locale, decimals, expected) => {
    expect(localDigits(value, locale, decimals)).toBe(expected);
  });
});
