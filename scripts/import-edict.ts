// Imports the full JMdict/EDICT dictionary into the database the server uses (DATA_DIR or
// DATABASE_URL), as extra English-only dictionary entries:
//   npm run import:edict -- /usr/share/edict/edict
// Run it again after the file changes: only new and changed entries are written, entries that
// left the file are hidden. With PGlite, stop the server first (it holds the data directory).
import fs from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import type * as EdictImport from "../app/features/dictionary/edict-import.server.ts";
import type * as DatabaseClient from "../app/server/db/client.server.ts";
import type * as DataDirLock from "../app/server/db/data-dir-lock.ts";
import type * as Environment from "../app/server/env.server.ts";

const defaultFile = "/usr/share/edict/edict";
const args = process.argv.slice(2);
if (args.length > 1 || args[0] === "--help" || args[0] === "-h") {
  console.error(
    `Usage: npm run import:edict -- [path to the EUC-JP EDICT file, default ${defaultFile}]`,
  );
  process.exit(args[0] === "--help" || args[0] === "-h" ? 0 : 1);
}
// npm runs scripts in the project folder; a relative path means the folder it was typed in.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] ?? defaultFile);
if (!fs.existsSync(file)) {
  console.error(
    `No EDICT file at ${file}.\nInstall Debian's edict package (apt-get install edict) or pass ` +
      `the file's path: npm run import:edict -- /path/to/edict`,
  );
  process.exit(1);
}

// Relative DATA_DIR and the migrations folder mean the project folder, as for the server.
process.chdir(path.resolve(import.meta.dirname, ".."));
// The app's modules use the `~/` alias and Vite's resolution; Vite loads them for us.
// Only module loading is needed: no project config (React Router and Tailwind plugins), no watcher.
const vite = await createServer({
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = (module: string) => vite.ssrLoadModule(module);
const { loadEnv, InvalidEnvironmentError } = (await load(
  "/app/server/env.server.ts",
)) as typeof Environment;
const { openDatabase } = (await load("/app/server/db/client.server.ts")) as typeof DatabaseClient;
const { DataDirectoryLockedError } = (await load(
  "/app/server/db/data-dir-lock.ts",
)) as typeof DataDirLock;
const { importEdict, EdictFileError } = (await load(
  "/app/features/dictionary/edict-import.server.ts",
)) as typeof EdictImport;

const number = (value: number) => value.toLocaleString("en");
const maxSkipsShown = 20;

async function run(): Promise<number> {
  let database: DatabaseClient.DatabaseHandle;
  try {
    const env = loadEnv();
    database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    );
    console.error(
      `Importing ${file} into ${database.kind === "postgres" ? "PostgreSQL" : `PGlite (${path.resolve(env.DATA_DIR)})`}…`,
    );
  } catch (error) {
    if (error instanceof InvalidEnvironmentError || error instanceof DataDirectoryLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    let skipsShown = 0;
    const report = await importEdict(database.db, file, {
      onProgress: ({ lines, written }) =>
        console.error(`  ${number(lines)} lines read, ${number(written)} rows written`),
      onSkippedLine: (line, reason) => {
        if (skipsShown++ < maxSkipsShown) console.error(`  skipped line ${line}: ${reason}`);
      },
    });
    if (skipsShown > maxSkipsShown) {
      console.error(`  … and ${number(skipsShown - maxSkipsShown)} more skipped lines`);
    }
    console.log(
      `EDICT import: ${number(report.read)} read, ${number(report.inserted)} inserted, ` +
        `${number(report.updated)} updated, ${number(report.unchanged)} unchanged, ` +
        `${number(report.retired)} retired, ${number(report.skipped)} skipped, ` +
        `${report.seconds} s`,
    );
    return 0;
  } catch (error) {
    if (error instanceof EdictFileError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run();
} finally {
  await vite.close();
}
