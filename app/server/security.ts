import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response: only scripts we render ourselves may run. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/** The headers every response gets besides its content security policy. */
const commonHelmetOptions = {
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // HSTS only means something over https; a proxy in front sets it for real deployments.
  strictTransportSecurity: false,
} as const;

/** JSON answers load nothing and may be framed by no one. */
export function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    ...commonHelmetOptions,
  });
}

export function securityHeaders({ development }: { development: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        // Vite injects styles at run time in development only.
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    ...commonHelmetOptions,
  });
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
