// npm run bench:search              latency and throughput of GET /api/dictionary/search
// npm run bench:search -- --quality  top-1 accuracy on bench/search-quality.json
//
// Prepares a fresh PGlite data directory with our content and the full JMdict/EDICT import
// (/usr/share/edict/edict, Debian package `edict`), starts the production server on it, and sends
// a fixed mix of queries (kanji, kana, romaji, English, Nepali, conjugated forms, misses) over
// HTTP from 32 concurrent keep-alive connections. In the same run, the same queries go to the
// original product's approach (ILIKE '%q%' … OR …, LIMIT 1, no index) served the same way.
// With wrk installed (Debian package `wrk`) each side runs for a set time, sending its queries in
// order and starting over; without it a Node client sends each query once.
// Options: --queries N (10000), --baseline-queries N (2000), --concurrency N (32),
//          --seconds N (10), --baseline-seconds N (60), --data-dir DIR (reuse a prepared
//          directory), --edict FILE.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { toRomaji } from "wanakana";
import { freePort } from "../tests/support/free-port.ts";
import { startAppServer, projectRoot } from "../tests/support/app-server.ts";
import { quantile } from "./stats.ts";

const { values: options } = parseArgs({
  options: {
    quality: { type: "boolean", default: false },
    queries: { type: "string", default: "10000" },
    "baseline-queries": { type: "string", default: "2000" },
    seconds: { type: "string", default: "10" },
    "baseline-seconds": { type: "string", default: "60" },
    concurrency: { type: "string", default: "32" },
    "data-dir": { type: "string" },
    edict: { type: "string", default: "/usr/share/edict/edict" },
  },
});
const queryCount = Number(options.queries);
const baselineCount = Math.min(queryCount, Number(options["baseline-queries"]));
const concurrency = Number(options.concurrency);

// --- data ------------------------------------------------------------------------------------

if (!fs.existsSync(options.edict)) {
  console.error(`No EDICT file at ${options.edict}. Install it: apt-get install edict`);
  process.exit(1);
}
if (!fs.existsSync(path.join(projectRoot, "build", "server"))) {
  console.log("Building the production server first…");
  run("npm", ["run", "build"]);
}
const dataDir = options["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-bench-"));
const importStarted = performance.now();
run(process.execPath, ["scripts/import-edict.ts", options.edict], { DATA_DIR: dataDir });
const importSeconds = (performance.now() - importStarted) / 1000;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

// --- queries ---------------------------------------------------------------------------------

type QualityCase = {
  query: string;
  kind: string;
  expect: { japanese: string; reading: string };
};
const qualitySet = JSON.parse(
  fs.readFileSync(path.join(projectRoot, "bench", "search-quality.json"), "utf8"),
) as { queries: QualityCase[]; misses: string[] };

type Word = {
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  partOfSpeech: string;
};
const words = ["n5", "n4"].flatMap(
  (level) =>
    JSON.parse(
      fs.readFileSync(path.join(projectRoot, "content", "vocabulary", `${level}.json`), "utf8"),
    ) as Word[],
);

function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("the query mix ran out of material");
  return value;
}

/** A small seeded generator, so every run sends the same queries. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const godanPolite: Record<string, string> = {
  う: "います",
  く: "きます",
  ぐ: "ぎます",
  す: "します",
  つ: "ちます",
  ぬ: "にます",
  ぶ: "びます",
  む: "みます",
  る: "ります",
};
const godanNegative: Record<string, string> = {
  う: "わない",
  く: "かない",
  ぐ: "がない",
  す: "さない",
  つ: "たない",
  ぬ: "なない",
  ぶ: "ばない",
  む: "まない",
  る: "らない",
};

/** A form a learner copies from a sentence, or undefined for words that do not conjugate. */
function conjugated(word: Word, random: () => number): string | undefined {
  const stem = word.japanese.slice(0, -1);
  const last = word.japanese.slice(-1);
  const pick = random() < 0.5;
  switch (word.partOfSpeech) {
    case "verb-ichidan":
      return stem + (pick ? "ました" : "なかった");
    case "verb-godan":
      return godanPolite[last]
        ? stem + (pick ? godanPolite[last] : godanNegative[last])
        : undefined;
    case "i-adjective":
      return stem + (pick ? "かった" : "くない");
    default:
      return undefined;
  }
}

const firstGloss = (text: string) => (text.split(/[;,]/)[0] ?? "").replace(/\([^)]*\)/g, "").trim();

