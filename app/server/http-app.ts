import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { exchangeRates } from "~/features/currency/exchange-rates.server";
import { ratesApi } from "~/features/currency/rates-api.server";
import { accountApi } from "~/features/account/account-api.server";
import { dictionaryApi } from "~/features/dictionary/dictionary-api.server";
import { favoritesApi } from "~/features/favorites/favorites-api.server";
import { practiceApi } from "~/features/practice/practice-api.server";
import { warmPractice } from "~/features/practice/practice.server";
import { dictionarySearch } from "~/features/dictionary/dictionary-search.server";
import { InvalidLearningContentError } from "~/features/learning-content/load-content.server";
import { syncLearningContent } from "~/features/learning-content/sync.server";
import { importEdictIfNew } from "~/features/dictionary/edict-auto-import.server";
import { accountServices } from "./auth/account-services.server";
import { publicBaseUrl } from "./auth/auth.server";
import { hasSessionCookie, requesterContext, type Requester } from "./auth/accounts-context.server";
import { cspNonceContext, servicesContext, type AppServices } from "./context.server";
import { DataDirectoryLockedError } from "./db/data-dir-lock";
import { openDatabase, type DatabaseHandle } from "./db/client.server";
import { InvalidEnvironmentError, loadEnv, type Env } from "./env.server";
import { sharedPageCache } from "./page-cache";
import { precompressedAssets } from "./precompressed-assets";
import { refuseUnexpectedRequests, requireValidHost } from "./request-guards";
import { readinessCheck } from "./readiness";
import {
  apiSecurityHeaders,
  assignCspNonce,
  privateWhenSignedIn,
  sameOriginWrites,
  securityHeaders,
} from "./security";

type HttpAppOptions = { env: Env; database: DatabaseHandle; logger: Logger; vite?: ViteDevServer };

export function createHttpApp({ env, database, logger, vite }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Without TRUST_PROXY the socket address is the client: a forged X-Forwarded-For changes nothing.
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  // JSON answers are small and cached by max-age; hashing every body for an ETag costs more than
  // it saves.
  app.set("etag", false);
  // Malformed requests get a 4xx here, before anything builds a URL or reads a form from them.
  app.use(requireValidHost(new URL(publicBaseUrl(env)).host), refuseUnexpectedRequests());

  const transport = { https: publicBaseUrl(env).startsWith("https:") };
  const accounts = accountServices({ db: database.db, env, logger });
  app.use(["/healthz", "/readyz"], apiSecurityHeaders(transport));
  app.get("/healthz", (_req, res) => void res.json({ status: "alive" }));
  app.get("/readyz", readinessCheck({ database, env, accounts, logger }));

  app.use(compression());
  const requestLog = pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    // Method, path and status are enough; headers would put cookies in the logs.
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });

  const requesterOf = (req: express.Request): Requester => ({
    headers: new Headers(req.headers as Record<string, string>),
    address: req.ip ?? req.socket.remoteAddress ?? "unknown",
  });
  app.use(sameOriginWrites([new URL(publicBaseUrl(env)).origin]));

  // The JSON API first: it needs no page nonce, no static files and no page renderer.
  app.use("/api", apiSecurityHeaders(transport), requestLog);
  app.use("/api/auth", accountApi({ accounts, db: database.db, logger, requesterOf }));
  app.use("/api/favorites", favoritesApi({ db: database.db, accounts, logger, requesterOf }));
  app.use("/api/dictionary", dictionaryApi({ db: database.db, logger }));
  app.use("/api/practice", practiceApi({ db: database.db, logger }));
  app.use(
    "/api/rates",
    ratesApi({ rates: exchangeRates({ env, db: database.db, logger }), logger }),
  );
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "not_found", message: "There is no such API endpoint." });
  });

  app.use(assignCspNonce);
  app.use(securityHeaders({ development: vite !== undefined, ...transport }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = fileURLToPath(new URL("../client", import.meta.url));
    // File names under assets/ carry a content hash, so they can be cached for good.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(requestLog);
  app.use(privateWhenSignedIn((req) => hasSessionCookie(requesterOf(req))));
  app.use(
    sharedPageCache({
      cacheable: (path) => sharedPages.test(path),
      // Only the cookie matters here: no copy of every header for each page served.
      hasSession: (req) =>
        hasSessionCookie({
          headers: new Headers({ cookie: req.get("cookie") ?? "" }),
          address: "",
        }),
      databaseAnswers: () => database.ping(),
    }),
  );

  const services: AppServices = { env, db: database.db, logger, accounts };
  app.use(
    createRequestHandler({
      build: () =>
        vite
          ? (vite.ssrLoadModule("virtual:react-router/server-build") as never)
          : import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(cspNonceContext, res.locals.cspNonce as string);
        context.set(requesterContext, requesterOf(req));
        return context;
      },
    }),
  );
  return app;
}

