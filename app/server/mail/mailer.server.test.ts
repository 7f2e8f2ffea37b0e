import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { parseEnv } from "../env.server";
import { createMailer, MailUnavailableError, servesThisMachineOnly } from "./mailer.server";

function capturedLogger() {
  let output = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), output: () => output };
}

const message = {
  to: "learner@example.com",
  subject: "Your Jouzu verification code",
  text: "Enter this code to verify your email address: 482913",
  html: "<p>482913</p>",
};

describe("createMailer without SMTP_URL", () => {
  test("development: the message lands in data/outbox/ as .eml and its text in the log", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-mail-"));
    const log = capturedLogger();
    const mailer = createMailer(parseEnv({ DATA_DIR: dataDir }), log.logger);
    expect(mailer.kind).toBe("dev-mailbox");
    await mailer.send(message);
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0] ?? ""), "utf8");
    expect(eml).toContain("To: learner@example.com");
    expect(eml).toContain("482913");
    expect(log.output()).toContain("482913");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("production on a public address refuses the mailbox: sending fails with a clear error", async () => {
    const log = capturedLogger();
    const mailer = createMailer(
      parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://jouzu.example" }),
      log.logger,
    );
    expect(mailer.kind).toBe("unavailable");
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailUnavailableError);
    expect(log.output()).toContain("SMTP_URL is not set");
  });

  test("production with ALLOW_DEV_MAILBOX: written to the outbox, the code never logged at info", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-mail-"));
    const log = capturedLogger();
    const env = parseEnv({
      NODE_ENV: "production",
      ALLOW_DEV_MAILBOX: "true",
      PUBLIC_URL: "https://jouzu.example",
      DATA_DIR: dataDir,
    });
    const mailer = createMailer(env, log.logger);
    expect(mailer.kind).toBe("dev-mailbox");
    await mailer.send(message);
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toHaveLength(1);
    expect(log.output()).toContain("development mailbox: message written");
    expect(log.output()).not.toContain("482913");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("npm start on this machine, without SMTP_URL", () => {
  test.each([
    ["no PUBLIC_URL (the default)", undefined],
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
    ["http://[::1]:3000", "http://[::1]:3000"],
  ])("%s: production uses the mailbox and logs the code", async (_name, publicUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-mail-"));
    const log = capturedLogger();
    const mailer = createMailer(
      parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_URL: publicUrl }),
      log.logger,
    );
    expect(mailer.kind).toBe("dev-mailbox");
    await mailer.send(message);
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toHaveLength(1);
    expect(log.output()).toContain("482913");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test.each([
    ["https://localhost:3000", false],
    ["http://jouzu.example", false],
    ["https://jouzu.example", false],
    ["http://localhost.example.com", false],
    ["http://127.0.0.1.example.com", false],
    ["http://192.168.1.10:3000", false],
    ["http://localhost", true],
  ])("%s counts as this machine only: %s", (publicUrl, expected) => {
    expect(servesThisMachineOnly(publicUrl)).toBe(expected);
  });
});