/** The fixed mix: ~20% kanji, 15% kana, 15% romaji, 20% English, 10% Nepali, 10% conjugated, 10% misses. */
function queryMix(count: number): { query: string; kind: string }[] {
  const random = seededRandom(20261122);
  const conjugating = words.filter((word) => conjugated(word, () => 0) !== undefined);
  const pickWord = (): Word => present(words[Math.floor(random() * words.length)]);
  const kinds: [string, number, () => string | undefined][] = [
    ["kanji", 0.2, () => pickWord().japanese],
    ["kana", 0.15, () => pickWord().reading],
    ["romaji", 0.15, () => toRomaji(pickWord().reading)],
    ["english", 0.2, () => firstGloss(pickWord().english)],
    ["nepali", 0.1, () => firstGloss(pickWord().nepali)],
    [
      "conjugated",
      0.1,
      () => conjugated(present(conjugating[Math.floor(random() * conjugating.length)]), random),
    ],
    [
      "miss",
      0.1,
      () =>
        random() < 0.5
          ? qualitySet.misses[Math.floor(random() * qualitySet.misses.length)]
          : Array.from({ length: 4 + Math.floor(random() * 6) }, () =>
              String.fromCharCode(97 + Math.floor(random() * 26)),
            ).join("") + "qx",
    ],
  ];
  const mix: { query: string; kind: string }[] = [];
  while (mix.length < count) {
    let roll = random();
    const [kind, , make] = present(kinds.find(([, share]) => (roll -= share) < 0) ?? kinds.at(-1));
    const query = make()?.trim();
    if (query) mix.push({ query, kind });
  }
  return mix;
}

// --- HTTP load -------------------------------------------------------------------------------

function get(agent: http.Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

type LoadResult = { requests: number; p50: number; p99: number; rps: number; failures: number };

/**
 * wrk (Debian package `wrk`) drives the load when installed: a C client on the other core, so
 * the figures are the server's. Without it, a Node client does, and on two cores it becomes the
 * limit (≈3,600 requests/s here) and its own queueing shows in the latencies.
 */
const wrkAvailable = spawnSync("wrk", ["--version"]).error === undefined;
const loadClient = wrkAvailable ? "wrk" : "Node http client (install wrk for server-bound figures)";

async function load(baseUrl: string, paths: string[], seconds: number): Promise<LoadResult> {
  return wrkAvailable ? loadWithWrk(baseUrl, paths, seconds) : loadWithNode(baseUrl, paths);
}

/** wrk runs for a time, not a count: the mix is sent in order, over again if it runs out. */
function loadWithWrk(baseUrl: string, paths: string[], seconds: number): LoadResult {
  const pathsFile = path.join(dataDir, "bench-paths.txt");
  fs.writeFileSync(pathsFile, paths.join("\n") + "\n");
  const run = (runSeconds: number) => {
    const result = spawnSync(
      "wrk",
      ["-t1", `-c${concurrency}`, `-d${runSeconds}s`, "--timeout", "60s"].concat([
        "-s",
        "bench/search-load.lua",
        baseUrl,
      ]),
      { cwd: projectRoot, env: { ...process.env, QUERIES: pathsFile }, encoding: "utf8" },
    );
    const line = /^RESULT (.*)$/m.exec(result.stdout)?.[1];
    if (!line) throw new Error(`wrk gave no result:\n${result.stdout}\n${result.stderr}`);
    return JSON.parse(line) as LoadResult & { seconds: number };
  };
  // Warm up the JIT and the connections; not measured.
  // A server that has just built its index is still settling (JIT, heap): 8 s unmeasured first.
  run(8);
  const measured = run(seconds);
  return { ...measured, rps: measured.requests / measured.seconds };
}

async function loadWithNode(baseUrl: string, paths: string[]): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // Warm up the JIT and the connections; not measured.
  await Promise.all(paths.slice(0, 300).map((query) => get(agent, baseUrl + query)));
  const latencies = new Float64Array(paths.length);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < paths.length; index = next++) {
        const sent = performance.now();
        const status = await get(agent, baseUrl + (paths[index] ?? "/")).then(
          (response) => response.status,
          () => 0,
        );
        latencies[index] = performance.now() - sent;
        if (status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: paths.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    rps: paths.length / seconds,
    failures,
  };
}

async function startBaselineServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/baseline-search-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

// --- run -------------------------------------------------------------------------------------

const app = await startAppServer({ dataDir, env: { LOG_LEVEL: "warn" } });
const searchPath = (query: string, limit = 10) =>
  `/api/dictionary/search?${new URLSearchParams({ q: query, limit: String(limit) })}`;
