import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Env } from "./env.server";
import type { Database } from "./db/client.server";
import type { AccountServices } from "./auth/accounts-context.server";

/** What every loader and action may use, set once per request by the Express app. */
export type AppServices = {
  env: Env;
  db: Database;
  /** For failures a loader handles itself (the page shows a friendly message, the log the cause). */
  logger: Logger;
  /** Accounts: better-auth, mail and rate limits, made on first use. */
  accounts: () => Promise<AccountServices>;
};

export const servicesContext = createContext<AppServices>();
export const cspNonceContext = createContext<string>("");
