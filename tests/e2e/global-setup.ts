import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildDirectory, projectRoot, startAppServer } from "../support/app-server.ts";
import { startFakeRatesServer } from "../support/fake-rates-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server with a fresh data directory for the whole browser suite. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(projectRoot, buildDirectory, "server/index.js"))) {
    throw new Error("Run `npm run build` before the browser tests.");
  }
  // Exchange rates come from a fake on loopback: the public default is unreachable here, and
  // pages with the converter must not wait on it or report its failure.
  const rates = await startFakeRatesServer();
  const server = await startAppServer({ env: { RATES_URL: rates.url } });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    await rates.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
