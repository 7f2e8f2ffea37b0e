// npm run bench:bundle — the JavaScript and CSS a first visit to each route downloads, raw and
// gzipped, against its budget (bench/bundle-budgets.ts). With BUILD_DIR it reads that existing
// build; without, it builds into a scratch directory first (never touching build/).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { locales } from "../app/lib/i18n/locales.ts";
import { budgetFor, landingPages } from "./bundle-budgets.ts";
import {
  catalogueSizes,
  firstLoad,
  heaviestLocale,
  kb,
  pageRouteIds,
  readClientBuild,
} from "./bundle-size.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
let buildDir = process.env.BUILD_DIR ? path.resolve(projectRoot, process.env.BUILD_DIR) : "";
let scratch = "";
if (!buildDir) {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-bench-bundle-"));
  buildDir = scratch;
  console.error(`Building into ${scratch} …`);
  execFileSync(
    process.execPath,
    [path.join(projectRoot, "node_modules/.bin/react-router"), "build"],
    {
      cwd: projectRoot,
      env: { ...process.env, BUILD_DIR: scratch },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

try {
  const build = readClientBuild(buildDir);
  const locale = heaviestLocale(build, locales);
  const landing = new Set<string>(landingPages.map((page) => page.routeId));
  const ids = pageRouteIds(build.manifest).sort(
    (a, b) => Number(landing.has(b)) - Number(landing.has(a)),
  );
  const rows = ids.map((id) => ({ ...firstLoad(build, id, locale), budget: budgetFor(id) }));

  console.log(
    `\nFirst load per route (kB = 1,000 bytes; JavaScript with the ${locale} catalogue)\n`,
  );
  console.log(
    "| route | path | scripts | JS raw | JS gzip | JS br | CSS raw | CSS gzip | budget JS / CSS gzip | |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const row of rows) {
    const over =
      row.jsGzip > row.budget.jsGzipKb * 1000 || row.cssGzip > row.budget.cssGzipKb * 1000;
    console.log(
      `| ${landing.has(row.routeId) ? `**${row.routeId}**` : row.routeId} | ${row.path} | ${row.js.length} | ${kb(row.jsRaw)} | ${kb(row.jsGzip)} | ${kb(row.jsBrotli)} | ${kb(row.cssRaw)} | ${kb(row.cssGzip)} | ${row.budget.jsGzipKb} / ${row.budget.cssGzipKb} | ${over ? "over budget" : "ok"} |`,
    );
  }
  const catalogues = catalogueSizes(build);
  if (catalogues.length > 0) {
    console.log("\nInterface catalogues (one is loaded, the page's language)\n");
    console.log("| language | raw | gzip |");
    console.log("| --- | ---: | ---: |");
    for (const c of catalogues) console.log(`| ${c.locale} | ${kb(c.raw)} | ${kb(c.gzip)} |`);
  }
  const file = path.join(projectRoot, "test-results", "bench-bundle.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ locale, routes: rows, catalogues }, null, 2));
  console.log(`\nWritten to ${path.relative(projectRoot, file)}`);
} finally {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}
