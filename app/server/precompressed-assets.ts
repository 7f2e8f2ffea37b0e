import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the brotli copy the build wrote beside a script or stylesheet (vite.config.ts,
 * brotliAssets) to browsers that accept br; everything else falls through to the static files,
 * compressed on the fly. The copies are listed once at start: asset names carry a content hash.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const withBrotli = new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".br"))
          .map((name) => name.slice(0, -".br".length))
      : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!withBrotli.has(name)) return next();
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("br") !== "br") return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", "br");
    res.sendFile(path.join(dir, `${name}.br`), { immutable: true, maxAge: "1y" });
  };
}
