import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
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

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server (a copy of `template`). */
export async function createEmptyPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `jouzu_test_${crypto.randomBytes(6).toString("hex")}`;
  await admin((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  return {
    url: databaseUrl(name),
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

/** Any fixed number: the advisory lock under which one test process builds the template. */
const templateLockKey = 7_303_216;
let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated, empty PostgreSQL database that test databases are copied from
 * (CREATE DATABASE … TEMPLATE, a file copy) instead of each running every migration. Its name
 * carries a hash of the migrations, so a new migration gets a new template.
 */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const folder = path.resolve("drizzle");
    const hash = crypto.createHash("sha256");
    for (const file of fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
      const full = path.join(folder, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
    const name = `jouzu_template_${hash.digest("hex").slice(0, 12)}`;
    await admin(async (client) => {
      // Test processes start together: one builds the template, the others wait for it.
      await client.query("SELECT pg_advisory_lock($1)", [templateLockKey]);
      try {
        const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
        if (exists.rowCount) return;
        const building = `${name}_building`; // renamed only once complete
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const handle = await openDatabase({ kind: "postgres", url: databaseUrl(building) });
        await handle.close();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        // Templates of earlier migrations are of no further use.
        const stale = await client.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'jouzu\\_template\\_%' AND datname <> $1",
          [name],
        );
        for (const { datname } of stale.rows) {
          await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [templateLockKey]);
      }
    });
    return name;
  })();
  return postgresTemplate;
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
  const empty = await createEmptyPostgresDatabase(await migratedPostgresTemplate());
  const handle = await openDatabase({ kind: "postgres", url: empty.url });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
