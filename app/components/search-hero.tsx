import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";

type SearchHeroProps = {
  title: string;
  subtitle: string;
  /** Where the GET form goes; the query travels as `?q=`, so it works without JavaScript. */
  action: string;
  query: string;
  inputId: string;
  inputLabel: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  /** While a search runs: the button is disabled and shows a spinner and this label. */
  busyLabel?: string;
  busy?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** A page's title and subtitle on the brand gradient, over whatever the page adds (a search). */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-r from-brand-700 to-rose-600 px-4 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-rose-50 sm:text-lg">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

/** A page's title over a search box and its button, on the brand gradient. */
export function SearchHero(props: SearchHeroProps) {
  const busy = props.busy === true;
  return (
    <PageHero title={props.title} subtitle={props.subtitle}>
      <Form
        key={props.query}
        method="get"
        action={props.action}
        role="search"
        onSubmit={props.onSubmit}
        className="mt-8 flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={props.inputId} className="sr-only">
          {props.inputLabel}
        </label>
        <input
          id={props.inputId}
          name="q"
          type="search"
          defaultValue={props.query}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-lg border-0 bg-white px-4 py-3 text-lg text-slate-900 shadow-inner placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-slate-900 px-6 py-3 text-lg font-semibold text-white hover:bg-slate-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-wait disabled:opacity-80"
        >
          {busy && <Spinner />}
          {busy && props.busyLabel ? props.busyLabel : props.submitLabel}
        </button>
      </Form>
    </PageHero>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 animate-spin motion-reduce:animate-none"
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" opacity="0.3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}
