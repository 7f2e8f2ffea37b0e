// What the database benches share: the app's modules loaded through Vite (so `~/` imports and
// virtual modules resolve as in the app), a timer, and the databases to measure on.
import crypto from "node:crypto";
import path from "node:path";
import { createServer } from "vite";
import type { DatabaseHandle } from "../app/server/db/client.server.ts";

export const root = path.resolve(import.meta.dirname, "..");

/** A loader for the app's server modules; close it when the bench is done. */
export async function appModules() {
  process.chdir(root);
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: "custom",
    logLevel: "error",
  });
  return {
    load: (file: string) => vite.ssrLoadModule(file),
    close: () => vite.close(),
  };
}

/** Milliseconds one call of `work` takes. */
export async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

type OpenDatabase = (
  options: { kind: "pglite-memory" } | { kind: "postgres"; url: string },
) => Promise<DatabaseHandle>;

/**
 * The databases a bench runs on: PGlite in memory, and with BENCH_DATABASE_URL a new PostgreSQL
 * database per open, dropped again on close.
 */
export function benchDatabases(
  openDatabase: OpenDatabase,
): [name: string, open: () => Promise<DatabaseHandle>][] {
  const targets: [string, () => Promise<DatabaseHandle>][] = [
    ["pglite", () => openDatabase({ kind: "pglite-memory" })],
  ];
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return targets;
  const run = async (statement: string) => {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  targets.push([
    "postgres",
    async () => {
      const name = `jouzu_bench_${crypto.randomBytes(4).toString("hex")}`;
      await run(`CREATE DATABASE ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: "postgres", url: url.toString() });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await run(`DROP DATABASE ${name} WITH (FORCE)`);
        },
      };
    },
  ]);
  return targets;
}
