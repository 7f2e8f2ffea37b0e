import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field, IntentForm, Message, NewPasswordField } from "./account-form";
import type { AccountErrorCode } from "./account-errors";
import type { FieldIssue } from "./account-schemas";

export type DashboardView = {
  name: string;
  /** The sign-in before this one, formatted for the reader; null the first time. */
  lastLogin: { iso: string; text: string } | null;
};

export type DashboardActionResult = {
  notice?: "passwordChanged";
  error?: AccountErrorCode | "failed";
  form?: "change-password" | "delete-account";
  issues?: FieldIssue[];
};

/** /dashboard and /profile: greeting, last login, Sign Out, favourites, account settings. */
export function DashboardPage({
  view,
  result,
  favorites,
  practice,
}: {
  view: DashboardView;
  result?: DashboardActionResult;
  favorites: ReactNode;
  /** The practice tests' history and weakest question types. */
  practice?: ReactNode;
}) {
  const { t } = useTranslation();
  const working = t("account.working");
  const errorFor = (form: DashboardActionResult["form"]) =>
    result?.error &&
    result.form === form && <Message kind="error">{t(`account.errors.${result.error}`)}</Message>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900">
        <div>
          <h1 className="text-3xl font-bold tracking-tight" data-testid="dashboard-greeting">
            {t("account.dashboard.greeting", { name: view.name })}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="last-login">
            {view.lastLogin ? (
              <>
                {t("account.dashboard.lastLogin", { time: "" })}
                <time dateTime={view.lastLogin.iso}>{view.lastLogin.text}</time>
              </>
            ) : (
              t("account.dashboard.firstTime")
            )}
          </p>
        </div>
        <div className="sm:w-40">
          <IntentForm
            intent="sign-out"
            action="/sign-out"
            replace
            submitLabel={t("account.dashboard.signOut")}
            workingLabel={working}
            tone="secondary"
          />
        </div>
      </header>

      {practice && <div className="mt-8">{practice}</div>}

      <div className="mt-8">{favorites}</div>

      <section className="mt-10" aria-labelledby="account-settings">
        <h2 id="account-settings" className="text-2xl font-bold tracking-tight">
          {t("account.dashboard.settings")}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
            <h3 className="text-lg font-semibold">{t("account.dashboard.changePassword")}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t("account.dashboard.changePasswordHint")}
            </p>
            <div className="mt-4 space-y-4">
              {result?.notice === "passwordChanged" && (
                <Message kind="success">{t("account.dashboard.passwordChanged")}</Message>
              )}
              {errorFor("change-password")}
              <IntentForm
                intent="change-password"
                submitLabel={t("account.dashboard.changePassword")}
                workingLabel={working}
              >
                <Field
                  name="currentPassword"
                  label={t("account.dashboard.currentPassword")}
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <NewPasswordField
                  name="newPassword"
                  label={t("account.newPassword")}
                  hint={t("account.passwordHint")}
                  issues={result?.form === "change-password" ? result.issues : undefined}
                />
              </IntentForm>
            </div>
          </div>
          <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm dark:border-red-900 dark:bg-slate-900">
            <h3 className="text-lg font-semibold">{t("account.dashboard.deleteAccount")}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t("account.dashboard.deleteWarning")}
            </p>
            <div className="mt-4 space-y-4">
              {errorFor("delete-account")}
              <IntentForm
                intent="delete-account"
                replace
                submitLabel={t("account.dashboard.deleteButton")}
                workingLabel={working}
                tone="danger"
              >
                <Field
                  name="password"
                  label={t("account.password")}
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
                  <span>{t("account.dashboard.deleteConfirm")}</span>
                </label>
              </IntentForm>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
