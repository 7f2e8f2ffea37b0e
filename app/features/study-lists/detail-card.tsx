import type { ReactNode } from "react";

/**
 * The frame of every detail card. The header is a row: the item's title block first, then the
 * card's controls at its end (`actions`: where the favourite control for the item goes).
 */
export function DetailCard({
  title,
  subtitle,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      data-testid="detail-card"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex items-start justify-between gap-4 border-b border-slate-200 pb-4 dark:border-slate-700">
        <div className="min-w-0">
          <h2 className="text-3xl font-bold break-words sm:text-4xl">{title}</h2>
          {subtitle && (
            <div className="mt-1 text-lg text-slate-600 dark:text-slate-400">{subtitle}</div>
          )}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </header>
      <div className="mt-5 space-y-6">{children}</div>
    </article>
  );
}

/** A titled part of a detail card (Example Sentences, Usage Rules, …). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-base font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Label–value pairs (English / Nepali meanings, readings). */
export function Facts({ items }: { items: { label: string; value: ReactNode; lang?: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {items.map(({ label, value, lang }) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600 sm:pt-0.5 dark:text-slate-400">
            {label}
          </dt>
          <dd lang={lang} className="text-lg">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
