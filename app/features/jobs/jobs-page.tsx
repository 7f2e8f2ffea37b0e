import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { jobCategories, jobLanguages, jobLocations, type logoColours } from "./job-board";
import { categoryKey, jobsSearchPath, languageKey, maxJobQueryLength } from "./job-filters";
import type { JobsSearchData } from "./jobs.server";

// Whole class names, so Tailwind finds them; 700 keeps white initials readable.
const badgeClass: Record<(typeof logoColours)[number], string> = {
  blue: "bg-blue-700",
  indigo: "bg-indigo-700",
  red: "bg-red-700",
  green: "bg-green-700",
  teal: "bg-teal-700",
  orange: "bg-orange-700",
  violet: "bg-violet-700",
  sky: "bg-sky-700",
  rose: "bg-rose-700",
  amber: "bg-amber-700",
};

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-200";

const categoryLabelKey = (value: string) =>
  jobCategories.find((c) => categoryKey(c.value) === categoryKey(value))?.key;
const languageLabelKey = (value: string) =>
  jobLanguages.find((l) => languageKey(l.value) === languageKey(value))?.key;

export function JobsSearchPage({ data }: { data: JobsSearchData }) {
  const { t } = useTranslation();
  const { filters, boards, total, rejected } = data;
  const navigate = useNavigate();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const searchBox = useRef<HTMLInputElement>(null);
  // Follow a new address, but never overwrite what the visitor is typing.
  useEffect(() => {
    const input = searchBox.current;
    if (input && document.activeElement !== input) input.value = filters.q;
  }, [filters.q]);

  // With JavaScript the list follows the controls; without it the Apply button sends the form.
  const apply = (form: HTMLFormElement | null, delay: number) => {
    clearTimeout(typing.current);
    if (!form) return;
    typing.current = setTimeout(() => {
      const values = Object.fromEntries(
        [...new FormData(form)].map(([name, value]) => [name, String(value)]),
      );
      // The address holds only the filters in use; each change replaces the history entry.
      void navigate(jobsSearchPath(values), { replace: true, preventScrollReset: true });
    }, delay);
  };
  const anyFilter = Object.values(filters).some((value) => value !== "");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("jobs.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        {t("jobs.subtitle")}
      </p>

      <Form
        method="get"
        action="/jobs-search"
        role="search"
        aria-label={t("jobs.filtersLabel")}
        className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget, 0);
        }}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="jobs-q" className={labelClass}>
            {t("jobs.searchLabel")}
          </label>
          <input
            id="jobs-q"
            ref={searchBox}
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={maxJobQueryLength}
            placeholder={t("jobs.searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            className={fieldClass}
            onChange={(event) => apply(event.currentTarget.form, 300)}
          />
        </div>
        <Select
          name="category"
          label={t("jobs.categoryLabel")}
          value={filters.category}
          onChange={(form) => apply(form, 0)}
          options={[
            { value: "", label: t("jobs.anyCategory") },
            ...jobCategories.map((c) => ({
              value: c.value,
              label: t(`jobs.categories.${c.key}`),
            })),
          ]}
        />
        <Select
          name="location"
          label={t("jobs.locationLabel")}
          value={filters.location}
          onChange={(form) => apply(form, 0)}
          options={jobLocations.map((l) => ({
            value: l.value,
            label: t(`jobs.locations.${l.key}`),
          }))}
        />
        <Select
          name="language"
          label={t("jobs.languageLabel")}
          value={filters.language}
          onChange={(form) => apply(form, 0)}
          options={[
            { value: "", label: t("jobs.anyLanguage") },
            ...jobLanguages.map((l) => ({ value: l.value, label: t(`jobs.languages.${l.key}`) })),
          ]}
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t("jobs.apply")}
        </button>
      </Form>

      {rejected.length > 0 && (
        <p
          role="status"
          data-testid="jobs-rejected"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t("jobs.rejected", { max: maxJobQueryLength })}
        </p>
      )}

      <div aria-live="polite" className="mt-8">
        <p data-testid="jobs-count" className="text-slate-700 dark:text-slate-300">
          {t("jobs.count", { count: boards.length, total })}
        </p>
        {boards.length === 0 ? (
          <div
            data-testid="jobs-empty"
            className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
          >
            <p className="text-lg font-semibold">{t("jobs.emptyTitle")}</p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("jobs.emptyBody")}</p>
            <Link
              to="/jobs-search"
              className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t("jobs.clear")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-5 md:grid-cols-2">
            {boards.map((board) => (
              <li
                key={board.id}
                data-testid={`job-board-${board.id}`}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-lg font-bold text-white ${badgeClass[board.logo.colour]}`}
                  >
                    {board.logo.initials}
                  </span>
                  <h2 className="text-xl font-semibold">{board.name}</h2>
                </div>
                <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">
                  {board.description}
                </p>
                <dl className="mt-4 space-y-2 text-sm">
                  <Tags
                    label={t("jobs.languagesHeading")}
                    items={board.languages.map((l) => {
                      const key = languageLabelKey(l);
                      return key ? t(`jobs.languages.${key}`) : l;
                    })}
                  />
                  <Tags
                    label={t("jobs.categoriesHeading")}
                    items={board.categories.map((c) => {
                      const key = categoryLabelKey(c);
                      return key ? t(`jobs.categories.${key}`) : c;
                    })}
                  />
                </dl>
                <ExternalLink
                  href={board.link}
                  className="mt-5 inline-flex items-center justify-center self-start rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {t("jobs.searchOn", { board: board.name })}
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
        {anyFilter && boards.length > 0 && (
          <p className="mt-6">
            <Link
              to="/jobs-search"
              className="text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100"
            >
              {t("jobs.clear")}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

function Select({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (form: HTMLFormElement | null) => void;
}) {
  const id = `jobs-${name}`;
  const ref = useRef<HTMLSelectElement>(null);
  // A new address (back button, Clear filters) moves the control without remounting it.
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={ref}
        defaultValue={value}
        className={fieldClass}
        onChange={(event) => onChange(event.currentTarget.form)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Tags({ label, items }: { label: string; items: string[] }) {
  return (
    <div className="flex flex-wrap items-baseline gap-1.5">
      <dt className="font-medium text-slate-600 dark:text-slate-400">{label}:</dt>
      {items.map((item) => (
        <dd
          key={item}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {item}
        </dd>
      ))}
    </div>
  );
}
