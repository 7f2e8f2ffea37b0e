import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { AccountServices } from "./auth/accounts-context.server";
import type { DatabaseHandle } from "./db/client.server";
import type { Env } from "./env.server";

/**
 * GET /readyz: ready when everything a request may need answers — the database, and Redis when
 * REDIS_URL is set (without it sign-in and sign-up cannot check their limits). A 503 names what
 * is failing, so a load balancer stops sending traffic and an operator knows where to look.
 */
export function readinessCheck({
  database,
  env,
  accounts,
  logger,
}: {
  database: DatabaseHandle;
  env: Env;
  accounts: () => Promise<AccountServices>;
  logger: Logger;
}): RequestHandler {
  return async (_req, res) => {
    const failing: string[] = [];
    try {
      await withTimeout(database.ping(), 2_000);
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed: the database does not answer");
      failing.push("database");
    }
    // The counters' store is reached through the account services, which need the database.
    if (env.REDIS_URL && failing.length === 0) {
      try {
        await withTimeout(
          accounts().then((services) => services.limits.ping()),
          2_000,
        );
      } catch (error) {
        logger.warn({ err: error }, "readiness check failed: Redis does not answer");
        failing.push("redis");
      }
    }
    res.set("Cache-Control", "no-store");
    if (failing.length > 0) {
      res.status(503).json({ status: "unavailable", failing });
      return;
    }
    res.json({
      status: "ready",
      database: database.kind,
      rateLimits: env.REDIS_URL ? "redis" : "database",
    });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);
}
