import { z } from "zod";

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

const envSchema = z.object({
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
  /** Where the server fetches exchange rates: any endpoint speaking the v4 JPY format. */
  RATES_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://api.exchangerate-api.com/v4/latest/JPY"),
});

export type Env = z.infer<typeof envSchema>;

/** Variables whose values must never reach a browser asset or a log line. */
export const secretEnvKeys = ["DATABASE_URL"] as const satisfies readonly (keyof Env)[];

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
