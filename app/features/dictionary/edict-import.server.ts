import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { dictionaryEntries } from "~/server/db/schema";
import { contentHash, replaceAllColumnsClause } from "~/server/db/synced-rows";
import { isEdictHeader, parseEdictLine } from "./edict-parse";

/** The file is missing, unreadable, not EUC-JP, or not an EDICT file: nothing was changed. */
export class EdictFileError extends Error {}

export type EdictImportReport = {
  /** Entry lines read (the header and blank lines are not entries). */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows of an earlier import that are no longer in the file, now hidden. */
  retired: number;
  /** Lines that are not entries, reported through onSkippedLine. */
  skipped: number;
  seconds: number;
};

export type EdictImportOptions = {
  /** Called with the number of lines read so far, every `progressEvery` lines. */
  onProgress?: (progress: { lines: number; written: number }) => void;
  progressEvery?: number;
  onSkippedLine?: (lineNumber: number, reason: string) => void;
  batchSize?: number;
  /**
   * "one" (the command): everything in one transaction, all or nothing. "per-batch" (the
   * server's background import): the file is checked whole first, then each batch is its own
   * write, so a server on PGlite (one connection) keeps answering between batches; an import
   * cut short is finished by the next run, which writes only what is still missing.
   */
  transactions?: "one" | "per-batch";
};

const source = "edict";
// Real EDICT files have a handful of broken lines; a file where many lines are not entries is
// some other file, and importing it would retire most of the dictionary.
const tooManySkipped = (skipped: number, read: number) => skipped > 20 && skipped > read / 10;

/**
 * The file's lines, decoded from EUC-JP as they stream in, so the 19 MB file is never held
 * whole. A byte that is not EUC-JP stops the import: the file has another encoding.
 */
async function* readLines(filePath: string): AsyncGenerator<string> {
  const decoder = new TextDecoder("euc-jp", { fatal: true });
  let pending = "";
  let linesSoFar = 0;
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new EdictFileError(
        `${filePath} is not EUC-JP text (line ${linesSoFar + 1} or soon after has bytes that are ` +
          `not EUC-JP). The EDICT file is EUC-JP-encoded; convert the file back, e.g. ` +
          `iconv -f UTF-8 -t EUC-JP.`,
      );
    }
  };
  const stream = fs.createReadStream(filePath, { highWaterMark: 256 * 1024 });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const lines = (pending + decode(chunk)).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      linesSoFar++;
      yield line;
    }
  }
  pending += decode();
  if (pending !== "") yield pending;
}

async function checkReadable(filePath: string) {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new EdictFileError(
      code === "ENOENT"
        ? `No EDICT file at ${filePath}. Install Debian's edict package (apt-get install edict) ` +
            `or give the path of an EDICT file.`
        : `Cannot read ${filePath}: ${(error as Error).message}`,
    );
  }
  if (!stat.isFile()) throw new EdictFileError(`${filePath} is not a file.`);
  await fs.promises.access(filePath, fs.constants.R_OK).catch((error: Error) => {
    throw new EdictFileError(`Cannot read ${filePath}: ${error.message}`);
  });
}

type PendingRow = {
  id: string;
  japanese: string;
  reading: string;
  english: string;
  partOfSpeech: string | null;
  common: boolean;
  contentHash: string;
};

/**
 * One INSERT … ON CONFLICT for a whole batch, the rows passed as one array per column: eight
 * parameters however many rows, where the query builder would assemble fourteen per row (slow).
 * Columns not listed (nepali, jlpt_level, examples, retired_at, updated_at…) take their defaults,
 * on insert and, through `excluded`, on update too. An id another source already uses stays theirs.
 */
function upsertStatement(rows: PendingRow[]) {
  const table = dictionaryEntries;
  const column = <K extends keyof PendingRow>(key: K) => sql.param(rows.map((row) => row[key]));
  const name = (key: keyof PendingRow | "source") => sql.identifier(table[key].name);
  return sql`
    insert into ${table} (${name("id")}, ${name("japanese")}, ${name("reading")}, ${name("english")},
      ${name("partOfSpeech")}, ${name("common")}, ${name("contentHash")}, ${name("source")})
    select *, ${source}::text from unnest(
      ${column("id")}::text[], ${column("japanese")}::text[], ${column("reading")}::text[],
      ${column("english")}::text[], ${column("partOfSpeech")}::text[], ${column("common")}::boolean[],
      ${column("contentHash")}::text[])
    on conflict (${name("id")}) do update set ${replaceAllColumnsClause(table)}
    where ${table.source} = ${source}`;
}

/** A file with no entries, or one where many lines are not entries, is not an EDICT file. */
function checkEntryCounts(filePath: string, read: number, skipped: number, firstSkip: string) {
  if (read - skipped === 0) {
    throw new EdictFileError(
      `${filePath} holds no EDICT entries${firstSkip && ` (${firstSkip})`}.`,
    );
  }
  if (tooManySkipped(skipped, read)) {
    throw new EdictFileError(
      `${filePath} does not look like an EDICT file: ${skipped} of ${read} lines ` +
        `are not entries (first: ${firstSkip}). Nothing was imported.`,
    );
  }
}

