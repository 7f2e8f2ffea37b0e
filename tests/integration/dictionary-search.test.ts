import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  DictionarySearch,
  findDictionaryEntry,
} from "../../app/features/dictionary/dictionary-search.server.ts";
import { dictionaryEntries } from "../../app/server/db/schema.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const ownWord = {
  id: "vocab:猫:ねこ",
  japanese: "猫",
  reading: "ねこ",
  english: "cat",
  nepali: "बिरालो",
  jlptLevel: "N5" as const,
  partOfSpeech: "noun",
  examples: [
    {
      japanese: "猫が好きです。",
      reading: "ねこがすきです。",
      english: "I like cats.",
      nepali: "मलाई बिरालो मन पर्छ।",
    },
  ],
};
// An imported entry as the importer writes it: no level, no Nepali, EDICT's part of speech.
const importedWord = {
  id: "edict:子猫:こねこ",
  japanese: "子猫",
  reading: "こねこ",
  english: "kitten",
  jlptLevel: null,
  partOfSpeech: "n",
  source: "edict",
  common: true,
};

/** Searches until `expected` is the top answer: a rebuild happens in the background. */
async function eventually(search: DictionarySearch, query: string, expected: string | undefined) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const top = (await search.search(query, 1))[0]?.entry.japanese;
    if (top === expected || Date.now() > deadline) return top;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)("dictionary search on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await database.handle.db.insert(dictionaryEntries).values([ownWord, importedWord]);
  });
  afterEach(async () => {
    await database.drop();
  });

  test("reads every column it ranks by, nulls included, and finds the entry's details", async () => {
    const search = new DictionarySearch(database.handle.db);
    expect(await search.warm()).toMatchObject({ entries: 2 });
    const [own] = await search.search("ねこ", 5);
    expect(own?.entry).toEqual({
      id: ownWord.id,
      japanese: "猫",
      reading: "ねこ",
      english: "cat",
      nepali: "बिरालो",
      jlptLevel: "N5",
      source: "jouzu",
      common: false,
      partOfSpeech: "noun",
    });
    const [imported] = await search.search("kitten", 5);
    expect(imported?.entry).toMatchObject({
      japanese: "子猫",
      jlptLevel: null,
      nepali: "",
      source: "edict",
      common: true,
      partOfSpeech: "n",
    });
    expect((await findDictionaryEntry(database.handle.db, ownWord.id))?.examples).toEqual(
      ownWord.examples,
    );
  });

  test("an import seen by the revision check is searchable without a restart", async () => {
    const search = new DictionarySearch(database.handle.db, { revisionCheckIntervalMs: 0 });
    await search.warm();
    expect(await search.search("puppy", 5)).toEqual([]);

    await database.handle.db.insert(dictionaryEntries).values({
      id: "edict:子犬:こいぬ",
      japanese: "子犬",
      reading: "こいぬ",
      english: "puppy",
      source: "edict",
    });
    expect(await eventually(search, "puppy", "子犬")).toBe("子犬");

    // A retired entry leaves the index too.
    await database.handle.db
      .update(dictionaryEntries)
      .set({ retiredAt: new Date(), updatedAt: new Date(Date.now() + 1_000) })
      .where(eq(dictionaryEntries.id, importedWord.id));
    expect(await eventually(search, "kitten", undefined)).toBeUndefined();
    expect(await findDictionaryEntry(database.handle.db, importedWord.id)).toBeUndefined();
  });

  test("without a database the search fails, and works once the index can be built", async () => {
    const search = new DictionarySearch(database.handle.db);
    await database.handle.db.execute("alter table dictionary_entries rename to moved_away");
    await expect(search.search("ねこ", 5)).rejects.toThrow();
    await database.handle.db.execute("alter table moved_away rename to dictionary_entries");
    expect((await search.search("ねこ", 5))[0]?.entry.japanese).toBe("猫");
  });
});
