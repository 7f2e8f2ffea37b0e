import { describe, expect, test } from "vitest";
import type { CurrencyCode, Rates } from "./currencies";
import { convert, pairRate, parseAmount } from "./conversion";

const rates: Rates = { JPY: 1, NPR: 0.8953, INR: 0.5602, VND: 172.45, PHP: 0.3871 };

describe("convert (spec §9)", () => {
  test.each<[number, CurrencyCode, CurrencyCode, number]>([
    // From JPY: amount × rate.
    [1000, "JPY", "NPR", 1000 * 0.8953],
    [1000, "JPY", "VND", 1000 * 172.45],
    [1000, "JPY", "JPY", 1000],
    // Otherwise: amount × target rate / source rate.
    [1000, "NPR", "JPY", (1000 * 1) / 0.8953],
    [1000, "NPR", "INR", (1000 * 0.5602) / 0.8953],
    [250.5, "PHP", "VND", (250.5 * 172.45) / 0.3871],
    [1000, "INR", "INR", 1000],
    [0, "NPR", "INR", 0],
    [-10, "JPY", "NPR", -10 * 0.8953],
  ])("%d %s → %s = %d", (amount, from, to, expected) => {
    expect(convert(amount, from, to, rates)).toBeCloseTo(expected, 10);
  });

  test.each<[CurrencyCode, CurrencyCode]>([
    ["JPY", "MMK"],
    ["MMK", "JPY"],
    ["NPR", "TWD"],
  ])("a missing rate (%s → %s) gives no result", (from, to) => {
    expect(convert(1000, from, to, rates)).toBeUndefined();
  });

  test("pairRate is the value of one unit", () => {
    expect(pairRate("NPR", "JPY", rates)).toBeCloseTo(1 / 0.8953, 12);
    expect(pairRate("JPY", "NPR", rates)).toBe(0.8953);
  });
});

describe("parseAmount", () => {
  test.each([
    ["1000", 1000],
    ["  1000  ", 1000],
    ["1,000", 1000],
    ["1 000.50", 1000.5],
    ["2500.5", 2500.5],
    [".5", 0.5],
    ["7.", 7],
    ["0", 0],
    ["-25", -25],
    ["１０００", 1000], // full-width, from a Japanese input method
    ["１，０００．５", 1000.5],
    ["१०००", 1000], // Devanagari digits, from a Nepali keyboard
    ["१२.५", 12.5],
  ])("%j is %d", (text, value) => {
    expect(parseAmount(text)).toEqual({ kind: "amount", value });
  });

  test.each(["abc", "12abc", "1.2.3", "1e5", "--1", "¥1000", "-", ".", "Infinity", "0x10"])(
    "%j is refused",
    (text) => {
      expect(parseAmount(text)).toEqual({ kind: "invalid" });
    },
  );

  test("blank is empty, not an error", () => {
    expect(parseAmount("")).toEqual({ kind: "empty" });
    expect(parseAmount("   ")).toEqual({ kind: "empty" });
  });

  test("a number too large to hold is refused", () => {
    expect(parseAmount("9".repeat(400))).toEqual({ kind: "invalid" });
  });
});
