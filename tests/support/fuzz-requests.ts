/**
 * Generated requests for the fuzz suite (tests/e2e/fuzz.test.ts): every route of app/routes.ts
 * and every endpoint of the JSON API, with hostile paths, query strings, cookies, headers, bodies
 * and methods, from a seeded generator so a failure can be replayed exactly.
 */

/** mulberry32: small, fast and good enough to pick test cases; the same seed, the same cases. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof seededRandom>;

export type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent with the signed-in student's session cookie. */
  signedIn: boolean;
};

/** Text that has broken web apps before: encodings, control characters, injections, sizes. */
const nastyText = [
  "",
  "%20",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "a%00b",
  "%0d%0aSet-Cookie:%20x=1",
  "%09",
  "%2e%2e%2f%2e%2e%2f",
  "../../etc/passwd",
  "..\\..\\windows",
  "//evil.example",
  "/%09/evil.example",
  "%5C%5Cevil.example",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%22%3E%3Csvg%20onload%3Dalert(1)%3E",
  "'%20OR%201%3D1--",
  "%27%3B%20DROP%20TABLE%20students%3B--",
  "%7B%22%24ne%22%3Anull%7D",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "true",
  "null",
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%EF%BF%BF",
  "%ED%A0%80",
  "%C0%AF",
  "%E9%A3%9F%E3%81%B9%E3%81%BE%E3%81%97%E3%81%9F",
  "taberu",
  "%E0%A4%96%E0%A4%BE%E0%A4%A8%E0%A5%81",
  "vocab%3A%E9%A3%9F%E3%81%B9%E3%82%8B%3A%E3%81%9F%E3%81%B9%E3%82%8B",
  "kanji%3A%E6%97%A5",
  "n5",
  "N1",
  "n6",
  "%5B%5D",
  "a".repeat(300),
  "%E3%81%82".repeat(400),
];

/** The same ideas as raw strings, for JSON bodies and form fields. */
const nastyValues: unknown[] = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "line\r\nbreak",
  "\t",
  "<script>alert(1)</script>",
  "' OR 1=1--",
  "食べました",
  "खानु",
  "😀",
  "\u202e",
  "\ud800",
  "x".repeat(20_000),
  "a@b",
  "learner@example.com",
  "not an email",
  "123456",
  "000000",
  "12345",
  "１２３４５６",
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  ["a", "b"],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
];

const levels = ["n5", "n4", "n3", "n2", "n1", "N5", "n6", "n0", "x"];
const lists = ["vocabulary", "grammar", "kanji"];
const paramNames = [
  "q",
  "entry",
  "item",
  "page",
  "sort",
  "order",
  "kind",
  "mode",
  "redirectTo",
  "verified",
  "reset",
  "id",
  "type",
  "date",
  "birth",
  "field",
  "city",
  "language",
  "limit",
  "_routes",
  "index",
];

const pagePaths = (r: Random): string => {
  const level = r.pick(levels);
  return r.pick([
    "/",
    "/about",
    "/resources",
    "/resources/dictionary",
    `/resources/jlpt/${level}`,
    `/resources/jlpt/${level}/${r.pick(lists)}`,
    `/resources/jlpt/${r.pick(nastyText)}/${r.pick(lists)}`,
    "/jobs-search",
    "/tutorials",
    "/preferences/language",
    "/voiceover-tool",
    "/information-search",
    "/Information-search",
    "/INFORMATION-SEARCH",
    "/currency-converter",
    "/login",
    "/verify-email",
    "/dashboard",
    "/profile",
    "/sign-out",
    "/date-converter",
    `/${r.pick(nastyText)}`,
    `/resources/${r.pick(nastyText)}`,
    "/favicon.svg",
    "/assets/nothing-here.js",
  ]);
};

