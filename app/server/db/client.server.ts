import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { lockDataDirectory } from "./data-dir-lock";

/** Both drivers expose the same query builder; code above this file never knows which one runs. */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Answers when the database can run a query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /** In memory; `from` is a snapshot (PGlite's dumpDataDir) to start from instead of an empty
   * cluster, which skips initdb and the migrations: tests open hundreds of these. */
  | { kind: "pglite-memory"; from?: Blob };

const migrationsFolder = path.resolve("drizzle");

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url);
  if (options.kind === "pglite") return openPglite(options.dataDir);
  return openPglite(undefined, options.from);
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const migrationLockKey = 7_303_215;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it, and /readyz reports whether the database answers.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Several instances may start at once: one migrates while the others wait, on one connection
  // (advisory locks belong to the session that took them).
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
    client.release();
  }
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<DatabaseHandle> {
  const lock = dataDir === undefined ? undefined : lockDataDirectory(dataDir);
  try {
    const client = new PGlite(dataDir === undefined ? undefined : path.join(dataDir, "pglite"), {
      loadDataDir: snapshot,
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        try {
          // Flush everything to disk so the next start does not replay the write-ahead log.
          await client.exec("CHECKPOINT");
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
