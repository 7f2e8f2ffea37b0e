import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  AccountCard,
  Field,
  IntentForm,
  linkClass,
  Message,
  NewPasswordField,
} from "./account-form";
import { loginHref, type LoginView } from "./login-view";

/**
 * /login and /verify-email: sign in, create account, verify the emailed code, reset a password.
 * Each step is its own form; switching steps is a link, so errors and fields start afresh.
 */
export function LoginPage({ view, devMailbox }: { view: LoginView; devMailbox: boolean }) {
  const { t } = useTranslation();
  // Without a mail server (npm start on this machine) codes go to the console and data/outbox/.
  const mailboxNote = devMailbox && <Message kind="info">{t("account.devMailboxNote")}</Message>;
  const working = t("account.working");
  const error = view.error && <Message kind="error">{t(`account.errors.${view.error}`)}</Message>;
  const notice = view.notice && (
    <Message kind="success">
      {t(
        {
          verified: "account.verified",
          passwordReset: "account.passwordReset",
          newCodeSent: "account.newCodeSent",
        }[view.notice] as "account.verified",
      )}
    </Message>
  );
  const email = (
    <Field
      name="email"
      label={t("account.email")}
      type="email"
      autoComplete="email"
      required
      maxLength={254}
      defaultValue={view.email}
      issues={view.issues}
    />
  );
  // Keyed by step: a new step is a new form, with nothing left over from the last one.
  const key = `${view.step}-${view.error ?? ""}`;
  // Every form and link of the flow keeps the page to come back to after signing in.
  const back = view.redirectTo && <input type="hidden" name="redirectTo" value={view.redirectTo} />;
  const href = (params: Record<string, string> = {}) => loginHref(params, view.redirectTo);

  switch (view.step) {
    case "signup":
      return (
        <AccountCard title={t("account.signUpTitle")} lead={t("account.signUpLead")}>
          {error}
          <IntentForm
            key={key}
            intent="sign-up"
            submitLabel={t("account.createAccount")}
            workingLabel={working}
          >
            {back}
            <Field
              name="fullName"
              label={t("account.fullName")}
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={view.fullName}
              issues={view.issues}
            />
            {email}
            <NewPasswordField
              name="password"
              label={t("account.password")}
              placeholder={t("account.passwordHint")}
              hint={t("account.passwordHint")}
              issues={view.issues}
            />
          </IntentForm>
          <p className="text-sm">
            <Link to={href()} className={linkClass}>
              {t("account.toSignIn")}
            </Link>
          </p>
        </AccountCard>
      );
    case "verify":
      return (
        <AccountCard
          title={t("account.verifyTitle")}
          lead={
            view.email
              ? t("account.verifyLead", { email: view.email })
              : t("account.verifyLeadById")
          }
        >
          {mailboxNote}
          {notice}
          {error}
          <IntentForm
            key={key}
            intent="verify"
            submitLabel={t("account.verify")}
            workingLabel={working}
          >
            {back}
            {view.email && <input type="hidden" name="email" value={view.email} />}
            {view.id && <input type="hidden" name="id" value={view.id} />}
            <CodeField issues={view.issues} />
          </IntentForm>
          {view.email && (
            <IntentForm
              intent="resend"
              submitLabel={t("account.sendNewCode")}
              workingLabel={working}
              tone="secondary"
            >
              {back}
              <input type="hidden" name="email" value={view.email} />
            </IntentForm>
          )}
          <ReturnToSignIn redirectTo={view.redirectTo} />
        </AccountCard>
      );
    case "forgot":
      return (
        <AccountCard title={t("account.forgotTitle")} lead={t("account.forgotLead")}>
          {error}
          <IntentForm
            key={key}
            intent="forgot"
            submitLabel={t("account.sendResetCode")}
            workingLabel={working}
          >
            {back}
            {email}
          </IntentForm>
          <ReturnToSignIn redirectTo={view.redirectTo} />
        </AccountCard>
      );
    case "reset":
      return (
        <AccountCard
          title={t("account.resetTitle")}
          lead={t("account.resetLead", { email: view.email })}
        >
          {mailboxNote}
          {error}
          <IntentForm
            key={key}
            intent="reset"
            submitLabel={t("account.resetPassword")}
            workingLabel={working}
          >
            {back}
            <input type="hidden" name="email" value={view.email} />
            <CodeField issues={view.issues} />
            <NewPasswordField
              name="password"
              label={t("account.newPassword")}
              hint={t("account.passwordHint")}
              issues={view.issues}
            />
          </IntentForm>
          <ReturnToSignIn redirectTo={view.redirectTo} />
        </AccountCard>
      );
    default:
      return (
        <AccountCard title={t("account.signInTitle")} lead={t("account.signInLead")}>
          {notice}
          {error}
          <IntentForm
            key={key}
            intent="sign-in"
            submitLabel={t("account.signIn")}
            workingLabel={working}
          >
            {back}
            {email}
            <Field
              name="password"
              label={t("account.password")}
              type="password"
              autoComplete="current-password"
              required
              issues={view.issues}
            />
          </IntentForm>
          <div className="flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
            <Link to={href({ mode: "signup" })} className={linkClass}>
              {t("account.toSignUp")}
            </Link>
            <Link to={href({ mode: "forgot" })} className={linkClass}>
              {t("account.forgotPassword")}
            </Link>
          </div>
        </AccountCard>
      );
  }
}

/** /verify-email without its id: nothing to verify, and a way back. */
export function MissingUserId() {
  const { t } = useTranslation();
  return (
    <AccountCard title={t("account.verifyTitle")}>
      <Message kind="error">{t("account.missingUserId")}</Message>
      <ReturnToSignIn />
    </AccountCard>
  );
}

function CodeField({ issues }: { issues?: LoginView["issues"] }) {
  const { t } = useTranslation();
  return (
    <Field
      name="code"
      label={t("account.code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      required
      maxLength={6}
      placeholder={t("account.codeHint")}
      issues={issues}
    />
  );
}

function ReturnToSignIn({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm">
      <Link to={loginHref({}, redirectTo)} className={linkClass}>
        {t("account.returnToSignIn")}
      </Link>
    </p>
  );
}