const apiPaths = (r: Random): { method: string; path: string; json: boolean } => {
  const id = r.pick(nastyText);
  const type = r.pick(["word", "grammar", "kanji", "words", "", "%00"]);
  return r.pick([
    { method: "GET", path: "/api/dictionary/search", json: false },
    { method: "GET", path: `/api/dictionary/entries/${id}`, json: false },
    { method: "GET", path: "/api/rates", json: false },
    { method: "GET", path: "/api/favorites", json: false },
    { method: "GET", path: "/api/favorites/status", json: false },
    { method: "PUT", path: `/api/favorites/${type}/${id}`, json: false },
    { method: "DELETE", path: `/api/favorites/${type}/${id}`, json: false },
    { method: "GET", path: "/api/favorites/export.csv", json: false },
    { method: "GET", path: "/api/favorites/export.txt", json: false },
    { method: "POST", path: "/api/auth/sign-up", json: true },
    { method: "POST", path: "/api/auth/verify-email", json: true },
    { method: "POST", path: "/api/auth/send-code", json: true },
    { method: "POST", path: "/api/auth/sign-in", json: true },
    { method: "POST", path: "/api/auth/password/forgot", json: true },
    { method: "POST", path: "/api/auth/password/reset", json: true },
    { method: "POST", path: "/api/auth/password/change", json: true },
    { method: "DELETE", path: "/api/auth/account", json: true },
    { method: "GET", path: "/api/auth/session", json: false },
    { method: "GET", path: `/api/${id}`, json: false },
    { method: "GET", path: "/healthz", json: false },
    { method: "GET", path: "/readyz", json: false },
  ]);
};

function queryString(r: Random): string {
  if (r.chance(0.35)) return "";
  const parts: string[] = [];
  const count = 1 + r.int(4);
  for (let i = 0; i < count; i++) {
    const name = r.chance(0.85) ? r.pick(paramNames) : r.pick(nastyText);
    const suffix = r.chance(0.05) ? "[]" : r.chance(0.03) ? "[a]" : "";
    parts.push(r.chance(0.05) ? name : `${name}${suffix}=${r.pick(nastyText)}`);
  }
  return `?${parts.join("&")}`;
}

const jsonFields = [
  "fullName",
  "email",
  "password",
  "code",
  "id",
  "currentPassword",
  "newPassword",
];

function jsonBody(r: Random): string {
  const roll = r.int(10);
  if (roll === 0) return r.pick(['{"email":', "[1,2", "nul", "{'a':1}", "\u0000", ""]);
  if (roll === 1) return JSON.stringify(r.pick(nastyValues));
  if (roll === 2) return JSON.stringify({ email: "x".repeat(40_000) });
  const body: Record<string, unknown> = {};
  for (const field of jsonFields) {
    if (r.chance(0.6)) body[field] = r.pick(nastyValues);
  }
  // Often well-formed enough to get past the schema and into the service.
  if (r.chance(0.3)) body.email = `fuzz${r.int(50)}@example.com`;
  if (r.chance(0.3)) body.password = "kanji-every-morning-7";
  return JSON.stringify(body);
}

const intents = ["sign-up", "sign-in", "verify", "resend", "forgot", "reset", "change-password"];

function formBody(r: Random): string {
  const form = new URLSearchParams();
  if (r.chance(0.9))
    form.set("intent", r.chance(0.8) ? r.pick(intents) : String(r.pick(nastyValues)));
  for (const field of ["email", "password", "fullName", "code", "id", "locale", "redirectTo"]) {
    if (r.chance(0.5)) form.set(field, String(r.pick(nastyValues)));
  }
  if (r.chance(0.3)) form.set("locale", r.pick(["en", "ne", "ja", "fr", ""]));
  return form.toString();
}

const contentTypes = [
  "application/x-www-form-urlencoded",
  "application/json",
  "text/plain",
  "multipart/form-data; boundary=zzz",
  "multipart/form-data",
  "application/xml",
  "application/x-www-form-urlencoded; charset=utf-16",
  "",
];

function cookies(r: Random): string | undefined {
  if (r.chance(0.6)) return undefined;
  const parts = [];
  if (r.chance(0.7)) parts.push(`lang=${r.pick(["en", "ne", "ja", ...nastyText])}`);
  if (r.chance(0.4)) parts.push(`theme=${r.pick(["dark", "light", ...nastyText])}`);
  if (r.chance(0.3)) parts.push(`jouzu.session_token=${r.pick(nastyText)}`);
  if (r.chance(0.1)) parts.push(r.pick(nastyText));
  return parts.join("; ");
}

