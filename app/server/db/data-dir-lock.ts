import fs from "node:fs";
import path from "node:path";

export class DataDirectoryLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single-process database: two servers writing one directory would corrupt it.
 * The lock file holds the owner's pid; a lock left by a crashed process is taken over.
 */
export function lockDataDirectory(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "jouzu.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return {
        release: () => {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.rmSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirectoryLockedError(
          `The data directory ${path.resolve(dataDir)} is already in use by another Jouzu server ` +
            `(process ${owner}). Stop that server, or start this one with another DATA_DIR or ` +
            `with DATABASE_URL pointing at PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}
