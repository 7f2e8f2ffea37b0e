// npm run bench:content-sync — how long the start-up content sync takes on the full content set.
// Compares our sync (hash-compare, upsert only what changed) with a naive reload (delete all,
// insert all) measured in the same run, on PGlite and, with BENCH_DATABASE_URL, PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import { quantile } from "./stats.ts";
import { appModules, benchDatabases, root, time } from "./support.ts";
import type { LearningContent } from "../app/features/learning-content/load-content.server.ts";
import type { Database } from "../app/server/db/client.server.ts";
import type * as DatabaseSchema from "../app/server/db/schema.ts";

const runs = Number(process.env.BENCH_RUNS ?? 7);
const app = await appModules();
const load = app.load;
const { openDatabase } = await load("/app/server/db/client.server.ts");
const { syncLearningContent } = await load("/app/features/learning-content/sync.server.ts");
const { loadLearningContent } = await load("/app/features/learning-content/load-content.server.ts");
const schema = (await load("/app/server/db/schema.ts")) as typeof DatabaseSchema;
const contentDir = path.join(root, "content");

const content = (await loadLearningContent(contentDir)) as LearningContent;
const items = content.vocabulary.length + content.kanji.length + content.grammar.length;

/** What a loader without change tracking does at every start. */
async function naiveReload(db: Database) {
  await db.transaction(async (tx) => {
    await tx.delete(schema.dictionaryEntries);
    await tx.delete(schema.kanjiCharacters);
    await tx.delete(schema.grammarPoints);
    const level = (l: string) => l.toUpperCase() as "N5" | "N4";
    const chunks = <T>(rows: T[]) =>
      Array.from({ length: Math.ceil(rows.length / 250) }, (_, i) =>
        rows.slice(i * 250, i * 250 + 250),
      );
    for (const batch of chunks(content.vocabulary))
      await tx.insert(schema.dictionaryEntries).values(
        batch.map(({ level: l, entry }) => ({
          ...entry,
          conversation: entry.conversation ?? [],
          jlptLevel: level(l),
        })),
      );
    for (const batch of chunks(content.kanji))
      await tx.insert(schema.kanjiCharacters).values(
        batch.map(({ level: l, entry }) => ({
          ...entry,
          englishMeaning: entry.english,
          nepaliMeaning: entry.nepali,
          jlptLevel: level(l),
        })),
      );
    for (const batch of chunks(content.grammar))
      await tx.insert(schema.grammarPoints).values(
        batch.map(({ level: l, entry }) => ({
          ...entry,
          commonMistakes: (entry.commonMistakes ?? []).map((m) =>
            typeof m === "string" ? { english: m } : m,
          ),
          jlptLevel: level(l),
        })),
      );
  });
}

type Row = { database: string; scenario: string; samples: number[] };
const rows: Row[] = [];
const targets = benchDatabases(openDatabase);

for (const [database, open] of targets) {
  const first: number[] = [],
    unchanged: number[] = [],
    naive: number[] = [];
  for (let run = 0; run < runs; run++) {
    const handle = await open();
    first.push(await time(() => syncLearningContent(handle.db, contentDir)));
    unchanged.push(await time(() => syncLearningContent(handle.db, contentDir)));
    naive.push(await time(() => naiveReload(handle.db)));
    await handle.close();
  }
  rows.push({ database, scenario: "sync, empty database (first start)", samples: first });
  rows.push({
    database,
    scenario: "sync, nothing changed (every later start)",
    samples: unchanged,
  });
  rows.push({ database, scenario: "baseline: naive reload (delete + insert all)", samples: naive });
}
await app.close();

console.log(
  `\nContent sync: ${items} items (${content.vocabulary.length} words, ${content.kanji.length} kanji, ${content.grammar.length} grammar points), ${runs} runs each\n`,
);
console.log("| database | scenario | median ms | p99 ms | vs naive reload (median) |");
console.log("| --- | --- | ---: | ---: | ---: |");
for (const row of rows) {
  const baselineRow = rows.find(
    (r) => r.database === row.database && r.scenario.startsWith("baseline"),
  );
  const baseline = quantile(baselineRow?.samples ?? [], 0.5);
  const median = quantile(row.samples, 0.5);
  console.log(
    `| ${row.database} | ${row.scenario} | ${median.toFixed(1)} | ${quantile(row.samples, 0.99).toFixed(1)} | ${(median / baseline).toFixed(2)}× |`,
  );
}
fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
fs.writeFileSync(
  path.join(root, "test-results", "bench-content-sync.json"),
  JSON.stringify({ items, runs, rows }, null, 2),
);
