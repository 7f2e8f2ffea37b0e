// npm run bench:study-lists — what one request for a study list page costs on the server.
// Our lists are sorted by reading with the Japanese collator and filtered in memory; the sorted
// list is kept per level and content change. This compares, on the same database, a request
// served from the kept list, the same work redone per request, and the former SQL read (one
// page in code-point order, no filter). Runs on PGlite, and on PostgreSQL with BENCH_DATABASE_URL.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { quantile } from "./stats.ts";
import { appModules, benchDatabases, root, time } from "./support.ts";
import type { Database } from "../app/server/db/client.server.ts";
import type * as Schema from "../app/server/db/schema.ts";
import type * as Queries from "../app/features/study-lists/study-list-queries.server.ts";
import type * as Order from "../app/features/study-lists/list-order.ts";
import type * as Filter from "../app/features/study-lists/list-filter.ts";

const runs = Number(process.env.BENCH_RUNS ?? 200);
const app = await appModules();
const load = app.load;
const { openDatabase } = await load("/app/server/db/client.server.ts");
const { syncLearningContent } = await load("/app/features/learning-content/sync.server.ts");
const schema = (await load("/app/server/db/schema.ts")) as typeof Schema;
const queries = (await load(
  "/app/features/study-lists/study-list-queries.server.ts",
)) as typeof Queries;
const order = (await load("/app/features/study-lists/list-order.ts")) as typeof Order;
const filter = (await load("/app/features/study-lists/list-filter.ts")) as typeof Filter;

const ask = (q = "", page: number | null = null) => ({ item: null, page, q, qTooLong: false });

/** N1 has no content yet: our N5 and N4 words, twice over under new ids, stand in for its size. */
async function addN1SizedList(db: Database) {
  const { dictionaryEntries } = schema;
  await db.execute(sql`
    insert into ${dictionaryEntries} (id, japanese, reading, english, nepali, jlpt_level, source)
    select 'bench:' || copy || ':' || id, japanese, reading, english, nepali, 'N1', 'jouzu'
      from ${dictionaryEntries}, (values (1), (2)) as copies(copy)
     where jlpt_level in ('N5', 'N4') and source = 'jouzu'`);
}

/** The same work without keeping the sorted list: read the level, sort, filter, page. */
async function sortEveryRequest(db: Database, level: "N5" | "N1", q: string) {
  const { dictionaryEntries } = schema;
  const items = await db
    .select({
      id: dictionaryEntries.id,
      japanese: dictionaryEntries.japanese,
      reading: dictionaryEntries.reading,
      english: dictionaryEntries.english,
      nepali: dictionaryEntries.nepali,
    })
    .from(dictionaryEntries)
    .where(sql`jlpt_level = ${level} and source = 'jouzu' and retired_at is null`);
  const sorted = order.sortByKeys(items, (word) => ({
    reading: order.sortReading(word.reading),
    written: word.japanese,
    id: word.id,
  }));
  const matches = filter.compileFilter(q);
  const shown = matches
    ? sorted.filter((word) =>
        matches(
          filter.filterFields({
            written: word.japanese,
            readings: [word.reading],
            english: word.english,
            nepali: word.nepali,
          }),
        ),
      )
    : sorted;
  return shown.slice(0, 100);
}

/** What the list read before: a count and one page, ordered by the bytes of the word. */
async function formerSqlPage(db: Database, level: "N5" | "N1") {
  const { dictionaryEntries } = schema;
  const where = sql`jlpt_level = ${level} and source = 'jouzu' and retired_at is null`;
  await Promise.all([
    db.$count(dictionaryEntries, where),
    db.execute(sql`select id, japanese, reading, english from ${dictionaryEntries}
      where ${where} order by japanese collate "C", id collate "C" limit 100 offset 0`),
  ]);
}

type Row = { database: string; level: string; scenario: string; samples: number[] };
const rows: Row[] = [];

const targets = benchDatabases(openDatabase);

for (const [database, open] of targets) {
  const handle = await open();
  const { db } = handle;
  await syncLearningContent(db, path.join(root, "content"));
  await addN1SizedList(db);
  for (const level of ["N5", "N1"] as const) {
    const size = (await queries.readVocabularyList(db, level, ask()))?.total ?? 0;
    const label = `${level} (${size} words)`;
    const measure = async (scenario: string, work: () => Promise<unknown>, times = runs) => {
      await work();
      const samples: number[] = [];
      for (let i = 0; i < times; i++) samples.push(await time(work));
      rows.push({ database, level: label, scenario, samples });
    };
    // The first request after a start or a content change builds the kept list.
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      await db.execute(
        sql`update ${schema.dictionaryEntries} set updated_at = now() where jlpt_level = ${level} and id = (select min(id) from ${schema.dictionaryEntries} where jlpt_level = ${level})`,
      );
      cold.push(await time(() => queries.readVocabularyList(db, level, ask())));
    }
    rows.push({
      database,
      level: label,
      scenario: "kept list: first request after a change",
      samples: cold,
    });
    await measure("kept list: a page, no filter", () =>
      queries.readVocabularyList(db, level, ask("", 2)),
    );
    await measure("kept list: filter “taberu”", () =>
      queries.readVocabularyList(db, level, ask("taberu")),
    );
    await measure("kept list: filter “to” (many matches)", () =>
      queries.readVocabularyList(db, level, ask("to")),
    );
    await measure("no kept list: read + sort + filter per request", () =>
      sortEveryRequest(db, level, "taberu"),
    );
    await measure("baseline: former SQL page (code-point order, no filter)", () =>
      formerSqlPage(db, level),
    );
  }
  await handle.close();
}
await app.close();

console.log(`\nStudy list requests (vocabulary), ${runs} runs each\n`);
console.log("| database | list | scenario | median ms | p99 ms |");
console.log("| --- | --- | --- | ---: | ---: |");
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.level} | ${row.scenario} | ${quantile(row.samples, 0.5).toFixed(2)} | ${quantile(row.samples, 0.99).toFixed(2)} |`,
  );
}
fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
fs.writeFileSync(
  path.join(root, "test-results", "bench-study-lists.json"),
  JSON.stringify({ runs, rows }, null, 2),
);
