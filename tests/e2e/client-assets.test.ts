import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { secretEnvKeys } from "../../app/server/env.server.ts";
import { buildDirectory, projectRoot } from "../support/app-server.ts";

const run = promisify(execFile);

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function filesContaining(dir: string, needle: string): string[] {
  return filesUnder(dir).filter((file) => fs.readFileSync(file).includes(needle));
}

describe("no secret reaches the browser", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-build-"));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  test("a build made with secrets configured has none of them in its client assets", async () => {
    const canaries = Object.fromEntries(
      secretEnvKeys.map((key) => [
        key,
        `postgres://jouzu:canary-${key}-${Date.now()}@127.0.0.1:1/x`,
      ]),
    );
    await run(
      process.execPath,
      [path.join(projectRoot, "node_modules/.bin/react-router"), "build"],
      {
        cwd: projectRoot,
        env: { ...process.env, ...canaries, BUILD_DIR: scratch },
      },
    );
    const clientDir = path.join(scratch, "client");
    expect(filesUnder(clientDir).length).toBeGreaterThan(3);
    for (const [key, value] of Object.entries(canaries)) {
      const secretPart = value.split(":")[2]?.split("@")[0] ?? value;
      expect({ key, files: filesContaining(clientDir, secretPart) }).toEqual({ key, files: [] });
    }
  }, 120_000);

  test("the served build holds none of the secrets configured here", () => {
    const clientDir = path.join(projectRoot, buildDirectory, "client");
    for (const key of secretEnvKeys) {
      const value = process.env[key];
      if (!value) continue;
      expect({ key, files: filesContaining(clientDir, value) }).toEqual({ key, files: [] });
    }
    // Server-only modules stay out of the client bundle entirely.
    const bundles = filesUnder(clientDir).filter((file) => file.endsWith(".js"));
    for (const marker of [
      "DATABASE_URL",
      "pglite",
      "drizzle-orm",
      "Invalid environment variables",
    ]) {
      expect({
        marker,
        files: bundles.filter((file) => fs.readFileSync(file, "utf8").includes(marker)),
      }).toEqual({
        marker,
        files: [],
      });
    }
  });
});
