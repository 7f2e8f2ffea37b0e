import express from "express";
import type { Logger } from "pino";
import { RatesUnavailableError, type ExchangeRates } from "./exchange-rates.server";
import { ratesFailedMessage } from "./rates-view";

/**
 * GET /api/rates: the converter's rates for the browser, which never calls the provider itself.
 * 200 with a RatesView (stale: true when these are stored rates because the provider failed),
 * 503 when there are none at all.
 */
export function ratesApi({ rates, logger }: { rates: ExchangeRates; logger: Logger }) {
  const router = express.Router();
  router.get("/", async (_req, res) => {
    // The server caches for 5 minutes; a browser cache on top would only make Refresh lie.
    res.set("Cache-Control", "no-store");
    try {
      res.json(await rates.current());
    } catch (error) {
      if (!(error instanceof RatesUnavailableError)) {
        logger.error({ err: error }, "exchange rates: unexpected failure");
      }
      res.status(503).json({ error: "rates_unavailable", message: ratesFailedMessage });
    }
  });
  return router;
}
