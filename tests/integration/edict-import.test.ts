import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, isNull, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  EdictFileError,
  importEdict,
  type EdictImportReport,
} from "../../app/features/dictionary/edict-import.server.ts";
import { parseEdictLine } from "../../app/features/dictionary/edict-parse.ts";
import type { Database } from "../../app/server/db/client.server.ts";
import { dictionaryEntries } from "../../app/server/db/schema.ts";
import { encodeEucJp } from "../support/euc-jp.ts";
import { runImportEdict } from "../support/import-edict-command.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const edictFile = "/usr/share/edict/edict";
const haveEdict = fs.existsSync(edictFile);
const inCi = Boolean(process.env.CI);
if (!haveEdict && !inCi) {
  console.warn(
    `Skipping the import of the real EDICT file: ${edictFile} is missing (apt-get install edict).`,
  );
}

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-edict-"));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** Writes an EDICT file of the given lines (EUC-JP, header first) and returns its path. */
function writeEdict(name: string, lines: string[]): string {
  const file = path.join(workDir, name);
  const header =
    "\u3000？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary Files/";
  fs.writeFileSync(file, encodeEucJp([header, ...lines, ""].join("\n")));
  return file;
}

const ownWord = {
  id: "vocab:食べる:たべる",
  japanese: "食べる",
  reading: "たべる",
  english: "to eat",
  nepali: "खानु",
  jlptLevel: "N5" as const,
  partOfSpeech: "verb",
  source: "jouzu",
};

const entryById = async (db: Database, id: string) =>
  (await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, id)))[0];

const activeEdictRows = async (db: Database) =>
  (
    await db
      .select({ rows: count() })
      .from(dictionaryEntries)
      .where(and(eq(dictionaryEntries.source, "edict"), isNull(dictionaryEntries.retiredAt)))
  )[0]?.rows ?? 0;

const lastWrite = async (db: Database) =>
  (await db.select({ at: max(dictionaryEntries.updatedAt) }).from(dictionaryEntries))[0]?.at;

const noWrites = { inserted: 0, updated: 0, retired: 0 };

