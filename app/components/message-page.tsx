import { Link } from "react-router";

/** A centred message with a way home: the 404 page and the error boundary share it. */
export function MessagePage({
  code,
  title,
  body,
  homeLabel,
}: {
  code: string;
  title: string;
  body: string;
  homeLabel: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 dark:text-brand-100">
        {code}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{body}</p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {homeLabel}
      </Link>
    </section>
  );
}
