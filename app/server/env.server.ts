import { z } from "zod";

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

const baseSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  CONTENT_DIR: z.string().min(1).default("./content"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  YOUTUBE_CHANNEL_URL: z.url({ protocol: /^https$/ }).default("https://www.youtube.com/@jouzu"),
  FACEBOOK_URL: optionalUrl,
  INSTAGRAM_URL: optionalUrl,
  /** An outside voiceover tool the voice page offers a button for; no button when unset. */
  VOICEOVER_TOOL_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The JMdict/EDICT file the server imports in the background when it has not been imported
   * yet (Debian's edict package puts it here); "none" turns the automatic import off.
   */
  EDICT_FILE: z.string().min(1).default("/usr/share/edict/edict"),
  /** Where the server fetches exchange rates: any endpoint speaking the v4 JPY format. */
  RATES_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://api.exchangerate-api.com/v4/latest/JPY"),
  /**
   * After a failed fetch, how long the provider is left alone (ms), doubling with each failure in
   * a row up to 5 minutes; 0 asks it again at the next request.
   */
  RATES_BACKOFF_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
});

/**
 * Accounts and mail. Everything has an offline default: without SMTP the development mailbox
 * (refused in production unless ALLOW_DEV_MAILBOX), without a secret one generated once and kept
 * in the database, without Redis the rate-limit counters live in the database.
 */
const accountsSchema = z.object({
  /** The address learners reach the site at: links in emails, allowed Origin, Secure cookies. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs session cookies; at least 32 characters. Generated and stored when unset. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Jouzu <no-reply@jouzu.local>"),
  ALLOW_DEV_MAILBOX: z.stringbool().default(false),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Behind a reverse proxy: how many proxies to trust for X-Forwarded-For (a number), or
   * their addresses (comma-separated). Unset: the socket address is the client.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*|loopback|uniquelocal)$/i,
      "must be a number of proxies or a comma-separated list of addresses",
    )
    .optional(),
});

const envSchema = baseSchema.extend(accountsSchema.shape);

export type Env = z.infer<typeof envSchema>;

/** Variables whose values must never reach a browser asset or a log line. */
export const secretEnvKeys = [
  "DATABASE_URL",
  "AUTH_SECRET",
  "SMTP_URL",
  "REDIS_URL",
] as const satisfies readonly (keyof Env)[];

export class InvalidEnvironmentError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files and CI settings.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The one place that reads process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
