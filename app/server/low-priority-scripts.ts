import { Transform } from "node:stream";

const preload = '<link rel="modulepreload"';
const lowPreload = '<link rel="modulepreload" fetchpriority="low"';
const headEnd = "</head>";

/**
 * Marks the page's script preloads (React Router's and the catalogue's, all in <head>) low
 * priority. Pages arrive rendered: the first paint needs the HTML and the stylesheet, not the
 * scripts, which only hydrate. At high priority on a slow link they share the bandwidth with the
 * stylesheet; this way they still start at once but yield to it. Everything after </head> passes
 * through untouched.
 */
export function lowPriorityScripts(): Transform {
  // Bytes as latin1 characters, one for one: the markers are ASCII, and a UTF-8 character cut
  // by a chunk boundary goes out exactly as it came in.
  let pending = "";
  let inHead = true;
  const out = (text: string) => Buffer.from(text.replaceAll(preload, lowPreload), "latin1");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const text = pending + chunk.toString("latin1");
      const end = text.indexOf(headEnd);
      if (end !== -1) {
        inHead = false;
        pending = "";
        return callback(
          null,
          Buffer.concat([out(text.slice(0, end)), Buffer.from(text.slice(end), "latin1")]),
        );
      }
      // Keep back a tag the chunk boundary may have cut in two: it starts at the last "<".
      const last = text.lastIndexOf("<");
      const cut = last !== -1 && text.length - last < preload.length ? last : text.length;
      pending = text.slice(cut);
      callback(null, out(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, inHead ? out(pending) : Buffer.alloc(0));
    },
  });
}
