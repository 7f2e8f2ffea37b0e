import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import type { Env } from "../env.server";
import { createMailer } from "../mail/mailer.server";
import { databaseRateLimitStore, redisRateLimitStore } from "../rate-limit/rate-limit-store.server";
import { lazyAccountServices, type AccountServices } from "./accounts-context.server";
import { createAuth, publicBaseUrl, resolveAuthSecret, type SendCode } from "./auth.server";
import { codeEmail } from "./code-email";

/** Mail, rate-limit counters (Redis when REDIS_URL, else the database) and better-auth. */
export function accountServices({ db, env, logger }: { db: Database; env: Env; logger: Logger }) {
  return lazyAccountServices(async (): Promise<AccountServices> => {
    const mailer = createMailer(env, logger);
    const limits = env.REDIS_URL ? redisRateLimitStore(env.REDIS_URL) : databaseRateLimitStore(db);
    const secret = await resolveAuthSecret(db, env);
    const baseUrl = publicBaseUrl(env);
    const sendCode: SendCode = (email, code, purpose) =>
      mailer.send({ to: email, ...codeEmail(code, purpose, baseUrl) });
    const auth = createAuth({ db, sendCode, secret, baseUrl });
    return { auth, limits, mailer, sendCode };
  });
}
