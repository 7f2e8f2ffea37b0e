import type { PageMeta } from "~/lib/i18n/page-meta";

/**
 * Why a list could not be loaded, as the learner is told it (spec §8). The cause itself (SQL,
 * host names, stack) stays in the server log.
 */
export type LoadFailureReason = "connection" | "auth" | "unexpected";

/** What a failed list loader answers with (HTTP 503), for the page's error view. */
export type LoadFailure = { reason: LoadFailureReason };

/** What a list route's error boundary receives: the reason (503 only) and the page's title. */
export type StudyListErrorData = Partial<LoadFailure> & { meta: PageMeta };

// Socket-level failures: the database cannot be reached at all.
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// PostgreSQL SQLSTATEs that mean "no usable connection": class 08, shutdown, too many clients.
const connectionStates = /^(08...|57P01|57P02|57P03|53300)$/;
// What node-postgres says when a connection is cut or never opens.
const connectionMessages =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|connection refused|client has encountered a connection error|cannot use a pool after calling end/i;

/** The error and every error it wraps: `cause` (Drizzle wraps the driver's error) and `errors`. */
function chainOf(error: unknown): object[] {
  const found: object[] = [];
  const pending = [error];
  while (pending.length > 0 && found.length < 20) {
    const current = pending.shift();
    if (typeof current !== "object" || current === null || found.includes(current)) continue;
    found.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return found;
}

export function classifyLoadFailure(error: unknown): LoadFailureReason {
  for (const link of chainOf(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (connectionCodes.has(code) || connectionStates.test(code)) return "connection";
      // invalid_authorization_specification, invalid_password
      if (code === "28000" || code === "28P01") return "auth";
    }
    if (typeof message === "string") {
      if (connectionMessages.test(message)) return "connection";
      if (message.includes("JWT")) return "auth";
    }
  }
  return "unexpected";
}
