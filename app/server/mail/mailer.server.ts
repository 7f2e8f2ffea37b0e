import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "../env.server";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** "smtp" sends for real; "dev-mailbox" writes .eml files; "unavailable" refuses to send. */
  kind: "smtp" | "dev-mailbox" | "unavailable";
  send: (message: MailMessage) => Promise<void>;
  /**
   * Resolves when mail can go out now, rejects with MailUnavailableError otherwise. Account mail
   * is sent after the answer, so this is what lets the answer still say "we cannot send email".
   */
  ready: () => Promise<void>;
  close: () => void;
};

export class MailUnavailableError extends Error {
  constructor(
    message = "This server cannot send email: set SMTP_URL (or ALLOW_DEV_MAILBOX=true to keep mail in data/outbox/).",
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * SMTP when SMTP_URL is set. Otherwise the development mailbox: each message is written to
 * data/outbox/ as an .eml file and its text logged, so a newcomer can sign up offline. A public
 * deployment (production with a PUBLIC_URL that is not this machine) refuses the mailbox unless
 * ALLOW_DEV_MAILBOX is set, because codes would then sit in a log nobody reads.
 */
export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM, logger);
  const local = servesThisMachineOnly(env.PUBLIC_URL);
  if (env.NODE_ENV === "production" && !local && !env.ALLOW_DEV_MAILBOX) {
    logger.warn(
      "SMTP_URL is not set: sign-up and password reset are unavailable until it is (or ALLOW_DEV_MAILBOX=true)",
    );
    return {
      kind: "unavailable",
      send: () => Promise.reject(new MailUnavailableError()),
      ready: () => Promise.reject(new MailUnavailableError()),
      close: () => {},
    };
  }
  // On this machine the console is where the newcomer looks for the code; a public deployment
  // that allows the mailbox keeps codes out of info-level logs (read the .eml instead).
  const logLevel = env.NODE_ENV === "production" && !local ? "debug" : "info";
  if (env.NODE_ENV === "production") {
    logger.warn("SMTP_URL is not set: account emails go to the development mailbox (data/outbox/)");
  }
  return devMailbox(path.join(env.DATA_DIR, "outbox"), env.MAIL_FROM, logger, logLevel);
}

/** No PUBLIC_URL (the default, http://localhost:PORT) or a plain-http address of this machine. */
export function servesThisMachineOnly(publicUrl: string | undefined): boolean {
  if (publicUrl === undefined) return true;
  const url = new URL(publicUrl);
  return (
    url.protocol === "http:" &&
    (url.hostname === "localhost" ||
      url.hostname === "[::1]" ||
      /^127(\.\d{1,3}){3}$/.test(url.hostname))
  );
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : undefined,
    secure: parsed.protocol === "smtps:",
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // Never hold a request for long on a slow mail server.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  // A server that took a message or answered a check lately is trusted for a minute; after a
  // failure every request checks again, so the site notices when the server is back.
  let trustedUntil = 0;
  const trust = () => (trustedUntil = Date.now() + 60_000);
  return {
    kind: "smtp",
    send: async (message) => {
      try {
        await transport.sendMail({ from, ...message });
        trust();
      } catch (error) {
        trustedUntil = 0;
        // A mail server that is down, slow or refusing: the learner is told to try later.
        logger.error({ err: error, to: message.to }, "sending mail failed");
        throw new MailUnavailableError("The mail server did not take the message.", {
          cause: error,
        });
      }
    },
    ready: async () => {
      if (Date.now() < trustedUntil) return;
      try {
        await transport.verify();
        trust();
      } catch (error) {
        logger.error({ err: error }, "the mail server does not answer");
        throw new MailUnavailableError("The mail server does not answer.", { cause: error });
      }
    },
    close: () => transport.close(),
  };
}

function devMailbox(
  outbox: string,
  from: string,
  logger: Logger,
  logLevel: "info" | "debug",
): Mailer {
  // Builds the raw message without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "dev-mailbox",
    send: async (message) => {
      const info = await composer.sendMail({ from, ...message });
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      logger.info({ to: message.to, file }, "development mailbox: message written");
      logger[logLevel](`development mailbox, to ${message.to}:\n${message.text}`);
    },
    ready: async () => {},
    close: () => {},
  };
}
