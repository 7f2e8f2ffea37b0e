import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import {
  currentStudent,
  type AccountServices,
  type Requester,
} from "~/server/auth/accounts-context.server";
import type { Database } from "~/server/db/client.server";
import {
  changePassword,
  deleteAccount,
  signOut,
  type AccountDeps,
  type AccountResult,
} from "./account.server";
import { resetPassword, sendCode, verifyEmail } from "./codes.server";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

type Action = (
  deps: AccountDeps,
  requester: Requester,
  body: unknown,
) => Promise<AccountResult<unknown>>;

/**
 * The accounts JSON API (the pages call the same functions from their actions):
 *   POST /api/auth/sign-up  /verify-email  /send-code  /sign-in  /sign-out
 *   POST /api/auth/password/forgot  /password/reset  /password/change
 *   GET  /api/auth/session          DELETE /api/auth/account
 */
export function accountApi({
  accounts,
  db,
  logger,
  requesterOf,
}: {
  accounts: () => Promise<AccountServices>;
  db: Database;
  logger: Logger;
  requesterOf: (req: Request) => Requester;
}) {
  const router = express.Router();
  router.use(express.json({ limit: "16kb" }));

  const answer = (action: Action) => async (req: Request, res: Response) => {
    try {
      const deps = { ...(await accounts()), db };
      const result = await action(deps, requesterOf(req), req.body ?? {});
      res.set("Cache-Control", "no-store");
      for (const cookie of result.setCookies) res.append("Set-Cookie", cookie);
      res.status(result.status).json(result.body);
    } catch (error) {
      logger.error({ err: error, path: req.path }, "account request failed");
      res.status(500).json({
        error: "failed",
        message: "An error occurred during authentication",
      });
    }
  };

  router.post("/sign-up", answer(signUp));
  router.post("/verify-email", answer(verifyEmail));
  router.post(
    "/send-code",
    answer((d, r, body) => sendCode(d, r, body, "verify")),
  );
  router.post("/sign-in", answer(signIn));
  router.post(
    "/sign-out",
    answer((d, r) => signOut(d, r)),
  );
  router.post(
    "/password/forgot",
    answer((d, r, body) => sendCode(d, r, body, "reset")),
  );
  router.post("/password/reset", answer(resetPassword));
  router.post("/password/change", answer(changePassword));
  router.delete("/account", answer(deleteAccount));

  router.get("/session", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const student = await currentStudent(accounts, requesterOf(req));
    if (!student) {
      res.status(401).json({ error: "not_signed_in", message: "Please sign in first." });
      return;
    }
    res.json({
      user: { id: student.id, name: student.name, email: student.email },
      previousLoginAt: student.previousLoginAt?.toISOString() ?? null,
    });
  });

  // A body that is not JSON (or too large) is the client's mistake, said plainly.
  router.use((error: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413) {
      res
        .status(status)
        .json({ error: "invalid_input", message: "The request body must be JSON." });
      return;
    }
    next(error);
  });
  return router;
}
