import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { InvalidLearningContentError } from "../../app/features/learning-content/load-content.server.ts";
import { syncLearningContent } from "../../app/features/learning-content/sync.server.ts";
import { listeningScripts, readingPassages } from "../../app/server/db/schema.ts";
import { projectRoot } from "../support/app-server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const firstOf = (kind: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(projectRoot, "content", kind, "n5.json"), "utf8")) as {
      id: string;
      type: string;
    }[]
  )[0];

/** content/reading and content/listening: validated, stored whole, retired when removed. */
describe.each(databaseKinds)("reading and listening material sync on %s", (kind) => {
  let database: TestDatabase;
  let contentDir: string;
  const write = (files: Record<string, unknown>) => {
    fs.rmSync(contentDir, { recursive: true, force: true });
    for (const [file, value] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
      fs.writeFileSync(path.join(contentDir, file), JSON.stringify(value));
    }
  };
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-material-"));
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  test("no files yet: nothing; a passage and a script: stored with level and type; removed: retired", async () => {
    const { db } = database.handle;
    write({});
    const none = await syncLearningContent(db, contentDir);
    expect(none.reading).toEqual({ inserted: 0, updated: 0, retired: 0, unchanged: 0 });

    const passage = firstOf("reading");
    const script = firstOf("listening");
    write({ "reading/n5.json": [passage], "listening/n5.json": [script] });
    const first = await syncLearningContent(db, contentDir);
    expect(first.reading.inserted).toBe(1);
    expect(first.listening.inserted).toBe(1);
    const [row] = await db.select().from(readingPassages);
    expect(row).toMatchObject({ id: passage?.id, jlptLevel: "N5", type: passage?.type });
    expect(row?.body).toEqual(passage);
    expect((await syncLearningContent(db, contentDir)).reading.unchanged).toBe(1);

    write({ "listening/n5.json": [script] });
    const removed = await syncLearningContent(db, contentDir);
    expect(removed.reading.retired).toBe(1);
    expect(
      await db.select().from(readingPassages).where(isNull(readingPassages.retiredAt)),
    ).toEqual([]);
    expect(await db.select().from(listeningScripts)).toHaveLength(1);
  });

  test("an invalid passage or an id used twice stops the sync, named", async () => {
    const { db } = database.handle;
    const passage = firstOf("reading");
    write({ "reading/n5.json": [{ ...passage, questions: [] }] });
    await expect(syncLearningContent(db, contentDir)).rejects.toThrow(InvalidLearningContentError);
    await expect(syncLearningContent(db, contentDir)).rejects.toThrow(/reading\/n5\.json item 0/);
    write({
      "reading/n5.json": [passage],
      "listening/n5.json": [{ ...firstOf("listening"), id: passage?.id }],
    });
    await expect(syncLearningContent(db, contentDir)).rejects.toThrow(
      `the id "${passage?.id}" is used twice`,
    );
  });
});
