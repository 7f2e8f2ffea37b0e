import { describe, expect, inject, test } from "vitest";
import { rawLines, rawRequest } from "../support/raw-http.ts";

/**
 * Requests a browser would not send, against the production server: each gets a 4xx in the
 * product's words or is served normally, never a 5xx (issue: "no 5xx from bad input").
 */
const baseUrl = inject("baseUrl");
const host = new URL(baseUrl).host;

describe("a malformed lang cookie", () => {
  test.each(["%", "%zz", "%E0%A4%A"])("lang=%s: pages are served in English", async (value) => {
    for (const path of ["/", "/about", "/resources/jlpt/n5/vocabulary"]) {
      const response = await fetch(baseUrl + path, { headers: { cookie: `lang=${value}` } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<html lang="en"');
    }
  });
});

describe("page actions with a body or method they do not take", () => {
  const pages = [
    "/login",
    "/login.data",
    "/verify-email?id=abc",
    "/preferences/language",
    "/dashboard",
  ];
  const bodies: [string, Record<string, string>, string | undefined][] = [
    ["no body", {}, undefined],
    ["a JSON body", { "content-type": "application/json" }, '{"intent":"sign-in"}'],
    ["a text body", { "content-type": "text/plain" }, "intent=sign-in"],
    [
      "a broken multipart body",
      { "content-type": "multipart/form-data; boundary=zzz" },
      '--zzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsign-in',
    ],
  ];

  test.each(
    pages.flatMap((page) =>
      bodies.map(([label, headers, body]) => [page, label, headers, body] as const),
    ),
  )("POST %s with %s: 415 naming the form encoding", async (page, _label, headers, body) => {
    const response = await fetch(baseUrl + page, { method: "POST", headers, body });
    expect(response.status).toBe(415);
    expect(await response.text()).toBe(
      "Forms on this site are sent as application/x-www-form-urlencoded.",
    );
  });

  test.each(pages.flatMap((page) => ["PUT", "PATCH", "DELETE"].map((method) => [method, page])))(
    "%s %s: 405, pages take GET, HEAD and POST",
    async (method, page) => {
      const response = await fetch(baseUrl + page, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=sign-in",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await response.text()).toBe(`${method} is not allowed here.`);
    },
  );

  test.each(pages)("POST %s with an empty form: a 4xx from the page itself", async (page) => {
    const response = await fetch(baseUrl + page, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    // The sign-in forms say the input is invalid; the dashboard sends a visitor to /login.
    expect([302, 400]).toContain(response.status);
  });

  test("a form larger than any of ours: 413", async () => {
    const response = await fetch(`${baseUrl}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `intent=sign-in&email=${"a".repeat(70_000)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This form is too large.");
  });
});

describe("ids no item can have", () => {
  test.each(["vocabulary", "grammar", "kanji"])(
    "?item=NUL on the %s list: the list, nothing selected, no outage page",
    async (list) => {
      const response = await fetch(`${baseUrl}/resources/jlpt/n5/${list}?item=%00`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("Connection Error");
      expect(html).not.toContain("Failed to load");
    },
  );
});

describe("redirectTo on the language form", () => {
  const post = (redirectTo: string) =>
    fetch(`${baseUrl}/preferences/language`, {
      method: "POST",
      body: new URLSearchParams({ locale: "ja", redirectTo }),
      redirect: "manual",
    });

  test.each(["/a\r\nSet-Cookie: x=1", "/a\nb", "/a\u0000b", "/\t/evil.example", "/\\evil.example"])(
    "%j goes home instead",
    async (redirectTo) => {
      const response = await post(redirectTo);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(response.headers.get("set-cookie")).toMatch(/^lang=ja;/);
    },
  );

  test("a path with Japanese in it comes back percent-encoded", async () => {
    const response = await post("/resources/dictionary?q=食べる");
    expect(response.headers.get("location")).toBe(
      "/resources/dictionary?q=%E9%A3%9F%E3%81%B9%E3%82%8B",
    );
  });
});

describe("the Host header and the method, over a raw socket", () => {
  test.each([
    ["an empty Host", rawLines("GET / HTTP/1.1", "Host:", "Connection: close")],
    ["a Host with a space", rawLines("GET / HTTP/1.1", "Host: a b", "Connection: close")],
    ["a Host with a path", rawLines("GET / HTTP/1.1", "Host: a/b", "Connection: close")],
    ["a Host with a user", rawLines("GET / HTTP/1.1", "Host: a@b", "Connection: close")],
    ["a broken IPv6 Host", rawLines("GET / HTTP/1.1", "Host: [::1", "Connection: close")],
    ["a port out of range", rawLines("GET / HTTP/1.1", "Host: a:99999", "Connection: close")],
    ["no Host in HTTP/1.1", rawLines("GET / HTTP/1.1", "Connection: close")],
  ])("%s: 400", async (_label, request) => {
    const answer = await rawRequest(baseUrl, request);
    expect(answer.status).toBe(400);
  });

  test("a bad Host on the API: 400 in JSON", async () => {
    const answer = await rawRequest(
      baseUrl,
      rawLines("GET /api/rates HTTP/1.1", "Host: a b", "Connection: close"),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: "invalid_host",
      message: "The Host header does not name a host.",
    });
  });

  test.each(["/", "/about", "/resources/jlpt/n5/vocabulary", "/healthz"])(
    "HTTP/1.0 without Host, %s: served",
    async (path) => {
      const answer = await rawRequest(baseUrl, rawLines(`GET ${path} HTTP/1.0`));
      expect(answer.status).toBe(200);
    },
  );

  test.each(["/", "/api/rates", "/about"])("TRACE %s: 405", async (path) => {
    const answer = await rawRequest(
      baseUrl,
      rawLines(`TRACE ${path} HTTP/1.1`, `Host: ${host}`, "Connection: close"),
    );
    expect(answer.status).toBe(405);
    expect(answer.body).toContain("TRACE is not allowed here.");
  });

  test("an absolute URL as the target is served as its path", async () => {
    const answer = await rawRequest(
      baseUrl,
      rawLines(`GET http://${host}/about HTTP/1.1`, `Host: ${host}`, "Connection: close"),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<title>About Us — Jouzu</title>");
  });

  test.each(["*", "about", "http://a b/"])("the target %j: 400", async (target) => {
    const answer = await rawRequest(
      baseUrl,
      rawLines(`GET ${target} HTTP/1.1`, `Host: ${host}`, "Connection: close"),
    );
    expect(answer.status).toBe(400);
  });

  test("an invented method: 405", async () => {
    const answer = await rawRequest(
      baseUrl,
      rawLines("PROPFIND / HTTP/1.1", `Host: ${host}`, "Connection: close"),
    );
    expect(answer.status).toBe(405);
  });
});
