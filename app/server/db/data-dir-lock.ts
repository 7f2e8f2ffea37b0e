import fs from "node:fs";
import path from "node:path";

export class DataDirectoryLockedError extends Error {}

/** Who holds the lock: a process id alone can belong to another program after a restart. */
type LockOwner = { pid: number; startedAt: string | null };

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
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with the
 * pid, it names one process for as long as the machine runs. Null where there is no /proc.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself contain spaces or ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  const text = fs.readFileSync(lockPath, "utf8").trim();
  // Older servers wrote the bare pid.
  if (/^\d+$/.test(text)) return { pid: Number(text), startedAt: null };
  try {
    const { pid, startedAt } = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isSafeInteger(pid) || (startedAt !== null && typeof startedAt !== "string")) {
      return undefined;
    }
    return { pid: pid as number, startedAt: startedAt ?? null };
  } catch {
    return undefined;
  }
}

/** The owner is still running: its pid lives and, where we can tell, is the same process. */
function isOwnerRunning({ pid, startedAt }: LockOwner): boolean {
  if (!isProcessAlive(pid)) return false;
  if (startedAt === null) return true;
  const now = processStartTime(pid);
  return now === null || now === startedAt;
}

/**
 * PGlite is a single-process database: two servers writing one directory would corrupt it.
 * The lock file names the owner by pid and start time; a lock whose owner is gone (crashed, or
 * its pid now used by another program) is taken over.
 */
export function lockDataDirectory(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "jouzu.lock");
  const me = JSON.stringify({
    pid: process.pid,
    startedAt: processStartTime(process.pid),
  } satisfies LockOwner);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, me, { flag: "wx" });
      return {
        release: () => {
          if (fs.readFileSync(lockPath, "utf8") === me) fs.rmSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.pid !== process.pid && isOwnerRunning(owner)) {
        throw new DataDirectoryLockedError(
          `The data directory ${path.resolve(dataDir)} is already in use by another Jouzu server ` +
            `(process ${owner.pid}). Stop that server, or start this one with another DATA_DIR or ` +
            `with DATABASE_URL pointing at PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}
