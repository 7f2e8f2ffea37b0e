import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/server/db/client.server";
import { serverSettings } from "~/server/db/schema";
import { EdictFileError, importEdict } from "./edict-import.server";

const settingKey = "edict_file_imported";

export type EdictAutoImportOutcome = "off" | "no-file" | "already-imported" | "imported" | "failed";

/** The file as the last import saw it: a changed file (new Debian package) is imported again. */
function fingerprintOf(file: string, stat: fs.Stats) {
  return JSON.stringify({ file: path.resolve(file), size: stat.size, mtimeMs: stat.mtimeMs });
}

/**
 * Imports the EDICT file after start when it has not been imported in its present form, so a
 * newcomer with `apt-get install edict` gets the full dictionary without an extra command. Runs
 * in batches (the site keeps answering; searches use our own words until the index is rebuilt)
 * and never stops the server: a problem is logged and the next start tries again.
 */
export async function importEdictIfNew(
  db: Database,
  file: string,
  logger: Logger,
): Promise<EdictAutoImportOutcome> {
  if (file === "none") return "off";
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    logger.debug({ file }, "no EDICT file: the dictionary holds our own words only");
    return "no-file";
  }
  const fingerprint = fingerprintOf(file, stat);
  try {
    const [stored] = await db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.key, settingKey));
    if (stored?.value === fingerprint) {
      logger.info({ file }, "EDICT dictionary already imported");
      return "already-imported";
    }
    logger.info({ file }, "importing the EDICT dictionary in the background");
    const report = await importEdict(db, file, {
      transactions: "per-batch",
      onProgress: ({ lines, written }) =>
        logger.info({ lines, written }, "EDICT import in progress"),
    });
    await db
      .insert(serverSettings)
      .values({ key: settingKey, value: fingerprint })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value: fingerprint } });
    logger.info(report, "EDICT dictionary imported");
    return "imported";
  } catch (error) {
    if (error instanceof EdictFileError) logger.warn({ file }, error.message);
    else logger.error({ err: error, file }, "EDICT import failed; the next start tries again");
    return "failed";
  }
}
