import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { dictionaryEntries } from "~/server/db/schema";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "../../../tests/support/test-database";
import { loadAboutPage } from "./about.server";

const contentDir = path.resolve(import.meta.dirname, "../../../content");
const edictCredit = (page: Awaited<ReturnType<typeof loadAboutPage>>) =>
  page.credits.find((source) => source.id === "jmdict-edict");

describe.each(databaseKinds)("About page credits on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(() => database.drop());

  test("credit JMdict/EDICT only once its entries have been imported", async () => {
    const { db } = database.handle;
    const before = await loadAboutPage(contentDir, "en", db);
    expect(edictCredit(before)).toBeUndefined();
    expect(before.credits.map((source) => source.id)).toContain("kanjidic2");

    // Our own words do not make the imported dictionary's credit appear.
    await db.insert(dictionaryEntries).values({
      id: "vocab:水:みず",
      japanese: "水",
      reading: "みず",
      english: "water",
      source: "jouzu",
    });
    expect(edictCredit(await loadAboutPage(contentDir, "en", db))).toBeUndefined();

    await db.insert(dictionaryEntries).values({
      id: "edict:鯨:くじら",
      japanese: "鯨",
      reading: "くじら",
      english: "whale",
      source: "edict",
    });
    expect(edictCredit(await loadAboutPage(contentDir, "en", db))).toEqual({
      id: "jmdict-edict",
      name: "JMdict/EDICT — Electronic Dictionary Research and Development Group",
      url: "https://www.edrdg.org/jmdict/j_jmdict.html",
      licence: "CC BY-SA 4.0",
      licenceUrl: "https://www.edrdg.org/edrdg/licence.html",
      usedFor: expect.stringContaining("JMdict/EDICT"),
    });
    expect(edictCredit(await loadAboutPage(contentDir, "ne", db))?.usedFor).toMatch(
      /[\u0900-\u097F]/,
    );
  });
});
