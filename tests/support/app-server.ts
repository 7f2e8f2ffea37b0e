import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export type RunningServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export const projectRoot = path.resolve(import.meta.dirname, "../..");
/** Where `npm run build` wrote the app (react-router.config.ts reads the same variable). */
export const buildDirectory = process.env.BUILD_DIR ?? "build";
const nodeBinary = process.execPath;

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-data-"));
}

/**
 * A data directory a server has already filled (migrated database, synced content), set by the
 * browser suite's global setup. A server given no data directory starts on a copy of it: seconds
 * instead of a first start's full sync (≈ 4,000+ items) for each of the suite's servers.
 */
export const templateDataDirVariable = "JOUZU_TEST_TEMPLATE_DATA_DIR";

/** A new data directory: a copy of the suite's template when there is one, else empty. */
export function newDataDir(): string {
  const dir = tempDataDir();
  const template = process.env[templateDataDirVariable];
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts the production build (`npm run build` first) as a real process on a free port. Without
 * a `dataDir` it gets newDataDir(); pass tempDataDir() for a server that must start empty.
 */
export async function startAppServer(
  options: { dataDir?: string; env?: Record<string, string>; waitUntilReady?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? newDataDir();
  const child = spawn(nodeBinary, ["server.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BUILD_DIR: buildDirectory,
      // Each test server starts from an empty database: importing the installed EDICT file in
      // the background would slow every suite. The tests that want it say so.
      EDICT_FILE: "none",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    dataDir,
    child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitUntilReady !== false) await waitForReady(server);
  return server;
}

async function waitForReady(server: RunningServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited early (${server.child.exitCode}):\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await server.stop("SIGKILL");
  throw new Error(`The server did not become ready in ${timeoutMs} ms:\n${server.output()}`);
}
