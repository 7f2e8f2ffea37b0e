import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { passwordLimits, type FieldIssue } from "./account-limits";

/** Building blocks the account pages share: a card, labelled fields, messages, a submit button. */

export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";
export const linkClass = `font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100 ${focusRing}`;
const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

export function AccountCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-slate-700 dark:text-slate-300">{lead}</p>}
        <div className="mt-6 space-y-4">{children}</div>
      </div>
    </section>
  );
}

export function Field({
  name,
  label,
  hint,
  issues,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  issues?: FieldIssue[];
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  const problems = issues?.filter((issue) => issue.field === name) ?? [];
  const describedBy = [hint && `${id}-hint`, problems.length > 0 && `${id}-error`].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {problems.map((problem) => problem.message).join(" ")}
        </p>
      )}
    </div>
  );
}

/** A password being chosen: the spec's length rule and hint, the browser's password manager. */
export function NewPasswordField({
  name,
  label,
  hint,
  placeholder,
  issues,
}: {
  name: string;
  label: string;
  hint: string;
  placeholder?: string;
  issues?: FieldIssue[];
}) {
  return (
    <Field
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      minLength={passwordLimits.min}
      maxLength={passwordLimits.max}
      placeholder={placeholder}
      hint={hint}
      issues={issues}
    />
  );
}

const messageTones = {
  error:
    "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
  info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
};

export function Message({
  kind,
  children,
}: {
  kind: keyof typeof messageTones;
  children: ReactNode;
}) {
  const tone = messageTones[kind];
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      data-testid={`account-${kind}`}
      className={`rounded-lg border p-3 text-sm ${tone}`}
    >
      {children}
    </p>
  );
}

/** A form that posts to the page's action with an intent; its button says so while it works. */
export function IntentForm({
  intent,
  submitLabel,
  workingLabel,
  action,
  replace,
  children,
  tone = "primary",
}: {
  intent: string;
  submitLabel: string;
  workingLabel: string;
  action?: string;
  replace?: boolean;
  children?: ReactNode;
  tone?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const working =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const buttonTone = {
    primary: "bg-brand-700 text-white hover:bg-brand-800",
    secondary:
      "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
    danger: "bg-red-700 text-white hover:bg-red-800",
  }[tone];
  return (
    <Form method="post" action={action} replace={replace} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button
        type="submit"
        disabled={working}
        className={`w-full rounded-lg px-4 py-2 font-semibold disabled:opacity-60 ${buttonTone} ${focusRing}`}
      >
        {working ? workingLabel : submitLabel}
      </button>
    </Form>
  );
}
