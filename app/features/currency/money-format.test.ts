import { describe, expect, test } from "vitest";
import type { CurrencyCode } from "./currencies";
import { ageOf, formatDay, formatMoney, formatRate } from "./money-format";

describe("formatMoney: the currency's symbol, at most 2 fraction digits", () => {
  test.each<[number, CurrencyCode, string, string]>([
    [895.3, "NPR", "en", "Rs 895.30"],
    [1234.567, "INR", "en", "₹1,234.57"],
    [1116.94, "JPY", "en", "¥1,116.94"],
    [1117, "JPY", "en", "¥1,117"],
    [172450, "VND", "en", "₫172,450"],
    [387.1, "PHP", "en", "₱387.10"],
    [811.5, "BDT", "en", "৳811.50"],
    [895.3, "NPR", "ne", "रू ८९५.३०"],
    [1117, "JPY", "ja", "￥1,117"],
  ])("%d %s in %s is %s", (value, currency, locale, expected) => {
    expect(formatMoney(value, currency, locale).replace(/\s/g, " ")).toBe(expected);
  });

  test("never more than two fraction digits", () => {
    for (const currency of ["JPY", "NPR", "VND", "IDR", "MMK", "TWD"] as const) {
      const text = formatMoney(1 / 3, currency, "en");
      expect(text).not.toMatch(/\.\d{3}/);
    }
  });
});

test.each([
  [0.8953, "en", "0.8953"],
  [1.11694, "en", "1.1169"],
  [172.45, "en", "172.4500"],
  [0.8953, "ne", "०.८९५३"],
])("formatRate(%d, %s) has 4 decimals: %s", (value, locale, expected) => {
  expect(formatRate(value, locale)).toBe(expected);
});

test.each([
  [0, "now", 0],
  [59, "now", 0],
  [60, "minute", 1],
  [5 * 60, "minute", 5],
  [59 * 60 + 29, "minute", 59],
  [3 * 3600, "hour", 3],
  [3 * 3600 + 20 * 60, "hour", 3],
  [47 * 3600, "hour", 47],
  [48 * 3600, "day", 2],
  [3 * 86400, "day", 3],
])("ageOf(%d s) is %s × %d", (seconds, unit, count) => {
  expect(ageOf(seconds)).toEqual({ unit, count });
});

test("formatDay labels a UTC day the same in every time zone", () => {
  expect(formatDay("2026-11-17", "en")).toBe("Nov 17");
  expect(formatDay("2026-11-17", "ja")).toBe("11月17日");
});
