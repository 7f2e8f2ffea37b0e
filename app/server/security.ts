import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response: only scripts we render ourselves may run. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/** Whether the site is served over https (PUBLIC_URL): then browsers are told to stay on it. */
export type TransportOptions = { https: boolean };

/** The headers every response gets besides its content security policy. */
function commonHelmetOptions({ https }: TransportOptions) {
  return {
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only over https, and for this host alone: other sites on the same domain are not ours.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
  } as const;
}

/** JSON answers (and the health checks) load nothing and may be framed by no one. */
export function apiSecurityHeaders(transport: TransportOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    ...commonHelmetOptions(transport),
  });
}

/** The CSP source that admits this response's nonce (assignCspNonce runs first). */
const responseNonce = (_req: unknown, res: unknown) =>
  `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;

export function securityHeaders({
  development,
  ...transport
}: { development: boolean } & TransportOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", responseNonce],
        // Vite injects styles at run time in development only. In production a <style> element
        // runs only with the response's nonce: Radix's dialog locks the page's scroll with one.
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", responseNonce],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    ...commonHelmetOptions(transport),
  });
}

/** /dashboard and /profile, as pages and as their .data. */
const studentPages = /^\/(dashboard|profile)(\.data)?\/?$/;

/**
 * A page rendered for a signed-in student (any page: the navigation shows their state) or a
 * student-only page is theirs alone: no browser or proxy cache may keep it for someone else.
 */
export function privateWhenSignedIn(signedIn: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (studentPages.test(req.path) || signedIn(req)) res.set("Cache-Control", "private, no-store");
    next();
  };
}

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses a state-changing request sent from another site (403): its Origin must be ours, and
 * browsers that say so (Sec-Fetch-Site) must call it same-origin. Requests from programs without
 * an Origin header pass; they carry no one else's cookies.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (!stateChanging.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const foreignOrigin =
      origin !== undefined && origin !== ownOrigin && !allowedOrigins.includes(origin);
    if (foreignOrigin || fetchSite === "cross-site") {
      res.status(403);
      if (req.path.startsWith("/api/")) {
        res.json({ error: "forbidden_origin", message: "Requests from other sites are refused." });
      } else {
        res.type("text/plain").send("Requests from other sites are refused.");
      }
      return;
    }
    next();
  };
}
