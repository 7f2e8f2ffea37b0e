import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildDirectory,
  projectRoot,
  startAppServer,
  tempDataDir,
  templateDataDirVariable,
} from "../support/app-server.ts";
import { startFakeRatesServer } from "../support/fake-rates-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server for the whole browser suite, and the data directory its servers copy. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(projectRoot, buildDirectory, "server/index.js"))) {
    throw new Error("Run `npm run build` before the browser tests.");
  }
  // Exchange rates come from a fake on loopback: the public default is unreachable here, and
  // pages with the converter must not wait on it or report its failure.
  const rates = await startFakeRatesServer();
  // One first start fills a data directory; every server of the suite starts on a copy of it.
  const template = await startAppServer({ dataDir: tempDataDir() });
  await template.stop();
  process.env[templateDataDirVariable] = template.dataDir;
  const server = await startAppServer({ env: { RATES_URL: rates.url } });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    await rates.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(template.dataDir, { recursive: true, force: true });
  };
}
