import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../app/server/db/client.server.ts";

/**
 * The database kinds the suite runs against: always PGlite, and PostgreSQL as well when
 * TEST_DATABASE_URL points at a server (each test database is created and dropped here).
 */
export const databaseKinds = [
  "pglite",
  ...(process.env.TEST_DATABASE_URL ? ["postgres"] : []),
] as const;

export type TestDatabase = { handle: DatabaseHandle; drop: () => Promise<void> };

export async function createTestDatabase(
  kind: (typeof databaseKinds)[number],
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite-memory" });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `jouzu_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