/** Reads the whole file without writing anything: throws EdictFileError when it is not EDICT. */
async function checkWholeFile(filePath: string) {
  let lineNumber = 0;
  let read = 0;
  let skipped = 0;
  let firstSkip = "";
  for await (const line of readLines(filePath)) {
    lineNumber++;
    if ((lineNumber === 1 && isEdictHeader(line)) || line.trim() === "") continue;
    read++;
    const parsed = parseEdictLine(line);
    if (!parsed.ok) {
      skipped++;
      firstSkip ||= `line ${lineNumber}: ${parsed.reason}`;
    }
  }
  checkEntryCounts(filePath, read, skipped, firstSkip);
}

/**
 * Makes the "edict" rows of dictionary_entries match an EDICT file: new entries inserted,
 * changed ones updated (by content hash), entries no longer in the file retired (hidden, kept
 * for anything that points at them). Rows of other sources are never touched, and a second run
 * on the same file writes nothing. All in one transaction: a file that turns out to be broken
 * halfway leaves the dictionary as it was.
 */
export async function importEdict(
  db: Database,
  filePath: string,
  options: EdictImportOptions = {},
): Promise<EdictImportReport> {
  const started = performance.now();
  const { batchSize = 5000, progressEvery = 25_000, transactions = "one" } = options;
  await checkReadable(filePath);
  if (transactions === "per-batch") await checkWholeFile(filePath);

  const before = new Map<string, { hash: string | null; retired: boolean }>();
  const existing = await db
    .select({
      id: dictionaryEntries.id,
      contentHash: dictionaryEntries.contentHash,
      retiredAt: dictionaryEntries.retiredAt,
    })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.source, source));
  for (const row of existing) {
    before.set(row.id, { hash: row.contentHash, retired: row.retiredAt !== null });
  }
  existing.length = 0; // the map has what we need; let the rows go

  const report = { read: 0, inserted: 0, updated: 0, unchanged: 0, retired: 0, skipped: 0 };
  let firstSkip = "";
  // How often each headword + reading pair came up so far: a repeated pair gets ":2", ":3"…
  const seenPairs = new Map<string, number>();

  const writeAll = async (work: (writer: Pick<Database, "execute" | "update">) => Promise<void>) =>
    transactions === "one" ? db.transaction(work) : work(db);

  await writeAll(async (tx) => {
    let batch: PendingRow[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await tx.execute(upsertStatement(batch));
      batch = [];
      // Let the requests that queued up behind this batch run before the next one.
      if (transactions === "per-batch") await new Promise((resolve) => setImmediate(resolve));
    };

    let lineNumber = 0;
    for await (const line of readLines(filePath)) {
      lineNumber++;
      if (lineNumber === 1 && isEdictHeader(line)) continue;
      if (line.trim() === "") continue;
      report.read++;
      const parsed = parseEdictLine(line);
      if (!parsed.ok) {
        report.skipped++;
        firstSkip ||= `line ${lineNumber}: ${parsed.reason}`;
        options.onSkippedLine?.(lineNumber, parsed.reason);
      } else {
        const { japanese, reading, english, partOfSpeech, common } = parsed.entry;
        const pair = `${japanese}:${reading}`;
        const occurrence = (seenPairs.get(pair) ?? 0) + 1;
        seenPairs.set(pair, occurrence);
        const id = occurrence === 1 ? `edict:${pair}` : `edict:${pair}:${occurrence}`;
        const row = {
          japanese,
          reading,
          english,
          nepali: "",
          jlptLevel: null,
          partOfSpeech,
          common,
          source,
        };
        const hash = contentHash(row);
        const known = before.get(id);
        before.delete(id);
        if (known && known.hash === hash && !known.retired) {
          report.unchanged++;
        } else {
          if (known) report.updated++;
          else report.inserted++;
          batch.push({ id, japanese, reading, english, partOfSpeech, common, contentHash: hash });
          if (batch.length >= batchSize) await flush();
        }
      }
      if (lineNumber % progressEvery === 0) {
        options.onProgress?.({ lines: lineNumber, written: report.inserted + report.updated });
      }
    }
    await flush();
    checkEntryCounts(filePath, report.read, report.skipped, firstSkip);

    // Whatever an earlier import had and this file no longer has.
    const gone = [...before].filter(([, row]) => !row.retired).map(([id]) => id);
    for (let start = 0; start < gone.length; start += batchSize) {
      const ids = gone.slice(start, start + batchSize);
      await tx
        .update(dictionaryEntries)
        .set({ retiredAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(dictionaryEntries.source, source),
            sql`${dictionaryEntries.id} = any(${sql.param(ids)}::text[])`,
          ),
        );
    }
    report.retired = gone.length;
  });

  return { ...report, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
