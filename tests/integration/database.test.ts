import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countContentByLevel } from "../../app/features/study-levels/level-counts.server.ts";
import { openDatabase } from "../../app/server/db/client.server.ts";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "../../app/server/db/schema.ts";
import { createHttpApp } from "../../app/server/http-app.ts";
import { parseEnv } from "../../app/server/env.server.ts";
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "../support/test-database.ts";

describe.each(databaseKinds)("database on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("migrations create the content tables", async () => {
    const result = await database.handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(["dictionary_entries", "grammar_points", "kanji_characters"]),
    );
  });

  test("the database answers a ping", async () => {
    await expect(database.handle.ping()).resolves.toBeUndefined();
  });

  test("level counts are counted from the rows, per level", async () => {
    const { db } = database.handle;
    const empty = await countContentByLevel(db);
    expect(empty.N5).toEqual({ words: 0, grammar: 0, kanji: 0 });

    await db.insert(dictionaryEntries).values([
      { id: "w1", japanese: "水", reading: "みず", english: "water", jlptLevel: "N5" },
      { id: "w2", japanese: "山", reading: "やま", english: "mountain", jlptLevel: "N5" },
      { id: "w3", japanese: "経済", reading: "けいざい", english: "economy", jlptLevel: "N3" },
      // Dictionary-only entries (no level) count for no level.
      { id: "w4", japanese: "鯨", reading: "くじら", english: "whale" },
    ]);
    await db.insert(grammarPoints).values({
      id: "g1",
      jlptLevel: "N4",
      pattern: "〜たことがある",
      reading: "たことがある",
      englishExplanation: "have done before",
      nepaliExplanation: "पहिले गरेको अनुभव छ",
    });
    await db.insert(kanjiCharacters).values({
      id: "k1",
      jlptLevel: "N5",
      kanji: "水",
      strokes: 4,
      englishMeaning: "water",
      nepaliMeaning: "पानी",
    });
    const counts = await countContentByLevel(db);
    expect(counts).toEqual({
      N5: { words: 2, grammar: 0, kanji: 1 },
      N4: { words: 0, grammar: 1, kanji: 0 },
      N3: { words: 1, grammar: 0, kanji: 0 },
      N2: { words: 0, grammar: 0, kanji: 0 },
      N1: { words: 0, grammar: 0, kanji: 0 },
    });
  });
});

// PostgreSQL is where several instances share one database (PGlite is single-process).
if (process.env.TEST_DATABASE_URL) {
  describe("PostgreSQL with several instances", () => {
    test("instances starting at once on an empty database all migrate and start", async () => {
      const empty = await createEmptyPostgresDatabase();
      try {
        const handles = await Promise.all(
          [1, 2, 3, 4].map(() => openDatabase({ kind: "postgres", url: empty.url })),
        );
        for (const handle of handles) await handle.ping();
        await Promise.all(handles.map((handle) => handle.close()));
      } finally {
        await empty.drop();
      }
    });
  });
}

describe("PGlite in a data directory", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-pglite-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("keeps its rows across a close and reopen, and migrations run once", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.db
      .insert(dictionaryEntries)
      .values({ id: "kept", japanese: "本", reading: "ほん", english: "book", jlptLevel: "N5" });
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    const rows = await second.db.select().from(dictionaryEntries);
    expect(rows.map((row) => row.id)).toEqual(["kept"]);
    const migrations = await second.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]?.n).toBe(
      fs.readdirSync("drizzle").filter((f) => f.endsWith(".sql")).length,
    );
    await second.close();
  });
});

describe("/readyz", () => {
  test("answers 503 when the database does not", async () => {
    const handle = await openDatabase({ kind: "pglite-memory" });
    const app = createHttpApp({
      env: parseEnv({ NODE_ENV: "test" }),
      database: handle,
      logger: pino({ level: "silent" }),
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      await handle.close();
      const response = await fetch(`${url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", failing: ["database"] });
    } finally {
      server.close();
    }
  });
});
