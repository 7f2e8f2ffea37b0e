import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, test } from "vitest";
import { sharedPageCache, type PageCacheOptions } from "./page-cache";
import { assignCspNonce } from "./security";

/**
 * The cache in front of a stand-in page renderer that counts its renders and writes the page in
 * pieces, as React's stream does, with the response's nonce in its scripts.
 */
type Harness = { url: string; renders: () => number; close: () => Promise<void> };
const open: Harness[] = [];
afterEach(async () => {
  for (const harness of open.splice(0)) await harness.close();
});

let clock = 0;
let databaseUp = true;
let page: RequestHandler = (req, res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.write(`<html><script nonce="${res.locals.cspNonce as string}">`);
  res.end(`</script><p>${req.originalUrl} ${req.get("cookie") ?? ""}</p></html>`);
};

async function harness(options: Partial<PageCacheOptions> = {}): Promise<Harness> {
  let renders = 0;
  const app = express();
  // As in http-app.ts: answers are compressed on their way out, hits included.
  app.use(compression({ threshold: 0 }));
  app.use(assignCspNonce);
  app.use((_req, res, next) => {
    res.setHeader("content-security-policy", `script-src 'nonce-${res.locals.cspNonce as string}'`);
    next();
  });
  app.use(
    sharedPageCache({
      cacheable: (path) => path === "/" || path.startsWith("/resources"),
      hasSession: (req) => (req.get("cookie") ?? "").includes("jouzu.session_token="),
      databaseAnswers: async () => {
        if (!databaseUp) throw new Error("down");
      },
      now: () => clock,
      ...options,
    }),
  );
  app.use((req, res, next) => {
    renders++;
    page(req, res, next);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const harness = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders: () => renders,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  open.push(harness);
  return harness;
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  const body = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return { status: response.status, body, nonce: /nonce-([^']+)/.exec(csp)?.[1] ?? "" };
};

describe("sharedPageCache", () => {
  test("a second visitor gets the stored page, with a nonce of its own matching its CSP", async () => {
    clock = 0;
    databaseUp = true;
    const app = await harness();
    const first = await get(`${app.url}/resources/jlpt/n5`);
    const second = await get(`${app.url}/resources/jlpt/n5`);
    expect(app.renders()).toBe(1);
    expect(second.status).toBe(200);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`<script nonce="${second.nonce}">`);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body.replace(second.nonce, "N")).toBe(first.body.replace(first.nonce, "N"));
  });

  test.each(["gzip", "br", "identity"])("a hit arrives whole, %s-encoded", async (encoding) => {
    const app = await harness();
    const bodies = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${app.url}/resources/jlpt/n4`, {
        headers: { "accept-encoding": encoding },
      });
      bodies.push((await response.text()).replace(/nonce="[^"]+"/, ""));
    }
    expect(app.renders()).toBe(1);
    expect(bodies[0]).toContain("</html>");
    expect(new Set(bodies).size).toBe(1);
  });

  test("one page per address, language and theme", async () => {
    const app = await harness();
    const variants: [string, Record<string, string>][] = [
      ["/resources", {}],
      ["/resources?page=2", {}],
      ["/resources", { cookie: "lang=ne" }],
      ["/resources", { "accept-language": "ja" }],
      ["/resources", { cookie: "theme=dark" }],
    ];
    for (const [path, headers] of variants) await get(app.url + path, headers);
    expect(app.renders()).toBe(5);
    for (const [path, headers] of variants) await get(app.url + path, headers);
    expect(app.renders()).toBe(5);
    // Another way of asking for Nepali is the same Nepali page.
    await get(`${app.url}/resources`, { cookie: "theme=system; lang=ne" });
    expect(app.renders()).toBe(5);
  });

  test("signed-in visitors, other paths and other methods are always rendered", async () => {
    const app = await harness();
    const session = { cookie: "jouzu.session_token=abc" };
    for (let i = 0; i < 2; i++) {
      await get(`${app.url}/resources`, session);
      await get(`${app.url}/login`);
      await fetch(`${app.url}/resources`, { method: "POST" });
    }
    expect(app.renders()).toBe(6);
  });

  test("answers that are not for everyone are not stored", async () => {
    const app = await harness();
    const kinds: [string, RequestHandler][] = [
      ["/resources/a", (_req, res) => void res.status(404).send("not found")],
      ["/resources/b", (_req, res) => void res.setHeader("set-cookie", "x=1").send("hi")],
      ["/resources/c", (_req, res) => void res.setHeader("cache-control", "private").send("hi")],
    ];
    const original = page;
    try {
      for (const [path, handler] of kinds) {
        page = handler;
        await get(app.url + path);
        await get(app.url + path);
      }
    } finally {
      page = original;
    }
    expect(app.renders()).toBe(6);
  });

  test("after a minute the page is rendered again; meanwhile the old one is served", async () => {
    clock = 0;
    const app = await harness();
    await get(`${app.url}/`);
    clock = 60_001;
    const original = page;
    let finish: () => void = () => {};
    page = (req, res, next) => {
      // The re-render takes a while: other visitors must not wait for it.
      finish = () => original(req, res, next);
    };
    try {
      const slow = get(`${app.url}/`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await get(`${app.url}/`)).status).toBe(200);
      expect(app.renders()).toBe(2);
      finish();
      await slow;
    } finally {
      page = original;
    }
    await get(`${app.url}/`);
    expect(app.renders()).toBe(2);
  });

  test("while the database does not answer, pages are rendered (and show their own error)", async () => {
    const app = await harness();
    await get(`${app.url}/resources`);
    databaseUp = false;
    clock += 100;
    try {
      await get(`${app.url}/resources`);
      expect(app.renders()).toBe(2);
    } finally {
      databaseUp = true;
    }
  });

  test("the least recently used page goes first when the cache is full", async () => {
    const app = await harness({ maxEntries: 2 });
    for (const path of ["/resources/1", "/resources/2", "/resources/1", "/resources/3"]) {
      await get(app.url + path);
    }
    expect(app.renders()).toBe(3);
    await get(`${app.url}/resources/1`);
    expect(app.renders()).toBe(3);
    await get(`${app.url}/resources/2`);
    expect(app.renders()).toBe(4);
  });
});