describe.each(databaseKinds)("EDICT import of the real file on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  // The dictionary is a Debian package: a machine without it skips this test, CI must have it.
  test.skipIf(!haveEdict && !inCi)(
    `imports, re-imports without writing, retires and restores (needs ${edictFile}: apt-get install edict)`,
    async () => {
      expect(haveEdict, `${edictFile} is missing: .ci/run installs Debian's edict package`).toBe(
        true,
      );
      const { db } = database.handle;
      await db.insert(dictionaryEntries).values(ownWord);
      const ownBefore = await entryById(db, ownWord.id);
      const timings: Record<string, number> = {};
      const timed = async (label: string, file: string): Promise<EdictImportReport> => {
        const report = await importEdict(db, file);
        timings[label] = report.seconds;
        return report;
      };

      const first = await timed("first", edictFile);
      expect(first.inserted).toBeGreaterThan(150_000);
      expect(first).toMatchObject({ updated: 0, unchanged: 0, retired: 0 });
      expect(first.skipped).toBeLessThan(100);
      expect(first.inserted + first.skipped).toBe(first.read);
      expect(await activeEdictRows(db)).toBe(first.inserted);

      const taberu = await entryById(db, "edict:食べる:たべる");
      expect(taberu).toMatchObject({
        japanese: "食べる",
        reading: "たべる",
        source: "edict",
        nepali: "",
        jlptLevel: null,
        common: true,
        partOfSpeech: "v1,vt",
        retiredAt: null,
      });
      expect(taberu?.english).toMatch(/^to eat;/);
      expect(taberu?.english).not.toMatch(/\((?:v1|vt|P|1|2)\)/);
      const kanaOnly = await entryById(db, "edict:ああ:ああ");
      expect(kanaOnly).toMatchObject({ japanese: "ああ", reading: "ああ", source: "edict" });

      // The same file again: every row compared, none written.
      const stamp = await lastWrite(db);
      const second = await timed("second", edictFile);
      expect(second).toMatchObject({ ...noWrites, unchanged: first.inserted });
      expect(await lastWrite(db)).toEqual(stamp);

      // A shorter file: every 40th entry and 食べる left out, re-encoded to EUC-JP.
      const lines = new TextDecoder("euc-jp").decode(fs.readFileSync(edictFile)).split("\n");
      const dropped = new Set(
        lines.flatMap((line, index) =>
          index > 0 && (index % 40 === 0 || line.startsWith("食べる [たべる] /")) ? [index] : [],
        ),
      );
      const droppedEntries = [...dropped].filter((i) => parseEdictLine(lines[i] ?? "").ok).length;
      const shorter = path.join(workDir, "edict-shorter");
      fs.writeFileSync(shorter, encodeEucJp(lines.filter((_, i) => !dropped.has(i)).join("\n")));
      const shortened = await timed("shortened", shorter);
      expect(shortened.retired).toBe(droppedEntries);
      expect(shortened.inserted).toBe(0);
      expect(await activeEdictRows(db)).toBe(first.inserted - droppedEntries);
      expect((await entryById(db, "edict:食べる:たべる"))?.retiredAt).toBeInstanceOf(Date);

      // The full file brings them all back, under the same ids.
      const restored = await timed("restored", edictFile);
      expect(restored).toMatchObject({ inserted: 0, retired: 0 });
      expect(restored.updated).toBeGreaterThanOrEqual(droppedEntries);
      expect(await activeEdictRows(db)).toBe(first.inserted);
      expect(await entryById(db, "edict:食べる:たべる")).toMatchObject({
        retiredAt: null,
        english: taberu?.english,
      });

      // Our own word, with the same headword, went through all of it untouched.
      expect(await entryById(db, ownWord.id)).toEqual(ownBefore);
      console.info(`EDICT import on ${kind}, seconds: ${JSON.stringify(timings)}`);
    },
    600_000,
  );
});

