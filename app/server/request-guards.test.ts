import { describe, expect, test } from "vitest";
import { isHostHeader } from "./request-guards";

describe("isHostHeader", () => {
  test.each(["localhost:3000", "Example.COM", "x:80", "[::1]:3000", "127.0.0.1", "jouzu.example."])(
    "%s names a host",
    (value) => expect(isHostHeader(value)).toBe(true),
  );

  test.each(["", "a b", "a/b", "a@b", "a?b", "a#b", "a\\b", "[::1", "a:99999", "x:", "a%41"])(
    "%j does not",
    (value) => expect(isHostHeader(value)).toBe(false),
  );
});
