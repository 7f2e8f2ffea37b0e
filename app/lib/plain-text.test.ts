import { expect, test } from "vitest";
import { hasControlCharacters } from "./plain-text";

test.each([
  ["vocab:食べる:たべる", false],
  ["Sita Sharma", false],
  ["सीता शर्मा", false],
  ["a\u0000b", true],
  ["a\tb", true],
  ["line\r\nbreak", true],
  ["\u007f", true],
])("%j has control characters: %s", (text, expected) => {
  expect(hasControlCharacters(text)).toBe(expected);
});
