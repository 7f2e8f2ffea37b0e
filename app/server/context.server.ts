import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Env } from "./env.server";
import type { Database } from "./db/client.server";

/** What every loader and action may use, set once per request by the Express app. */
export type AppServices = {
  env: Env;
  db: Database;
  /** For failures a loader handles itself (the page shows a friendly message, the log the cause). */
  logger: Logger;
};

export const servicesContext = createContext<AppServices>();
export const cspNonceContext = createContext<string>("");
