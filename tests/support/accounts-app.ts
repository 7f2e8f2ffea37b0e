import crypto from "node:crypto";
import net from "node:net";
import { apiClient, type ApiClient } from "./api-client.ts";
import { startSmtpInbox, type SmtpInbox } from "./smtp-inbox.ts";
import { startTestApp } from "./test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./test-database.ts";

export const redisUrl = "redis://127.0.0.1:6379";

/**
 * Where the account limits keep their counters: always the database, and Redis as well where the
 * suite runs with its services (TEST_DATABASE_URL set, as in CI).
 */
const counterStores = ["database", ...(process.env.TEST_DATABASE_URL ? ["redis"] : [])] as const;

/** Every database kind with every counter store: [database kind, counter store]. */
export const accountSetups = databaseKinds.flatMap((kind) =>
  counterStores.map((store) => [kind, store] as const),
);

export type AccountSetup = (typeof accountSetups)[number];

/**
 * A client address nobody else uses. Redis outlives a test run and is shared, so addresses are
 * random rather than counted from 1: rate-limit buckets never mix between runs.
 */
export function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.randomBytes(3);
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${crypto.randomBytes(4).toString("hex")}@example.com`;

export async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

export type AccountsApp = {
  database: TestDatabase;
  inbox: SmtpInbox;
  url: string;
  /** An API client from its own random address (cookies kept like a browser). */
  client: (address?: string) => ApiClient;
  close: () => Promise<void>;
};

/** The real app on a fresh database, mail going to an SMTP inbox, counters in the chosen store. */
export async function startAccountsApp(
  [kind, store]: AccountSetup,
  env: Record<string, string> = {},
): Promise<AccountsApp> {
  if (store === "redis" && !(await redisAnswers())) {
    throw new Error("the Redis counter tests need Redis on 127.0.0.1:6379");
  }
  const database = await createTestDatabase(kind);
  const inbox = await startSmtpInbox();
  const app = await startTestApp(database.handle, {
    SMTP_URL: inbox.url,
    TRUST_PROXY: "1",
    ...(store === "redis" ? { REDIS_URL: redisUrl } : {}),
    ...env,
  });
  return {
    database,
    inbox,
    url: app.url,
    client: (address = randomAddress()) => apiClient(app.url, address),
    close: async () => {
      await app.close();
      await inbox.close();
      await database.drop();
    },
  };
}

/** Signs up and verifies an account through the API; answers its email. */
export async function verifiedAccount(
  accounts: AccountsApp,
  password: string,
  fullName = "Sita Sharma",
): Promise<string> {
  const email = uniqueEmail("learner");
  const c = accounts.client();
  const signUp = await c.post("/api/auth/sign-up", { fullName, email, password });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
  const code = await accounts.inbox.codeFor(email);
  const verified = await c.post("/api/auth/verify-email", { email, code });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return email;
}

/** How many answers had each status, e.g. { 401: 5, 429: 95 }. */
export function statusCounts(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
