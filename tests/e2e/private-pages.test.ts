import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiClient } from "../support/api-client.ts";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";

/**
 * Pages over HTTP, from the production build: what a signed-in student is shown is theirs alone
 * (no cache keeps it), frames are refused, and https sites tell browsers to stay on https.
 */
describe("pages over HTTP", () => {
  let inbox: SmtpInbox;
  let server: RunningServer;
  let secure: RunningServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    [server, secure] = await Promise.all([
      startAppServer({ env: { SMTP_URL: inbox.url } }),
      startAppServer({ env: { PUBLIC_URL: "https://jouzu.example" } }),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await secure?.stop();
    await inbox?.close();
  });

  const get = (url: string, cookie?: string) =>
    fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });

  test("signed in: every page and its .data is Cache-Control: private, no-store", async () => {
    const student = apiClient(server.url);
    const email = `private-${Date.now()}@example.com`;
    const password = "nihongo-jouzu-desu-ne";
    await student.post("/api/auth/sign-up", { fullName: "Sita Sharma", email, password });
    const code = await inbox.codeFor(email, 1);
    expect((await student.post("/api/auth/verify-email", { email, code })).status).toBe(200);
    expect((await student.post("/api/auth/sign-in", { email, password })).status).toBe(200);
    const cookie = student.sessionCookie();
    for (const path of [
      "/dashboard",
      "/dashboard.data",
      "/profile",
      "/",
      "/about",
      "/about.data",
    ]) {
      const answer = await get(server.url + path, cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Signed out, the dashboard redirects, and is still never cached.
    const signedOut = await get(`${server.url}/dashboard`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
    // A page for nobody in particular may be cached as before.
    const anonymous = (await get(`${server.url}/`)).headers.get("cache-control") ?? "";
    expect(anonymous).not.toContain("no-store");
  });

  test("pre-hijacking through the sign-in page's forms: the victim's browser completes its own sign-up", async () => {
    /** A browser without JavaScript: form posts to /login, cookies kept. */
    const browser = () => {
      const jar = new Map<string, string>();
      return async (fields: Record<string, string>) => {
        const answer = await fetch(`${server.url}/login`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          },
          body: new URLSearchParams(fields),
          redirect: "manual",
        });
        for (const line of answer.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const [name = "", value = ""] = pair.split("=");
          if (/max-age=0/i.test(line)) jar.delete(name);
          else jar.set(name, value);
        }
        return answer;
      };
    };
    const email = `prehijack-${Date.now()}@example.com`;
    const attacker = browser();
    const victim = browser();
    const signUp = (post: typeof attacker, fullName: string, password: string) =>
      post({ intent: "sign-up", fullName, email, password });
    expect((await signUp(attacker, "Mallory", "mallory-owns-this-now")).status).toBe(200);
    expect((await signUp(victim, "Sita Sharma", "sita-studies-n4-daily")).status).toBe(200);
    const code = await inbox.codeFor(email, 2);
    const verified = await victim({ intent: "verify", email, code });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toContain("verified=1");
    const signIn = (password: string) =>
      apiClient(server.url).post("/api/auth/sign-in", { email, password });
    expect((await signIn("mallory-owns-this-now")).status).toBe(401);
    expect((await signIn("sita-studies-n4-daily")).status).toBe(200);
  });

  test("pages refuse frames consistently and carry no HSTS over http", async () => {
    const answer = await get(`${server.url}/`);
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("strict-transport-security")).toBeNull();
  });

  test("PUBLIC_URL https: Strict-Transport-Security on pages, assets, API and health", async () => {
    const page = await (await get(`${secure.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(page)?.[0];
    expect(asset).toBeDefined();
    for (const path of ["/", "/login", asset ?? "", "/api/rates", "/healthz", "/readyz"]) {
      const answer = await get(secure.url + path);
      expect(answer.headers.get("strict-transport-security"), path).toBe("max-age=31536000");
    }
  });
});
