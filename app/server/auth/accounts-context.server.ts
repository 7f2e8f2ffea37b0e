import { isAPIError } from "better-auth/api";
import { createContext } from "react-router";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.server";
import type { Mailer } from "../mail/mailer.server";
import { clientAddressHeader, type Auth, type SendCode } from "./auth.server";

/** Accounts infrastructure, made once per process and shared by the API and the pages. */
export type AccountServices = {
  auth: Auth;
  limits: RateLimitStore;
  mailer: Mailer;
  sendCode: SendCode;
  /**
   * Runs work after the answer has gone (mailing a code): an answer then takes as long whether
   * the email has an account or not. Jobs with the same key run one after the other.
   */
  afterAnswer: (key: string, work: () => Promise<void>) => void;
};

/** Who is asking: their cookies and, as far as we trust proxies, their address. */
export type Requester = { headers: Headers; address: string };

export const requesterContext = createContext<Requester>();

/** Only the cookie and our own address header go to better-auth: it never sees forged headers. */
export function authHeaders(requester: Requester): Headers {
  const headers = new Headers();
  const cookie = requester.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = requester.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  headers.set(clientAddressHeader, requester.address);
  return headers;
}

export type SignedInStudent = {
  id: string;
  name: string;
  email: string;
  previousLoginAt: Date | null;
  sessionId: string;
};

/** The signed-in student, or null (no cookie, a forged one, or an ended session). */
export async function signedInStudent(
  auth: Auth,
  requester: Requester,
): Promise<SignedInStudent | null> {
  // Most visitors have no session: no cookie, no lookup.
  if (!hasSessionCookie(requester)) return null;
  try {
    const found = await auth.api.getSession({ headers: authHeaders(requester) });
    if (!found) return null;
    const user = found.user as typeof found.user & { previousLoginAt?: Date | null };
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      previousLoginAt: user.previousLoginAt ? new Date(user.previousLoginAt) : null,
      sessionId: found.session.id,
    };
  } catch (error) {
    if (isAPIError(error)) return null;
    throw error;
  }
}

/**
 * Builds the accounts services on first use (the session secret may have to be read from the
 * database first) and hands the same ones to every caller after that.
 */
export function lazyAccountServices(make: () => Promise<AccountServices>) {
  let made: Promise<AccountServices> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined; // try again on the next request
      throw error;
    });
    return made;
  };
}

/** Whether the request carries a session cookie at all; without one nobody is signed in. */
export function hasSessionCookie(requester: Requester): boolean {
  return /(^|;\s*)(__Secure-)?jouzu\.session_token=/.test(requester.headers.get("cookie") ?? "");
}

/**
 * For the navigation: is someone signed in? Visitors without a session cookie cost no query, and
 * a database that does not answer means "no" (the page itself reports the outage).
 */
export async function isSignedIn(
  accounts: () => Promise<AccountServices>,
  requester: Requester,
  logger: { warn: (obj: object, msg: string) => void },
): Promise<boolean> {
  try {
    return (await currentStudent(accounts, requester)) !== null;
  } catch (error) {
    logger.warn({ err: error }, "session check for the navigation failed");
    return false;
  }
}

/**
 * signedInStudent for callers that hold only the accounts getter: a visitor without a session
 * cookie is answered without building the accounts services (which may read the database).
 */
export async function currentStudent(
  accounts: () => Promise<AccountServices>,
  requester: Requester,
): Promise<SignedInStudent | null> {
  if (!hasSessionCookie(requester)) return null;
  return signedInStudent((await accounts()).auth, requester);
}
