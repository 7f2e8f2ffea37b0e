import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { count, eq, max, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importEdictIfNew } from "../../app/features/dictionary/edict-auto-import.server.ts";
import { importEdict } from "../../app/features/dictionary/edict-import.server.ts";
import type { Database } from "../../app/server/db/client.server.ts";
import { dictionaryEntries } from "../../app/server/db/schema.ts";
import { encodeEucJp } from "../support/euc-jp.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-edict-auto-"));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const header =
  "\u3000？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary Files/";

function writeEdict(name: string, lines: string[]): string {
  const file = path.join(workDir, name);
  fs.writeFileSync(file, encodeEucJp([header, ...lines, ""].join("\n")));
  return file;
}

/** n distinct, valid entries: 語0 [ご0]… is not kana, so use numbered katakana words. */
function entries(n: number, gloss = "word"): string[] {
  return Array.from({ length: n }, (_, i) => `単語${i} [たんご] /(n) ${gloss} ${i}/`);
}

function capturedLogger() {
  let output = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), output: () => output };
}

const edictRows = async (db: Database) =>
  (
    await db
      .select({ rows: count() })
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.source, "edict"))
  )[0]?.rows ?? 0;
const lastWrite = async (db: Database) =>
  (await db.select({ at: max(dictionaryEntries.updatedAt) }).from(dictionaryEntries))[0]?.at;

describe.each(databaseKinds)("the server's automatic EDICT import on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  test("imports a new file once, writes nothing on the next start, imports a changed file again", async () => {
    const { db } = database.handle;
    const file = writeEdict("edict", entries(30));
    const log = capturedLogger();

    expect(await importEdictIfNew(db, file, log.logger)).toBe("imported");
    expect(await edictRows(db)).toBe(30);
    expect(log.output()).toContain("EDICT dictionary imported");

    const stamp = await lastWrite(db);
    expect(await importEdictIfNew(db, file, log.logger)).toBe("already-imported");
    expect(await lastWrite(db)).toEqual(stamp);

    // A new version of the file (a Debian update): imported again, only the change written.
    fs.writeFileSync(file, encodeEucJp([header, ...entries(31), ""].join("\n")));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await importEdictIfNew(db, file, log.logger)).toBe("imported");
    expect(await edictRows(db)).toBe(31);
  });

  test("off, a missing file, and a file that is not EDICT change nothing and never throw", async () => {
    const { db } = database.handle;
    const log = capturedLogger();
    const before = await edictRows(db);
    expect(await importEdictIfNew(db, "none", log.logger)).toBe("off");
    expect(await importEdictIfNew(db, path.join(workDir, "missing"), log.logger)).toBe("no-file");
    const notEdict = path.join(workDir, "notes.txt");
    fs.writeFileSync(notEdict, "just some notes\nnot a dictionary\n".repeat(50));
    expect(await importEdictIfNew(db, notEdict, log.logger)).toBe("failed");
    expect(log.output()).toContain("holds no EDICT entries");
    expect(await edictRows(db)).toBe(before);
  });
});

describe("the background import leaves room for the site's own queries (PGlite, one connection)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database?.drop());

  test("a page's query during the import answers before the import ends", async () => {
    const { db } = database.handle;
    const file = writeEdict("edict-large", entries(40_000, "large"));
    let importDone = 0;
    const importing = importEdict(db, file, { transactions: "per-batch", batchSize: 2000 }).then(
      (report) => {
        importDone = performance.now();
        return report;
      },
    );
    // Wait until the first batches are written, then ask what a page would ask.
    while ((await edictRows(db)) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await db.execute(sql`select 1`);
    const answered = performance.now();
    const report = await importing;
    expect(report.inserted).toBe(40_000);
    expect(importDone, "the query had to wait for the whole import").toBeGreaterThan(answered);
  });
});