/** One generated request: mostly well-aimed at a real route, always a little hostile. */
export function fuzzRequest(r: Random, origin: string): FuzzRequest {
  const headers: Record<string, string> = {};
  let method: string;
  let path: string;
  let body: string | undefined;
  let json = false;
  if (r.chance(0.55)) {
    method = r.chance(0.75)
      ? "GET"
      : r.pick(["POST", "POST", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"]);
    path = pagePaths(r) + (r.chance(0.1) ? ".data" : "");
  } else {
    ({ method, path, json } = apiPaths(r));
    if (r.chance(0.1))
      method = r.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);
  }
  path += queryString(r);

  if (method !== "GET" && method !== "HEAD") {
    if (json || (path.startsWith("/api/") && r.chance(0.5))) {
      body = jsonBody(r);
      headers["content-type"] = r.chance(0.9) ? "application/json" : r.pick(contentTypes);
    } else if (r.chance(0.9)) {
      body = r.chance(0.85) ? formBody(r) : jsonBody(r);
      headers["content-type"] = r.chance(0.75) ? (contentTypes[0] as string) : r.pick(contentTypes);
      if (headers["content-type"] === "") delete headers["content-type"];
    }
    if (r.chance(0.02)) body = "a=".padEnd(100_000, "b");
  }
  const cookie = cookies(r);
  if (cookie !== undefined) headers.cookie = cookie;
  if (r.chance(0.15))
    headers["accept-language"] = r.pick(["ne-NP,ne;q=0.9", "ja;q=abc", "*", "%", "x".repeat(500)]);
  if (r.chance(0.1)) headers.origin = r.pick([origin, "null", "https://evil.example"]);
  if (r.chance(0.05)) headers["sec-fetch-site"] = r.pick(["same-origin", "cross-site", "none"]);
  if (r.chance(0.05)) headers["x-forwarded-for"] = r.pick(["1.2.3.4", "not-an-ip", ""]);
  if (r.chance(0.05)) headers.accept = r.pick(["application/json", "text/html", "*/*", ""]);
  if (r.chance(0.05))
    headers["if-modified-since"] = r.pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT"]);
  if (r.chance(0.05))
    headers.range = r.pick(["bytes=0-10", "bytes=9999999-", "lines=1-2", "bytes=-"]);
  const signingOut = path.includes("sign-out") || body?.includes("sign-out") === true;
  return { method, path, headers, body, signedIn: !signingOut && r.chance(0.3) };
}

/** Requests fetch() cannot make: broken Host headers, HTTP/1.0, TRACE, odd request targets. */
export function rawFuzzRequest(r: Random, host: string): string {
  const method = r.pick(["GET", "GET", "HEAD", "POST", "TRACE", "PROPFIND", "get", "M-SEARCH"]);
  const target = r.pick([
    "/",
    "/about",
    "/resources/jlpt/n5/vocabulary",
    "/api/rates",
    "/api/dictionary/search?q=taberu",
    "*",
    "http://evil.example/",
    `http://${host}/about`,
    "/%",
    "//",
    "/?%",
    `/${"a".repeat(6_000)}`,
  ]);
  const version = r.pick(["HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/1.0"]);
  const hostLine = r.pick([
    `Host: ${host}`,
    `Host: ${host}`,
    "Host:",
    "Host: a b",
    "Host: [::1",
    "Host: a:99999",
    "Host: a/b",
    "Host: evil.example",
    undefined,
  ]);
  const lines = [`${method} ${target} ${version}`];
  if (hostLine !== undefined) lines.push(hostLine);
  if (r.chance(0.2)) lines.push(`Cookie: lang=${r.pick(nastyText)}`);
  if (r.chance(0.1)) lines.push("X-Forwarded-Host: a b");
  lines.push("Connection: close");
  const body = method === "POST" ? "intent=sign-in" : "";
  if (body)
    lines.push("Content-Type: application/x-www-form-urlencoded", `Content-Length: ${body.length}`);
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
