import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { readCookie, resolveLocale } from "~/lib/i18n/locales";
import { parseThemePreference, themeCookieName } from "~/lib/theme";

/**
 * The rendered pages that are the same for every visitor without a session: the level hubs, the
 * lists, the dictionary and the other public pages, for one language and theme. A hit skips the
 * loaders and React entirely; only the CSP nonce is new, written into the stored HTML.
 */
export type PageCacheOptions = {
  /** Whether this path (without `.data`) renders the same for every visitor without a session. */
  cacheable: (path: string) => boolean;
  hasSession: (req: Request) => boolean;
  /**
   * Resolves while the database answers. A stored page is served only then (checked at most every
   * 50 ms), so an outage shows the pages' own error answers at once, as without the cache.
   */
  databaseAnswers: () => Promise<void>;
  /** How long a page is served before it is rendered again (content, counts, rates, dates). */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
};

type Entry = {
  headers: [string, string | number | string[]][];
  /** The page cut where its nonce was: a hit joins them with the new nonce in between. */
  pieces: Buffer[];
  bytes: number;
  expires: number;
  /** An expired entry whose page one request is rendering again; the others get this one. */
  refreshing: boolean;
};

const maxEntryBytes = 1024 * 1024;
const checkEveryMs = 50;

export function sharedPageCache({
  cacheable,
  hasSession,
  databaseAnswers,
  ttlMs = 60_000,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    // A Map keeps insertion order, and hits re-insert: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      remove(oldest);
    }
  };

  // One check serves the requests of the next 50 ms: a select 1 per hit would cost more than the
  // hit itself, and an outage still shows within a blink.
  let check: { result: Promise<boolean>; at: number } | undefined;
  const databaseUp = () => {
    if (!check || now() - check.at > checkEveryMs) {
      check = {
        at: now(),
        result: withTimeout(databaseAnswers(), 1_000).then(
          () => true,
          () => false,
        ),
      };
    }
    return check.result;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" || hasSession(req) || !cacheable(req.path.replace(/\.data$/, ""))) {
      return next();
    }
    const key = cacheKey(req);
    const nonce = String(res.locals.cspNonce ?? "");
    const entry = entries.get(key);
    if (entry && (entry.expires > now() || entry.refreshing) && (await databaseUp())) {
      entries.delete(key);
      entries.set(key, entry);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      sendPieces(res, entry.pieces, Buffer.from(nonce));
      return;
    }
    if (entry) {
      entry.refreshing = true;
      // Should this render fail or be cut off, the next request tries again.
      res.once("close", () => (entry.refreshing = false));
    }
    const before = new Set(Object.keys(res.getHeaders()));
    capture(res, (body) => {
      if (entry) entry.refreshing = false;
      const headers = storableHeaders(res, before);
      if (!headers || body.length > maxEntryBytes) return;
      store(key, {
        headers,
        pieces: splitAt(body, Buffer.from(nonce)),
        bytes: body.length + key.length,
        expires: now() + ttlMs,
        refreshing: false,
      });
    });
    next();
  };
}

/** One page per address, language, theme, and crawler or not (crawlers get it all at once). */
function cacheKey(req: Request): string {
  const cookie = req.get("cookie") ?? null;
  const locale = resolveLocale({ headers: { get: (name) => req.get(name) ?? null } });
  const theme = parseThemePreference(readCookie(cookie, themeCookieName));
  const bot = isbot(req.get("user-agent") ?? "") ? "bot" : "person";
  return `${req.originalUrl} ${locale} ${theme} ${bot}`;
}

/**
 * The headers the page added (those set before it, such as the CSP with this response's nonce,
 * are set afresh on every hit), or undefined when the answer is not for everyone.
 */
function storableHeaders(res: Response, before: Set<string>) {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (
    res.statusCode !== 200 ||
    res.hasHeader("set-cookie") ||
    /private|no-store/.test(cacheControl)
  ) {
    return undefined;
  }
  const skip = new Set(["content-length", "content-encoding", "transfer-encoding", "vary", "date"]);
  return Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    value === undefined || before.has(name) || skip.has(name)
      ? []
      : [[name, value] as [string, string | number | string[]]],
  );
}

/** The body cut at every occurrence of `separator` (none when it is empty). */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); separator.length > 0 && at !== -1;) {
    pieces.push(body.subarray(start, at));
    start = at + separator.length;
    at = body.indexOf(separator, start);
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * The stored bytes as they are, the new nonce between them: no copy of the page and no string to
 * encode per hit (a page-sized allocation per answer kept the garbage collector busy).
 */
function sendPieces(res: Response, pieces: Buffer[], separator: Buffer) {
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  res.status(200).setHeader("content-length", length + separator.length * (pieces.length - 1));
  pieces.forEach((piece, index) => {
    if (index > 0) res.write(separator);
    res.write(piece);
  });
  res.end();
}

/** Calls `done` with the whole body as it was written, once the response has ended. */
function capture(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") {
      chunks.push(
        Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== "function") keep(args[0], args[1]);
    done(Buffer.concat(chunks));
    return end(...args);
  }) as Response["end"];
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