const searchUrl = (query: string, limit = 10) => app.url + searchPath(query, limit);
// The first search waits for the index; time it as the index build as seen by a client.
const indexStarted = performance.now();
await get(new http.Agent(), searchUrl("食べる"));
const indexSeconds = (performance.now() - indexStarted) / 1000;
/** The server's resident memory with the index built (Linux /proc), in MB. */
const serverRssMb = (() => {
  try {
    const status = fs.readFileSync(`/proc/${app.child.pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
  } catch {
    return NaN;
  }
})();

if (options.quality) {
  await measureQuality();
  await app.stop();
} else {
  const mix = queryMix(queryCount);
  const ours = await load(
    app.url,
    mix.map((item) => searchPath(item.query)),
    Number(options.seconds),
  );
  await app.stop();
  const baselineServer = await startBaselineServer();
  const baselineQueries = mix.slice(0, baselineCount).map((item) => item.query);
  const baseline = await load(
    baselineServer.url,
    baselineQueries.map((query) => `/search?${new URLSearchParams({ q: query })}`),
    Number(options["baseline-seconds"]),
  );
  await baselineServer.stop();
  printLoad(mix, ours, baseline);
}

function printLoad(mix: { kind: string }[], ours: LoadResult, baseline: LoadResult) {
  const kinds = Object.entries(
    mix.reduce<Record<string, number>>((counts, { kind }) => {
      counts[kind] = (counts[kind] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([kind, count]) => `${kind} ${count}`)
    .join(", ");
  console.log(
    `\nDictionary search over HTTP, PGlite with our content + JMdict/EDICT ` +
      `(import ${importSeconds.toFixed(1)} s, index ready after ${indexSeconds.toFixed(1)} s, ` +
      `server RSS ${serverRssMb} MB), ` +
      `${concurrency} concurrent connections from ${loadClient}, ${os.cpus().length} CPUs\n` +
      `Mix: ${kinds}\n`,
  );
  console.log("| approach | requests | p50 ms | p99 ms | requests/s | non-200 |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, result] of [
    ["Jouzu: in-memory index (GET /api/dictionary/search, limit 10)", ours],
    ["baseline: ILIKE '%q%' OR …, LIMIT 1, no index", baseline],
  ] as const) {
    console.log(
      `| ${name} | ${result.requests} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.rps.toFixed(0)} | ${result.failures} |`,
    );
  }
  console.log(
    `\np99 ratio baseline/ours: ${(baseline.p99 / ours.p99).toFixed(1)}×; ` +
      `p50 ratio: ${(baseline.p50 / ours.p50).toFixed(1)}×; ` +
      `throughput ratio: ${(ours.rps / baseline.rps).toFixed(1)}×` +
      ` (the baseline's queries: the first ${baselineCount} of the same mix)`,
  );
  writeResults({ concurrency, importSeconds, indexSeconds, serverRssMb, ours, baseline });
}

async function measureQuality() {
  const agent = new http.Agent({ keepAlive: true });
  const byKind = new Map<string, { total: number; correct: number }>();
  const wrong: string[] = [];
  for (const { query, kind, expect } of qualitySet.queries) {
    const { body } = await get(agent, searchUrl(query, 1));
    const top = (JSON.parse(body) as { results: { japanese: string; reading: string }[] })
      .results[0];
    const correct = top?.japanese === expect.japanese && top.reading === expect.reading;
    const tally = byKind.get(kind) ?? { total: 0, correct: 0 };
    tally.total++;
    if (correct) tally.correct++;
    else
      wrong.push(
        `${kind}: ${query} → ${top ? `${top.japanese} (${top.reading})` : "nothing"}, wanted ${expect.japanese} (${expect.reading})`,
      );
    byKind.set(kind, tally);
  }
  let emptyMisses = 0;
  for (const query of qualitySet.misses) {
    const { body } = await get(agent, searchUrl(query, 1));
    if ((JSON.parse(body) as { results: unknown[] }).results.length === 0) emptyMisses++;
  }
  agent.destroy();

  const total = qualitySet.queries.length;
  const correct = [...byKind.values()].reduce((sum, tally) => sum + tally.correct, 0);
  console.log(
    `\nSearch quality: top-1 accuracy on ${total} queries (our content + JMdict/EDICT)\n`,
  );
  console.log("| kind | queries | top-1 correct | accuracy |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [kind, tally] of byKind) {
    console.log(
      `| ${kind} | ${tally.total} | ${tally.correct} | ${((100 * tally.correct) / tally.total).toFixed(1)}% |`,
    );
  }
  console.log(`| **all** | ${total} | ${correct} | **${((100 * correct) / total).toFixed(1)}%** |`);
  console.log(`\nMisses answered with no result: ${emptyMisses} of ${qualitySet.misses.length}`);
  if (wrong.length > 0) console.log(`\nWrong answers:\n  ${wrong.join("\n  ")}`);
  writeResults({ total, correct, byKind: Object.fromEntries(byKind), emptyMisses, wrong });
}

function writeResults(results: object) {
  const file = path.join(
    projectRoot,
    "test-results",
    `bench-search${options.quality ? "-quality" : ""}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
}
