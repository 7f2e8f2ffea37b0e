import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import { projectRoot, startAppServer, newDataDir } from "../support/app-server.ts";

const baseUrl = inject("baseUrl");

describe("HTTP security and caching", () => {
  test("pages carry a nonce-based CSP and the protective headers", async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();

    // Every inline script in the page carries this response's nonce, and it changes per response.
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc ?? "")?.[1];
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const again = await fetch(`${baseUrl}/`);
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  test("hashed assets are cached for a year, compressed", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = /\/assets\/[\w.-]+-[\w-]{8}\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  test("health endpoints answer", async () => {
    const alive = await fetch(`${baseUrl}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "alive" });
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });

  test("the language form refuses unknown languages and foreign redirects", async () => {
    const post = (body: Record<string, string>) =>
      fetch(`${baseUrl}/preferences/language`, {
        method: "POST",
        body: new URLSearchParams(body),
        redirect: "manual",
      });
    const bad = await post({ locale: "xx", redirectTo: "/" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("set-cookie")).toBeNull();
    for (const redirectTo of ["//evil.example/", "/\\evil.example", "https://evil.example/"]) {
      const response = await post({ locale: "ja", redirectTo });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    }
    const good = await post({ locale: "ne", redirectTo: "/about?x=1" });
    expect(good.headers.get("location")).toBe("/about?x=1");
    expect(good.headers.get("set-cookie")).toMatch(
      /^lang=ne; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });
});

describe("the server process", () => {
  const cleanup: string[] = [];
  afterAll(() => {
    for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a second server on the same data directory exits at once with a clear message", async () => {
    const first = await startAppServer();
    cleanup.push(first.dataDir);
    try {
      const second = await startAppServer({ dataDir: first.dataDir, waitUntilReady: false });
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain("is already in use by another Jouzu server");
      expect(second.output()).toContain(`process ${first.child.pid}`);
      // The first one is unharmed.
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  test("after SIGTERM the data directory closes cleanly and opens again", async () => {
    const dataDir = newDataDir();
    cleanup.push(dataDir);
    const first = await startAppServer({ dataDir });
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(fs.existsSync(`${dataDir}/jouzu.lock`)).toBe(false);
    const second = await startAppServer({ dataDir });
    try {
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${second.url}/resources`)).status).toBe(200);
    } finally {
      expect(await second.stop("SIGINT")).toBe(0);
    }
  });

  test("a stale lock left by a crashed server is taken over", async () => {
    const dataDir = newDataDir();
    cleanup.push(dataDir);
    const crashed = await startAppServer({ dataDir });
    await crashed.stop("SIGKILL");
    expect(fs.existsSync(`${dataDir}/jouzu.lock`)).toBe(true);
    const next = await startAppServer({ dataDir });
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
    await next.stop();
  });

  test("a port already in use stops the start with a clear message and exit code 1", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const server = await startAppServer({
        env: { PORT: String(port), LOG_LEVEL: "info" },
        waitUntilReady: false,
      });
      cleanup.push(server.dataDir);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use (127.0.0.1:${port})`);
      expect(server.output()).not.toContain("Jouzu is listening");
      // The database was closed on the way out: the next start finds no lock.
      expect(fs.existsSync(`${server.dataDir}/jouzu.lock`)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  test("invalid configuration stops the start with a message naming the variable", async () => {
    const server = await startAppServer({
      env: { PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
      waitUntilReady: false,
    });
    cleanup.push(server.dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid environment variables");
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
  });
});

describe("npm start with no configuration", () => {
  test("serves the site on port 3000 with an embedded database in ./data", async () => {
    const portFree = await fetch("http://127.0.0.1:3000/healthz").then(
      () => false,
      () => true,
    );
    expect(portFree, "port 3000 is busy: stop whatever runs there").toBe(true);
    const child = spawn(process.execPath, [path.join(projectRoot, "server.ts")], {
      cwd: os.tmpdir(), // the server finds its own folder
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      let ready: Response | undefined;
      // Up to 40 s: a first start syncs all content into a new database and builds the
      // practice question bank, slower on a busy machine.
      for (let attempt = 0; attempt < 200 && !ready?.ok; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        ready = await fetch("http://127.0.0.1:3000/readyz").catch(() => undefined);
      }
      expect(ready?.status, output).toBe(200);
      expect(await ready?.json()).toEqual({
        status: "ready",
        database: "pglite",
        rateLimits: "database",
      });
      expect(fs.existsSync(path.join(projectRoot, "data", "pglite"))).toBe(true);
      const home = await fetch("http://127.0.0.1:3000/");
      expect(await home.text()).toContain("JLPT Exam Schedule");
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    }
  });
});
