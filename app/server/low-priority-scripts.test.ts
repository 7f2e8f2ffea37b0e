import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(
    chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c)),
  ).pipe(lowPriorityScripts());
  for await (const chunk of stream) out.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(out).toString("utf8");
}

const head =
  '<!DOCTYPE html><html lang="ne"><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/ne.js"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  "<title>नमस्ते</title></head>";
const body = '<body><p>मोड्युल: <link rel="modulepreload" href="/not-in-head.js"/></p></body></html>';
const expected =
  head.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"') + body;

describe("low-priority script preloads", () => {
  test("every preload in <head> becomes low priority; nothing else changes", async () => {
    expect(await through([head + body])).toBe(expected);
  });

  test.each([1, 2, 3, 7, 13, 26])(
    "whatever the chunk boundaries (every %i bytes)",
    async (size) => {
      const bytes = Buffer.from(head + body);
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      // Cuts fall inside tags, inside </head> and inside Devanagari characters.
      expect(await through(chunks)).toBe(expected);
    },
  );

  test("a document without a </head> still ends complete", async () => {
    expect(await through(['<link rel="modulepre', 'load" href="/x.js"/><p>x'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><p>x',
    );
  });
});
