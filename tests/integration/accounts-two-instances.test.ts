import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/server/db/client.server.ts";
import { apiClient } from "../support/api-client.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";
import { startTestApp } from "../support/test-app.ts";
import { createEmptyPostgresDatabase } from "../support/test-database.ts";

const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const socket = net.connect(6379, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

const stores = [
  ["database counters", {}],
  ["Redis counters", { REDIS_URL: redisUrl }],
] as const;

/** Two instances on one PostgreSQL share sessions and limits (and Redis when REDIS_URL is set). */
describe.runIf(postgres).each(stores)("two instances on one PostgreSQL, %s", (_name, extraEnv) => {
  let inbox: SmtpInbox;
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  const apps: Awaited<ReturnType<typeof startTestApp>>[] = [];

  beforeAll(async () => {
    if ("REDIS_URL" in extraEnv && !(await redisAnswers())) {
      throw new Error("REDIS_URL tests need Redis on 127.0.0.1:6379");
    }
    inbox = await startSmtpInbox();
    const database = await createEmptyPostgresDatabase();
    drop = database.drop;
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ kind: "postgres", url: database.url });
      handles.push(handle);
      apps.push(await startTestApp(handle, { SMTP_URL: inbox.url, TRUST_PROXY: "1", ...extraEnv }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await inbox?.close();
    await drop?.();
  });

  test("a session made on one instance works on the other, and limits are shared", async () => {
    const [one, two] = apps;
    if (!one || !two) throw new Error("both instances should be running");
    const address = `100.64.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const email = `twin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const onOne = apiClient(one.url, address);
    expect(
      (
        await onOne.post("/api/auth/sign-up", {
          fullName: "Hari",
          email,
          password: "n5-every-day-9",
        })
      ).status,
    ).toBe(200);
    const code = await inbox.codeFor(email);
    const onTwo = apiClient(two.url, address);
    expect((await onTwo.post("/api/auth/verify-email", { email, code })).status).toBe(200);
    expect(
      (await onOne.post("/api/auth/sign-in", { email, password: "n5-every-day-9" })).status,
    ).toBe(200);
    onTwo.cookies.clear();
    for (const [name, value] of onOne.cookies) onTwo.cookies.set(name, value);
    expect((await onTwo.get("/api/auth/session")).json).toMatchObject({ user: { email } });

    // Codes: the sign-up took one on instance one; the next two alternate; the fourth is refused.
    expect((await onTwo.post("/api/auth/send-code", { email })).status).toBe(200);
    expect((await onOne.post("/api/auth/send-code", { email })).status).toBe(200);
    expect((await onTwo.post("/api/auth/send-code", { email })).status).toBe(429);

    // Failed sign-ins: five spread over both instances block the sixth on either.
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? onOne : onTwo;
      expect(
        (await instance.post("/api/auth/sign-in", { email, password: `nope-${i}-x` })).status,
      ).toBe(401);
    }
    expect(
      (await onTwo.post("/api/auth/sign-in", { email, password: "n5-every-day-9" })).status,
    ).toBe(429);
  });
});
