import { describe, expect, test } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  test.each([
    ["/", "/"],
    [
      "/resources/jlpt/n5/vocabulary?page=2&item=vocab:食べる:たべる",
      "/resources/jlpt/n5/vocabulary?page=2&item=vocab:%E9%A3%9F%E3%81%B9%E3%82%8B:%E3%81%9F%E3%81%B9%E3%82%8B",
    ],
    ["/about#credits", "/about#credits"],
    ["/resources/dictionary?q=%E9%A3%9F", "/resources/dictionary?q=%E9%A3%9F"],
    // Parsed and re-encoded: what goes into the Location header is plain ASCII.
    ["/resources/dictionary?q=食べる", "/resources/dictionary?q=%E9%A3%9F%E3%81%B9%E3%82%8B"],
    ["/a b", "/a%20b"],
    ["/./about/../tutorials", "/tutorials"],
  ])("%s is a path on this site: %s", (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  test.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/a\r\nSet-Cookie: x=1",
    "/a\u0000b",
    "https://evil.example/",
    "http:/evil.example",
    "evil.example",
    "",
    " /about",
  ])("%j is refused", (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  test("an over-long path or anything but a string is refused", () => {
    expect(sameSitePath(`/${"a".repeat(3_000)}`)).toBeUndefined();
    expect(sameSitePath(undefined)).toBeUndefined();
    expect(sameSitePath(["/about"])).toBeUndefined();
  });
});
