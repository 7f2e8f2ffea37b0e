import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { DataDirectoryLockedError, lockDataDirectory } from "./data-dir-lock";

const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDirectory", () => {
  test("locks, refuses a second owner while the first lives, and releases", async () => {
    const dir = newDir();
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, "jouzu.lock"), String(sleeper.pid));
      expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
      expect(() => lockDataDirectory(dir)).toThrow(`process ${sleeper.pid}`);
    } finally {
      sleeper.kill();
    }
  });

  test("takes over a lock whose owner is gone", async () => {
    const dir = newDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "jouzu.lock"), String(gone.pid));
    const lock = lockDataDirectory(dir);
    expect(fs.readFileSync(path.join(dir, "jouzu.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "jouzu.lock"))).toBe(false);
  });

  test("creates the directory on first use", () => {
    const dir = path.join(newDir(), "nested", "data");
    lockDataDirectory(dir).release();
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });
});