/**
 * Pages that render the same for every visitor without a session (in one language and theme), and
 * `/_root` for their client-side navigations: served from the page cache for a minute. Not the
 * account pages, nor the language and sign-out actions.
 */
const sharedPages =
  /^\/(?:|_root|about|resources|resources\/dictionary|resources\/jlpt\/[^/]+(?:\/(?:vocabulary|grammar|kanji))?|jobs-search|tutorials|information-search|currency-converter|date-converter|voiceover-tool)$/;

/** TRUST_PROXY as Express understands it: a hop count, or the proxies' addresses. */
function trustProxySetting(value: string | undefined): number | string | false {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Starts the whole server: environment, database (migrated), HTTP, and a clean shutdown. */
export async function start({ vite }: { vite?: ViteDevServer } = {}) {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) exitWith(error.message);
    throw error;
  }
  const logger = pino({ level: env.LOG_LEVEL });

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    );
  } catch (error) {
    if (error instanceof DataDirectoryLockedError) exitWith(error.message);
    throw error;
  }

  try {
    const report = await syncLearningContent(database.db, env.CONTENT_DIR);
    logger.info(report, "learning content loaded");
  } catch (error) {
    if (error instanceof InvalidLearningContentError) exitWith(`Invalid content: ${error.message}`);
    throw error;
  }

  void prepareDictionary(database, env, logger);
  void warmPractice(database.db).then(
    (report) => logger.info(report, "practice question bank built"),
    (error: unknown) => logger.error({ err: error }, "practice question bank failed"),
  );

  const server = http.createServer(createHttpApp({ env, database, logger, vite }));
  // Without this, Express would report a port it could not take as "listening" and exit 0.
  server.on("error", (error: NodeJS.ErrnoException) => {
    void database.close().finally(() => exitWith(listenFailure(error, env)));
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info(
      { port, database: database.kind },
      `Jouzu is listening on http://localhost:${port}`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close();
    server.closeIdleConnections();
    await vite?.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/**
 * Builds the search index now rather than on the first search (searches wait for it meanwhile),
 * then imports the full dictionary when it is installed and new: after the index of our own
 * words, so searches answer from those until the index is rebuilt with the import.
 */
async function prepareDictionary(database: DatabaseHandle, env: Env, logger: Logger) {
  const search = dictionarySearch(database.db);
  try {
    logger.info(await search.warm(), "dictionary search index built");
  } catch (error) {
    logger.error({ err: error }, "dictionary search index failed");
  }
  if ((await importEdictIfNew(database.db, env.EDICT_FILE, logger)) === "imported") {
    await search.refreshNow();
    logger.info("dictionary search index rebuilt with the EDICT entries");
  }
}

/** Why the server could not listen, in words that say what to do about it. */
function listenFailure(error: NodeJS.ErrnoException, env: Env): string {
  const where = `${env.HOST}:${env.PORT}`;
  if (error.code === "EADDRINUSE") {
    return `Port ${env.PORT} is already in use (${where}): stop the program using it, or start Jouzu with another PORT.`;
  }
  if (error.code === "EACCES") {
    return `Jouzu may not listen on ${where}: ports below 1024 need privileges; choose another PORT.`;
  }
  if (error.code === "EADDRNOTAVAIL") {
    return `This machine has no address ${env.HOST}: set HOST to one of its addresses, or 0.0.0.0.`;
  }
  return `Jouzu could not listen on ${where}: ${error.message}`;
}

function exitWith(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}
