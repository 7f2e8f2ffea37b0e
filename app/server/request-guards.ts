import type { Request, RequestHandler, Response } from "express";

/**
 * Requests no browser sends, answered with a 4xx in plain words before they reach code that
 * would trip over them (the page renderer builds a URL from the Host header and a Web Request
 * from the method; page actions read a form).
 */

/** Answers in the shape of the part of the site asked: JSON under /api, plain text elsewhere. */
function refuse(req: Request, res: Response, status: number, error: string, message: string) {
  res.status(status);
  if (req.path.startsWith("/api/") || req.path === "/api") res.json({ error, message });
  else res.type("text/plain").send(message);
}

/**
 * The request target must be a path (or a URL, whose host then counts as the Host header), and
 * the Host header (or X-Forwarded-Host from a trusted proxy) must name a host and port, nothing
 * more. HTTP/1.0 allows leaving it out: such a request is served as if it named our public host.
 */
export function requireValidHost(publicHost: string): RequestHandler {
  return (req, res, next) => {
    // The absolute form (GET http://host/path) names the host in the target; it wins over Host.
    if (/^https?:\/\//i.test(req.url)) {
      const target = URL.parse(req.url);
      if (!target) {
        return refuse(req, res, 400, "invalid_target", "The request target is not a valid URL.");
      }
      req.headers.host = target.host;
      req.url = req.originalUrl = `${target.pathname}${target.search}`;
    }
    if (!req.url.startsWith("/")) {
      return refuse(req, res, 400, "invalid_target", "The request target is not a path.");
    }
    if (req.headers.host === undefined && req.httpVersion === "1.0") req.headers.host = publicHost;
    if (!isHostHeader(req.host ?? "")) {
      return refuse(req, res, 400, "invalid_host", "The Host header does not name a host.");
    }
    next();
  };
}

/** A host name, IPv4 or bracketed IPv6 address with an optional port, written as URLs write it. */
export function isHostHeader(value: string): boolean {
  if (value.length === 0 || value.length > 300) return false;
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    return false;
  }
  // "a/b", "a@b" or "a?b" parse too, as a host with a path, user or query: not a host alone.
  return url.host === value.toLowerCase().replace(/:80$/, "");
}

// What the API (PUT, PATCH, DELETE, OPTIONS) and the pages (GET, HEAD, POST) answer to.
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const pageMethods = new Set(["GET", "HEAD", "POST"]);
/** Page forms are a few fields; anything bigger is not one of ours. */
const maxPageFormBytes = 64 * 1024;

/**
 * TRACE, CONNECT and invented methods get a 405 everywhere. Pages answer GET, HEAD and POST,
 * and their forms arrive URL-encoded, as every form on the site sends them (with or without
 * JavaScript): anything else is a 405, 413 or 415 instead of an action failing to read its form.
 */
export function refuseUnexpectedRequests(): RequestHandler {
  return (req, res, next) => {
    const api = req.path.startsWith("/api/") || req.path === "/api";
    if (!knownMethods.has(req.method) || (!api && !pageMethods.has(req.method))) {
      res.set("Allow", api ? [...knownMethods].join(", ") : [...pageMethods].join(", "));
      return refuse(req, res, 405, "method_not_allowed", `${req.method} is not allowed here.`);
    }
    if (api || req.method !== "POST") return next();
    const type = req.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return refuse(
        req,
        res,
        415,
        "unsupported_media_type",
        "Forms on this site are sent as application/x-www-form-urlencoded.",
      );
    }
    if (Number(req.get("content-length") ?? 0) > maxPageFormBytes) {
      return refuse(req, res, 413, "too_large", "This form is too large.");
    }
    next();
  };
}
