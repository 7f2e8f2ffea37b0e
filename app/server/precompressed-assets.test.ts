import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { precompressedAssets } from "./precompressed-assets";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-assets-"));
const script = "export const greeting = 'नमस्ते';\n".repeat(200);
let base = "";
let server: ReturnType<express.Express["listen"]>;

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "app-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "app-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "plain-def456.js"), script); // no brotli copy
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("precompressed assets", () => {
  test("a browser that accepts br gets the build's brotli copy, typed and cached for good", async () => {
    const response = await fetch(`${base}/app-abc123.js`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers.get("content-length"))).toBe(
      fs.statSync(path.join(dir, "app-abc123.js.br")).size,
    );
    expect(await response.text()).toBe(script); // fetch decodes br
  });

  test("others get the file as before (gzip on the fly)", async () => {
    const response = await fetch(`${base}/app-abc123.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toBe(script);
  });

  test("a file without a brotli copy and a missing file fall through", async () => {
    const plain = await fetch(`${base}/plain-def456.js`, { headers: { "accept-encoding": "br" } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(script);
    const missing = await fetch(`${base}/nothing-000000.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(missing.status).toBe(404);
  });
});
