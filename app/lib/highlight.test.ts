import { describe, expect, test } from "vitest";
import { highlightSegments } from "./highlight";

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join("");

describe("highlightSegments", () => {
  test.each([
    ["to eat", ["eat"], "to [eat]"],
    ["To Eat; to live on", ["eat"], "To [Eat]; to live on"],
    ["食べる", ["食べる"], "[食べる]"],
    ["たべものをたべる", ["たべ"], "[たべ]もの を[たべ]る".replace(" ", "")],
    ["a (b) c", ["("], "a [(]b) c"],
    ["back\\slash", ["\\"], "back[\\]slash"],
    ["1+1*2", ["+1*"], "1[+1*]2"],
    ["[x]", ["[x]"], "[[x]]"],
    ["nothing here", ["zz"], "nothing here"],
    ["to eat", ["", "  "], "to eat"],
    ["eating", ["eat", "eating"], "[eating]"],
  ])("%j with %j → %j", (text, terms, expected) => {
    expect(marked(text, terms)).toBe(expected);
  });

  test("keeps every character", () => {
    const text = "Straße (street) — İstanbul";
    expect(
      highlightSegments(text, ["street"])
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
  });
});
