// npm run bench:load   requests/s, p50, p99 and errors per URL and for a mix, with the server's
//                      memory before and after each run
//
// Starts the production build (`npm run build` first; BUILD_DIR is honoured) on 127.0.0.1 with a
// fresh PGlite directory and a fake exchange-rate provider on loopback, then loads each URL in
// turn, and the mix of them all, from a number of keep-alive connections. With wrk installed
// (Debian package `wrk`) wrk drives the load for a set time; without it a Node client sends a set
// number of requests per URL (and, on two cores, becomes the limit itself). Loopback only.
// Options: --connections N (200), --seconds N per URL (10), --rounds N (2: the whole set again,
//          to see memory stay flat), --url PATH (repeatable: only these).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildDirectory, projectRoot, startAppServer } from "../tests/support/app-server.ts";
import { startFakeRatesServer } from "../tests/support/fake-rates-server.ts";
import { quantile } from "./stats.ts";

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    url: { type: "string", multiple: true },
  },
});
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const rounds = Number(options.rounds);

/** What a learner opens most, and what the issue measured (spec part 1 and 2 routes). */
const allTargets: [string, string][] = [
  ["home", "/"],
  ["level hub", "/resources/jlpt/n5"],
  ["N5 vocabulary", "/resources/jlpt/n5/vocabulary"],
  ["dictionary page", "/resources/dictionary?q=taberu"],
  ["search API", "/api/dictionary/search?q=taberu&limit=10"],
  ["information search", "/information-search?q=taberu"],
];
const targets = options.url
  ? allTargets.filter(([, url]) => options.url?.includes(url))
  : allTargets;

type LoadResult = { requests: number; failures: number; rps: number; p50: number; p99: number };

// --- the load clients -------------------------------------------------------------------------

/**
 * wrk is a C client that costs the server little of the two cores; the Node fallback sends its
 * requests from this process and, on two cores, its own queueing shows in the latencies.
 */
const wrkAvailable = spawnSync("wrk", ["--version"]).error === undefined;
const client = wrkAvailable ? "wrk" : "Node http client (install wrk for server-bound figures)";

function loadWithWrk(baseUrl: string, paths: string[], runSeconds: number): LoadResult {
  const pathsFile = path.join(projectRoot, "test-results", "bench-load-paths.txt");
  fs.writeFileSync(pathsFile, `${paths.join("\n")}\n`);
  const result = spawnSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${runSeconds}s`, "--timeout", "10s"].concat([
      "-s",
      "bench/search-load.lua",
      baseUrl,
    ]),
    { cwd: projectRoot, env: { ...process.env, QUERIES: pathsFile }, encoding: "utf8" },
  );
  const line = /^RESULT (.*)$/m.exec(result.stdout)?.[1];
  if (!line) throw new Error(`wrk gave no result:\n${result.stdout}\n${result.stderr}`);
  const figures = JSON.parse(line) as Omit<LoadResult, "rps"> & { seconds: number };
  return { ...figures, rps: figures.requests / figures.seconds };
}

async function loadWithNode(baseUrl: string, paths: string[], runSeconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + runSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const url = baseUrl + (paths[sent++ % paths.length] ?? "/");
        const at = performance.now();
        const status = await get(agent, url).catch(() => 0);
        latencies.push(performance.now() - at);
        if (status < 200 || status >= 400) failures++;
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

const load = (baseUrl: string, paths: string[], runSeconds: number) =>
  wrkAvailable
    ? Promise.resolve(loadWithWrk(baseUrl, paths, runSeconds))
    : loadWithNode(baseUrl, paths, runSeconds);

// --- the server ---------------------------------------------------------------------------------

if (!fs.existsSync(path.join(projectRoot, buildDirectory, "server", "index.js"))) {
  console.log("Building the production server first…");
  const built = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}
fs.mkdirSync(path.join(projectRoot, "test-results"), { recursive: true });
const rates = await startFakeRatesServer();
const server = await startAppServer({ env: { RATES_URL: rates.url, LOG_LEVEL: "error" } });

/** The server's resident memory in MB, from /proc (the process, not this one). */
function serverMemoryMb(): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

type Row = LoadResult & { round: number; name: string; memoryBefore: number; memoryAfter: number };
const rows: Row[] = [];
try {
  const runs: [string, string[]][] = [
    ...targets.map(([name, url]): [string, string[]] => [name, [url]]),
    ["mixed", targets.map(([, url]) => url)],
  ];
  // Every page once, then a short unmeasured run: the JIT and the caches warm up first.
  await load(server.url, runs.at(-1)?.[1] ?? ["/"], 3);
  for (let round = 1; round <= rounds; round++) {
    for (const [name, paths] of runs) {
      const memoryBefore = serverMemoryMb();
      const result = await load(server.url, paths, seconds);
      rows.push({ round, name, ...result, memoryBefore, memoryAfter: serverMemoryMb() });
    }
  }
} finally {
  await server.stop();
  await rates.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

// --- report -------------------------------------------------------------------------------------

const fixed = (n: number, digits = 0) => n.toFixed(digits);
console.log(
  `\nLoad on 127.0.0.1 (${client}, ${connections} connections, ${seconds} s per run, ` +
    `${rounds} rounds):\n`,
);
console.log("| round | URL | requests/s | p50 ms | p99 ms | errors | server MB before → after |");
console.log("| ---: | --- | ---: | ---: | ---: | ---: | --- |");
for (const row of rows) {
  const url = allTargets.find(([name]) => name === row.name)?.[1] ?? "mix of all above";
  console.log(
    `| ${row.round} | ${row.name} \`${url}\` | ${fixed(row.rps)} | ${fixed(row.p50, 1)} | ` +
      `${fixed(row.p99, 1)} | ${row.failures} | ${fixed(row.memoryBefore)} → ${fixed(row.memoryAfter)} |`,
  );
}
const output = path.join(projectRoot, "test-results", "bench-load.json");
fs.writeFileSync(
  output,
  JSON.stringify({ client, connections, seconds, rounds, cores: 2, rows }, null, 2),
);
console.log(`\nWritten to ${path.relative(projectRoot, output)}`);
