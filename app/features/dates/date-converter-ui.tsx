import { type ReactNode } from "react";

export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900";
export const hintClass = "mt-1 text-sm text-slate-600 dark:text-slate-400";

/** A result card: a small heading over its content. */
export function Card(props: {
  testId: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={props.testId}
      className={props.className ? `${props.className} ${cardClass}` : cardClass}
    >
      <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
        {props.heading}
      </h3>
      {props.children}
    </div>
  );
}
