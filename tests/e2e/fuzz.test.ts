import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import { startFakeRatesServer, type FakeRatesServer } from "../support/fake-rates-server.ts";
import {
  fuzzRequest,
  rawFuzzRequest,
  seededRandom,
  type FuzzRequest,
} from "../support/fuzz-requests.ts";
import { rawRequest } from "../support/raw-http.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";

/**
 * A few thousand generated requests over every route and endpoint, against the production build
 * with mail and exchange rates configured (so no 503 is expected anywhere): none may answer 5xx,
 * none may carry internals, and the server may log no error. FUZZ_SEED replays another set.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const requestCount = 3_000;
const rawCount = 150;
const concurrency = 8;

/** What must never reach a client: stack frames, file paths, SQL and driver or runtime errors. */
const internals: [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?[\w$.<>[\] ]+ \((?:\/|file:|node:)/],
  ["a file path", /(?:\/work\/|\/home\/|\/root\/|node_modules\/|file:\/\/\/)/],
  ["a source position", /\.(?:ts|tsx|js|mjs):\d+:\d+/],
  ["SQL", /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^<"]{0,80}\b(?:FROM|VALUES|SET|WHERE)\b/],
  [
    "a database error",
    /syntax error at or near|duplicate key value|violates \w+ constraint|invalid byte sequence|relation "[^"]+" does not exist/,
  ],
  [
    "an error class",
    /\b(?:PGlite|DrizzleQueryError|ZodError|TypeError|ReferenceError|RangeError)\b/,
  ],
];

type Answer = { status: number; type: string; body: string };
type Failure = { request: string; status: number; why: string; excerpt: string };

describe(`fuzz: ${requestCount + rawCount} generated requests (seed ${seed})`, () => {
  let server: RunningServer;
  let rates: FakeRatesServer;
  let inbox: SmtpInbox;
  let session = "";

  beforeAll(async () => {
    rates = await startFakeRatesServer();
    inbox = await startSmtpInbox();
    server = await startAppServer({ env: { RATES_URL: rates.url, SMTP_URL: inbox.url } });
    // One signed-in student, so the favourites and account paths run past the session check.
    const email = "fuzz-student@example.com";
    const password = "kanji-every-morning-7";
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await post("sign-up", { fullName: "Fuzz Student", email, password });
    await post("verify-email", { email, code: await inbox.codeFor(email) });
    const signIn = await post("sign-in", { email, password });
    session = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(session).toMatch(/session_token=/);
  });
  afterAll(async () => {
    await server?.stop();
    await rates?.close();
    await inbox?.close();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  function problemOf(answer: Answer): string | undefined {
    if (answer.status >= 500) return `HTTP ${answer.status}`;
    if (!/json|html|text|csv/.test(answer.type)) return undefined;
    return internals.find(([, pattern]) => pattern.test(answer.body))?.[0];
  }

  test("no 5xx, no internals, no error in the server log", async () => {
    const random = seededRandom(seed);
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const requests = Array.from({ length: requestCount }, () => fuzzRequest(random, server.url));
    const raws = Array.from({ length: rawCount }, () =>
      rawFuzzRequest(random, new URL(server.url).host),
    );
    const logBefore = server.output().length;
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const note = (request: string, answer: Answer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const why = problemOf(answer);
      if (why) {
        failures.push({ request, status: answer.status, why, excerpt: answer.body.slice(0, 300) });
      }
    };

    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const answer = await send(server.url, request, session, agent);
        note(`${request.method} ${request.path}`, answer);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    agent.destroy();
    for (const raw of raws) {
      const answer = await rawRequest(server.url, raw);
      const type = /content-type: *([^\r\n]*)/i.exec(answer.head)?.[1] ?? "";
      // Node itself hangs up on requests it cannot parse at all: no answer, and no 5xx either.
      if (answer.status !== 0) note(raw.split("\r\n")[0] ?? raw, { ...answer, type });
    }

    const errorLines = server
      .output()
      .slice(logBefore)
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`fuzz seed ${seed}: ${summary.join(" ")}`);
    expect(failures.slice(0, 15), `seed ${seed}, ${failures.length} failures`).toEqual([]);
    expect(errorLines.slice(0, 5)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(requestCount);
  }, 120_000);
});

/** One request with node:http, which (unlike fetch) sends any method and keeps odd paths as is. */
function send(
  baseUrl: string,
  request: FuzzRequest,
  session: string,
  agent: http.Agent,
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const headers = { ...request.headers };
  if (request.signedIn) headers.cookie = [headers.cookie, session].filter(Boolean).join("; ");
  if (request.body !== undefined)
    headers["content-length"] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: hostname, port, method: request.method, path: request.path, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers["content-type"] ?? "",
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer in 30 s")));
    outgoing.on("error", (error) =>
      reject(new Error(`${request.method} ${request.path}: ${error.message}`)),
    );
    outgoing.end(request.body);
  });
}
