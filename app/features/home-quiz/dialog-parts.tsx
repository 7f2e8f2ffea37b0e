import type { ReactNode } from "react";

export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:text-slate-50 disabled:shadow-none dark:disabled:bg-slate-600";

export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

/** The spec's error banner: the step stays where it is, the message says what to do. */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {children}
    </p>
  );
}
