// npm run bench:practice — the practice engine on our content: how long one full mock takes to
// generate per level (target ≤ 50 ms on the server), and the share of tests over 1,000 seeds per
// level that come out full and pass every validator (target 100 %). The bank is built from
// content/ as the server builds it from the synced tables (without an imported dictionary).
// The page weight of a test page is measured with the pages (npm run bench:bundle).
// Options: BENCH_RUNS (200 timed mocks per level), BENCH_SEEDS (1000 seeds per level).
import { quantile } from "./stats.ts";
import { appModules } from "./support.ts";
import type * as BankSupport from "../tests/support/practice-bank.ts";
import type * as Generate from "../app/features/practice/generate.ts";
import type * as Validate from "../app/features/practice/validate.ts";

const runs = Number(process.env.BENCH_RUNS ?? 200);
const seeds = Number(process.env.BENCH_SEEDS ?? 1000);
const app = await appModules();
const { bankFromContent } = (await app.load(
  "/tests/support/practice-bank.ts",
)) as typeof BankSupport;
const { generateTest } = (await app.load("/app/features/practice/generate.ts")) as typeof Generate;
const { testProblems } = (await app.load("/app/features/practice/validate.ts")) as typeof Validate;

const started = performance.now();
const bank = await bankFromContent();
console.log(`Bank built from content/ in ${Math.round(performance.now() - started)} ms`);

const levels = ["n5", "n4", "n3", "n2", "n1"] as const;
const rows: string[] = [];
for (const level of levels) {
  // The first test of a level also builds its candidate lists (kept for the bank's life).
  const first = performance.now();
  generateTest(bank, { level, section: "mock", seed: 0 });
  const firstMs = performance.now() - first;
  const times: number[] = [];
  let questions = 0;
  for (let seed = 1; seed <= runs; seed++) {
    const t = performance.now();
    const report = generateTest(bank, { level, section: "mock", seed });
    times.push(performance.now() - t);
    questions = report.questions.length;
  }
  let passing = 0;
  let built = 0;
  let rejected = 0;
  const examples: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const report = generateTest(bank, { level, section: "mock", seed: 1_000_000 + seed });
    const problems = testProblems(report.questions, bank, level);
    if (report.short === 0 && problems.length === 0) passing++;
    else if (examples.length < 3)
      examples.push(`seed ${seed}: ${problems[0] ?? `${report.short} short`}`);
    built += report.questions.length + report.rejected;
    rejected += report.rejected;
  }
  rows.push(
    `| ${level.toUpperCase()} | ${questions} | ${firstMs.toFixed(0)} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${((passing / seeds) * 100).toFixed(1)} % | ${((rejected / Math.max(1, built)) * 100).toFixed(1)} % |`,
  );
  for (const example of examples) console.log(`  ${level}: ${example}`);
}

console.log(
  `\nFull mock generation, ${runs} runs per level; validators over ${seeds} seeds per level\n`,
);
console.log(
  "| level | questions | first mock ms | median ms | p99 ms | tests full and valid | candidates refused by validators |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
console.log("\nPage weight of a test page: see npm run bench:bundle (measured with the pages).");
await app.close();
