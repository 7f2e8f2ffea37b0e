import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiClient } from "../support/api-client.ts";
import { randomAddress, uniqueEmail } from "../support/accounts-app.ts";
import { freePort } from "../support/free-port.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const password = "kanji-every-morning-7";
const unavailable = {
  error: "accounts_unavailable",
  message:
    "Signing in and creating accounts are unavailable right now. Please try again in a few minutes.",
};

/** With REDIS_URL set and Redis not answering, the limits cannot be checked. */
describe("REDIS_URL that does not answer", () => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    inbox = await startSmtpInbox();
    const port = await freePort(); // nothing listens there
    app = await startTestApp(database.handle, {
      SMTP_URL: inbox.url,
      TRUST_PROXY: "1",
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await database?.drop();
  });

  test.each([
    ["sign-up", { fullName: "Sita", email: uniqueEmail("down"), password }],
    ["sign-in", { email: uniqueEmail("down"), password }],
    ["send-code", { email: uniqueEmail("down") }],
    ["password/forgot", { email: uniqueEmail("down") }],
    ["verify-email", { email: uniqueEmail("down"), code: "123456" }],
    ["password/reset", { email: uniqueEmail("down"), code: "123456", password }],
  ])("%s answers 503 with a clear message, at once", async (path, body) => {
    const started = performance.now();
    const answer = await apiClient(app.url, randomAddress()).post(`/api/auth/${path}`, body);
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual(unavailable);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("/readyz says the instance is not ready, and why", async () => {
    const answer = await fetch(`${app.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: "unavailable", failing: ["redis"] });
  });
});

// Redis runs beside PostgreSQL where the suite has its services (TEST_DATABASE_URL, as in CI).
describe.runIf(process.env.TEST_DATABASE_URL)("REDIS_URL that goes away and comes back", () => {
  // A TCP relay in front of the real Redis stands in for the network.
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(6379, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    port = (relay.address() as net.AddressInfo).port;
    database = await createTestDatabase("pglite");
    app = await startTestApp(database.handle, {
      TRUST_PROXY: "1",
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app?.close();
    relay.close();
    for (const socket of sockets) socket.destroy();
    await database?.drop();
  });

  const signIn = () =>
    apiClient(app.url, randomAddress()).post("/api/auth/sign-in", {
      email: uniqueEmail("nobody"),
      password,
    });

  test("ready and counting; 503 while Redis is away; ready again when it is back", async () => {
    expect(await (await fetch(`${app.url}/readyz`)).json()).toEqual({
      status: "ready",
      database: "pglite",
      rateLimits: "redis",
    });
    expect((await signIn()).status).toBe(401);

    relay.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await signIn()).json).toEqual(unavailable);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(503);

    await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await fetch(`${app.url}/readyz`)).status;
    }
    expect(status).toBe(200);
    expect((await signIn()).status).toBe(401);
  });
});
