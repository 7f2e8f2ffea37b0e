import crypto from "node:crypto";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Fingerprint of a row as loaded from its source (our content, an imported dictionary). Stored
 * in content_hash, so a loader can tell an unchanged row from a changed one without a write.
 */
export const contentHash = (row: object): string =>
  crypto.createHash("sha256").update(JSON.stringify(row)).digest("base64url");

/**
 * The `set` of an upsert that replaces every column but the id with the incoming values, so a
 * reloaded row ends up exactly as its source describes it (no column keeps a stale value).
 */
export function replaceAllColumns(table: PgTable): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => key !== "id")
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** The same as raw SQL, for upserts written by hand: `"col" = excluded."col", …`. */
export function replaceAllColumnsClause(table: PgTable): SQL {
  const columns = Object.values(getTableColumns(table)).filter((column) => !column.primary);
  return sql.join(
    columns.map(
      (column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
}
