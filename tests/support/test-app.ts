import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { createHttpApp } from "../../app/server/http-app.ts";
import type { DatabaseHandle } from "../../app/server/db/client.server.ts";
import { parseEnv } from "../../app/server/env.server.ts";

/** The real Express app (API and middleware, no page build needed) on a free port. */
export async function startTestApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  const app = createHttpApp({
    env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }),
    database,
    logger: pino({ level: "silent" }),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
