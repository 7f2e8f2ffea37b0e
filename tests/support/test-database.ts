import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../app/server/db/client.server.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The database kinds the suite runs against: always PGlite, and PostgreSQL as well when
 * TEST_DATABASE_URL points at a server (each test database is created and dropped here).
 */
export const databaseKinds = ["pglite", ...(adminUrl ? ["postgres"] : [])] as const;

export type TestDatabase = { handle: DatabaseHandle; drop: () => Promise<void> };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `jouzu_test_${crypto.randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/**
 * A migrated, empty PGlite cluster, made once per test process. A new PGlite runs initdb, which
 * takes seconds (≈ 6× loading a snapshot); hundreds of tests each open a database.
 */
let pgliteSnapshot: Promise<Blob> | undefined;
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const handle = await openDatabase({ kind: "pglite-memory" });
    const snapshot = await handle.db.$client.dumpDataDir("none");
    await handle.close();
    return snapshot;
  })();
  return pgliteSnapshot;
}

export async function createTestDatabase(
  kind: (typeof databaseKinds)[number],
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({
      kind: "pglite-memory",
      from: await migratedPgliteSnapshot(),
    });
    return { handle, drop: () => handle.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: empty.url });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
