import crypto from "node:crypto";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { students } from "../../app/server/db/schema.ts";
import { randomAddress, uniqueEmail } from "../support/accounts-app.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const tries = 30;
const password = "kanji-every-morning-7";

/** The value below which the fraction `at` of the values lie (nearest rank). */
const quantile = (values: number[], at: number) =>
  [...values].sort((a, b) => a - b)[Math.round(at * (values.length - 1))] ?? 0;

/**
 * Sends the requests one by one from a worker thread and answers how long each took. The
 * server runs in this process: a client on the same event loop would also count the server's
 * work after the answer (mail), which a real client elsewhere never sees. Between requests the
 * worker pauses, so that work is over before the next one is timed.
 */
async function timeInWorker(
  url: string,
  requests: { path: string; body: unknown; address: string }[],
  pauseMs = 100,
): Promise<number[]> {
  const source = `
    const { parentPort, workerData } = require("node:worker_threads");
    (async () => {
      const times = [];
      for (const { path, body, address } of workerData.requests) {
        const started = performance.now();
        const answer = await fetch(workerData.url + path, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify(body),
        });
        await answer.text();
        times.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(path + " answered " + answer.status);
        await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
      }
      parentPort.postMessage(times);
    })().catch((error) => parentPort.postMessage({ error: String(error) }));`;
  const worker = new Worker(source, { eval: true, workerData: { url, requests, pauseMs } });
  try {
    const result = await new Promise<number[] | { error: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    if (!Array.isArray(result)) throw new Error(result.error);
    return result;
  } finally {
    await worker.terminate();
  }
}

/**
 * Answers must not tell who has an account by how long they take. For each endpoint, requests
 * for emails with an account and for emails without one alternate (30 of each, each email and
 * address used once so no limit plays a part); their times must differ by less than the
 * tolerance. Before mail went out after the answer, a known email took ≈ 110 ms longer here.
 */
describe("answer times do not tell existing accounts apart", () => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    inbox = await startSmtpInbox();
    app = await startTestApp(database.handle, { SMTP_URL: inbox.url, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await database?.drop();
  });

  /** Emails of accounts made straight in the database (verified or not). */
  async function existingEmails(count: number, emailVerified: boolean) {
    const rows = Array.from({ length: count }, () => ({
      id: crypto.randomBytes(16).toString("hex"),
      name: "Known Learner",
      email: uniqueEmail("known"),
      emailVerified,
    }));
    await database.handle.db.insert(students).values(rows);
    return rows.map((row) => row.email);
  }

  /**
   * Known and unknown emails alternate (so a machine getting busier or quieter affects both
   * alike) and answers the difference of their fast answers: the 10th percentile of each. Other
   * programs share the machine's two cores and only ever add time, so the slow end of the
   * distribution is their noise; the fast answers show the work the request itself does.
   */
  async function difference(path: string, known: string[], body: (email: string) => unknown) {
    const warmUp = 3; // unmeasured: first connections, first statements
    const emails = [
      ...Array.from({ length: warmUp }, () => uniqueEmail("warm-up")),
      ...known.flatMap((email) => [email, uniqueEmail("unknown")]),
    ];
    const times = (
      await timeInWorker(
        app.url,
        emails.map((email) => ({ path, body: body(email), address: randomAddress() })),
      )
    ).slice(warmUp);
    const knownTimes = times.filter((_, i) => i % 2 === 0);
    const unknownTimes = times.filter((_, i) => i % 2 === 1);
    const fast = { known: quantile(knownTimes, 0.1), unknown: quantile(unknownTimes, 0.1) };
    console.info(
      `${path}, ${known.length} each: 10th percentile known ${fast.known.toFixed(2)} ms, ` +
        `unknown ${fast.unknown.toFixed(2)} ms; medians ${quantile(knownTimes, 0.5).toFixed(2)} ` +
        `and ${quantile(unknownTimes, 0.5).toFixed(2)} ms`,
    );
    return { ms: fast.known - fast.unknown, unknownMs: fast.unknown };
  }

  test("password/forgot: an account or none, within 3 ms", async () => {
    const known = await existingEmails(tries, true);
    const { ms } = await difference("/api/auth/password/forgot", known, (email) => ({ email }));
    expect(Math.abs(ms)).toBeLessThan(3);
  }, 60_000);

  test("send-code: an unverified account or none, within 3 ms", async () => {
    const known = await existingEmails(tries, false);
    const { ms } = await difference("/api/auth/send-code", known, (email) => ({ email }));
    expect(Math.abs(ms)).toBeLessThan(3);
  }, 60_000);

  // Hashing the password (scrypt) is most of a sign-up and varies with the machine's load, so
  // the tolerance is relative: it catches a path that skips the hash or waits for mail.
  test("sign-up: an email with an account or a new one, within 15 %", async () => {
    const known = await existingEmails(tries, true);
    const { ms, unknownMs } = await difference("/api/auth/sign-up", known, (email) => ({
      fullName: "Timing Test",
      email,
      password,
    }));
    expect(Math.abs(ms)).toBeLessThan(unknownMs * 0.15);
  }, 120_000);
});
