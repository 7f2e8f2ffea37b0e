import { describe, expect, test } from "vitest";
import { readCookie, resolveLocale } from "./locales";

const request = (headers: Record<string, string>) => new Request("http://x/", { headers });

describe("resolveLocale", () => {
  test.each([
    [{}, "en"],
    [{ cookie: "lang=ne" }, "ne"],
    [{ cookie: "theme=dark; lang=ja" }, "ja"],
    [{ cookie: "lang=fr" }, "en"],
    [{ cookie: "lang=fr", "accept-language": "ja-JP,ja;q=0.9" }, "ja"],
    [{ "accept-language": "ne-NP,ne;q=0.9,en-US;q=0.8" }, "ne"],
    [{ "accept-language": "fr-FR,fr;q=0.9,ja;q=0.5,ne;q=0.7" }, "ne"],
    [{ "accept-language": "de, fr" }, "en"],
    [{ "accept-language": "ja;q=abc" }, "en"],
    // The remembered choice wins over the browser.
    [{ cookie: "lang=en", "accept-language": "ne" }, "en"],
    // A cookie that is not valid percent-encoding is no choice at all, never an error.
    [{ cookie: "lang=%" }, "en"],
    [{ cookie: "lang=%zz", "accept-language": "ja" }, "ja"],
    [{ cookie: "lang=%E0%A4%A" }, "en"],
  ])("%o → %s", (headers, expected) => {
    expect(resolveLocale(request(headers))).toBe(expected);
  });
});

describe("readCookie", () => {
  test.each([
    ["theme=dark; lang=ne", "lang", "ne"],
    ["theme=%E0%A4%A", "theme", undefined],
    ["theme=%", "theme", undefined],
    ["a=b=c", "a", "b=c"],
    ["a=%20x", "a", " x"],
  ])("%s: %s → %s", (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
});