describe("EDICT import of made-up files", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database?.drop());

  const entries = [
    "猫 [ねこ] /(n) (1) cat/(n) (2) (sl) cat burglar/(P)/",
    "ほらほら /(int) look!/there!/",
    "橋 [はし] /(n) bridge/(P)/",
    "橋 [はし] /(n) (arch) the second bridge entry/",
    "四度 [しど] /",
  ];

  test("repeated headword and reading get numbered ids; broken lines are reported and skipped", async () => {
    const { db } = database.handle;
    const skips: string[] = [];
    const report = await importEdict(db, writeEdict("small", entries), {
      onSkippedLine: (line, reason) => skips.push(`${line}: ${reason}`),
    });
    expect(report).toMatchObject({ read: 5, inserted: 4, skipped: 1, retired: 0 });
    expect(skips).toEqual(["6: no English glosses"]);
    expect((await entryById(db, "edict:橋:はし"))?.english).toBe("bridge");
    expect((await entryById(db, "edict:橋:はし:2"))?.english).toBe("the second bridge entry");
    expect(await entryById(db, "edict:ほらほら:ほらほら")).toMatchObject({
      english: "look!, there!",
      common: false,
      partOfSpeech: "int",
    });
    // An edited entry is updated in place.
    const edited = entries.map((line) => line.replace("look!/there!", "look!/see!"));
    const again = await importEdict(db, writeEdict("small-edited", edited));
    expect(again).toMatchObject({ inserted: 0, updated: 1, unchanged: 3, retired: 0 });
    expect((await entryById(db, "edict:ほらほら:ほらほら"))?.english).toBe("look!, see!");
  });

  test.each([
    ["a missing file", () => path.join(workDir, "nothing-here"), /No EDICT file at .*apt-get/],
    ["a folder", () => workDir, /is not a file/],
    [
      "a UTF-8 file",
      () => {
        const file = path.join(workDir, "utf8");
        fs.writeFileSync(file, entries.join("\n"), "utf8");
        return file;
      },
      /is not EUC-JP text \(line 1 /,
    ],
    [
      "EUC-JP that breaks after thousands of good lines",
      () => {
        const file = path.join(workDir, "broken-later");
        const good = Array.from({ length: 3000 }, (_, i) => `語${i} [ご] /(n) word ${i}/`);
        fs.writeFileSync(file, Buffer.concat([encodeEucJp(good.join("\n")), Buffer.from([0xa1])]));
        return file;
      },
      /is not EUC-JP text/,
    ],
    [
      "a text file that is not a dictionary",
      () => {
        const file = path.join(workDir, "prose");
        fs.writeFileSync(file, "Dear reader,\nthis is a letter.\nKind regards\n");
        return file;
      },
      /holds no EDICT entries \(line 1: not in the EDICT form/,
    ],
    [
      "a file where many lines are not entries",
      () =>
        writeEdict("mostly-prose", [
          "猫 [ねこ] /(n) cat/",
          ...Array.from({ length: 30 }, (_, i) => `paragraph ${i} of a letter`),
        ]),
      /does not look like an EDICT file: 30 of 31 lines are not entries \(first: line 3: /,
    ],
  ])("%s: a clear error, and the dictionary stays as it was", async (_name, makeFile, message) => {
    const { db } = database.handle;
    await importEdict(db, writeEdict("before", entries));
    const allRows = () => db.select().from(dictionaryEntries).orderBy(dictionaryEntries.id);
    const rowsBefore = await allRows();
    // Small batches, so rows are written before the file turns out to be broken.
    const attempt = importEdict(db, makeFile(), { batchSize: 10 });
    await expect(attempt).rejects.toThrow(EdictFileError);
    await expect(attempt).rejects.toThrow(message);
    expect(await allRows()).toEqual(rowsBefore);
  });
});

describe("npm run import:edict", () => {
  test("imports into DATA_DIR, prints a summary, and a second run writes nothing", async () => {
    const dataDir = path.join(workDir, "data-ok");
    const file = writeEdict("command", ["猫 [ねこ] /(n) cat/(P)/", "四度 [しど] /"]);
    const first = await runImportEdict([file], { DATA_DIR: dataDir });
    expect(first.stderr).toContain("skipped line 3: no English glosses");
    expect(first.stdout).toMatch(
      /EDICT import: 2 read, 1 inserted, 0 updated, 0 unchanged, 0 retired, 1 skipped, [\d.]+ s/,
    );
    expect(first.code).toBe(0);
    const second = await runImportEdict([file], { DATA_DIR: dataDir });
    expect(second.stdout).toContain(
      "EDICT import: 2 read, 0 inserted, 0 updated, 1 unchanged, 0 retired, 1 skipped",
    );
    expect(second.code).toBe(0);
  }, 60_000);

  test.each([
    ["a missing file", () => "/no/such/edict", false, /No EDICT file at \/no\/such\/edict\./],
    [
      "a file in another encoding",
      () => {
        const file = path.join(workDir, "utf8-command");
        fs.writeFileSync(file, "猫 [ねこ] /(n) cat/\n", "utf8");
        return file;
      },
      false,
      /utf8-command is not EUC-JP text/,
    ],
    [
      "a data directory a running server holds",
      () => writeEdict("command-locked", ["猫 [ねこ] /(n) cat/"]),
      true,
      /already in use by another Jouzu server \(process \d+\)/,
    ],
  ])(
    "%s: a clear message and exit code 1",
    async (_name, makeFile, locked, message) => {
      const dataDir = fs.mkdtempSync(path.join(workDir, "data-"));
      // The lock a running server leaves: a live process (this one) owns the data directory.
      if (locked) fs.writeFileSync(path.join(dataDir, "jouzu.lock"), String(process.pid));
      const result = await runImportEdict([makeFile()], { DATA_DIR: dataDir });
      expect(result.stderr).toMatch(message);
      expect(result.code).toBe(1);
    },
    60_000,
  );
});
