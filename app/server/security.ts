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
