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
    const secret = await resolveAuthSecret(db, env);
    // Made after the last step that can fail, so a retry never leaves a Redis client behind.
    const limits = env.REDIS_URL
      ? redisRateLimitStore(env.REDIS_URL, (error) =>
          logger.error({ err: error }, "Redis does not answer: sign-in and sign-up answer 503"),
        )
      : databaseRateLimitStore(db);
    const baseUrl = publicBaseUrl(env);
    const sendCode: SendCode = (email, code, purpose) =>
      mailer.send({ to: email, ...codeEmail(code, purpose, baseUrl) });
    const auth = createAuth({ db, sendCode, secret, baseUrl });
    return { auth, limits, mailer, sendCode, afterAnswer: afterAnswerQueue(logger) };
  });
}

/** Jobs queued per key, each started after the current answer is written; failures are logged. */
export function afterAnswerQueue(logger: Pick<Logger, "error">) {
  const tails = new Map<string, Promise<void>>();
  return (key: string, work: () => Promise<void>) => {
    const next = (tails.get(key) ?? Promise.resolve())
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) =>
        logger.error({ err: error }, "account work after the answer failed"),
      );
    tails.set(key, next);
    void next.then(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
  };
}
