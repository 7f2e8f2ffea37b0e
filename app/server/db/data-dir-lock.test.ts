import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { DataDirectoryLockedError, lockDataDirectory, processStartTime } from "./data-dir-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const lockFile = (dir: string) => path.join(dir, "jouzu.lock");
const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode === null ? child.on("exit", resolve) : resolve(null)));

/** Another process that takes the lock with this module, as a second server would. */
async function lockingProcess(dir: string): Promise<ChildProcess> {
  const script =
    `const { lockDataDirectory } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "data-dir-lock.ts"))});` +
    `lockDataDirectory(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 60000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script]);
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`the locking process exited (${code})`)));
  });
  return child;
}

describe("lockDataDirectory", () => {
  test("refuses a second owner while the first lives", async () => {
    const dir = newDir();
    const owner = await lockingProcess(dir);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
    expect(() => lockDataDirectory(dir)).toThrow(`process ${owner.pid}`);
  });

  test("takes over a lock whose owner is gone", async () => {
    const dir = newDir();
    const owner = await lockingProcess(dir);
    owner.kill("SIGKILL");
    await exited(owner);
    const lock = lockDataDirectory(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8"))).toEqual({
      pid: process.pid,
      startedAt: processStartTime(process.pid),
    });
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  test("takes over a lock whose pid now belongs to another program", async () => {
    const dir = newDir();
    const crashed = await lockingProcess(dir);
    crashed.kill("SIGKILL");
    await exited(crashed);
    // The pid comes round again, for a program that is not a Jouzu server.
    const other = spawn("sleep", ["60"]);
    children.push(other);
    const recorded = fs.readFileSync(lockFile(dir), "utf8");
    fs.writeFileSync(lockFile(dir), recorded.replace(String(crashed.pid), String(other.pid)));

    const lock = lockDataDirectory(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  test("a bare pid from an older server still counts while that process lives", async () => {
    const dir = newDir();
    const sleeper = spawn("sleep", ["60"]);
    children.push(sleeper);
    fs.writeFileSync(lockFile(dir), String(sleeper.pid));
    expect(() => lockDataDirectory(dir)).toThrow(`process ${sleeper.pid}`);
  });

  test("an unreadable lock file is taken over", () => {
    const dir = newDir();
    fs.writeFileSync(lockFile(dir), "{not json");
    lockDataDirectory(dir).release();
  });

  test("creates the directory on first use", () => {
    const dir = path.join(newDir(), "nested", "data");
    lockDataDirectory(dir).release();
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  test("a process's start time (Linux /proc) is stable and tells two processes apart", () => {
    const mine = processStartTime(process.pid);
    expect(mine).toMatch(/^\d+$/);
    expect(processStartTime(process.pid)).toBe(mine);
    const sleeper = spawn("sleep", ["60"]);
    children.push(sleeper);
    expect(processStartTime(sleeper.pid ?? 0)).toMatch(/^\d+$/);
    expect(processStartTime(sleeper.pid ?? 0)).not.toBe(mine);
    expect(processStartTime(2 ** 22 + 7)).toBeNull();
  });
});
