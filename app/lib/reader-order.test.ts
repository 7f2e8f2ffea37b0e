import { describe, expect, test } from "vitest";
import { inReaderOrder } from "./reader-order";

describe("inReaderOrder", () => {
  const tip = { english: "A person by a tree", nepali: "रुखछेउ मान्छे" };
  test.each([
    ["ne", ["ne", "en"]],
    ["en", ["en", "ne"]],
    ["ja", ["en", "ne"]],
  ])("in the %s interface: %j", (locale, order) => {
    expect(inReaderOrder(locale, tip).map((t) => t.lang)).toEqual(order);
  });

  test("a text without Nepali shows its English alone, to every reader", () => {
    expect(inReaderOrder("ne", { english: "Only English" })).toEqual([
      { text: "Only English", lang: "en" },
    ]);
    expect(inReaderOrder("ne", { english: "x", nepali: " " })).toHaveLength(1);
  });
});
