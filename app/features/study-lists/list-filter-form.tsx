import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { useNumberLabel } from "./number-labels";
import { listSearch, maxFilterLength } from "./paging";

/**
 * The filter box above a list: a plain GET form (?q=), so it works before the page's scripts
 * load and the filtered list is rendered on the server. The selected item stays selected.
 */
export function ListFilterForm({
  q,
  tooLong,
  selectedId,
}: {
  q: string;
  tooLong: boolean;
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  const format = useNumberLabel();
  const inputId = useId();
  const hintId = useId();
  return (
    <Form
      method="get"
      preventScrollReset
      role="search"
      aria-label={t("studyLists.filter.label")}
      className="border-b border-slate-200 px-4 py-3 dark:border-slate-700"
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("studyLists.filter.label")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          // A new ?q (a link, Back) shows its own text, not what was typed before.
          key={q}
          id={inputId}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={maxFilterLength}
          placeholder={t("studyLists.filter.placeholder")}
          aria-describedby={tooLong ? hintId : undefined}
          autoComplete="off"
          data-testid="list-filter"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-base placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:border-slate-600 dark:bg-slate-950 dark:placeholder:text-slate-400"
        />
        {selectedId && <input type="hidden" name="item" value={selectedId} />}
        <button
          type="submit"
          className="shrink-0 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t("studyLists.filter.submit")}
        </button>
      </div>
      {tooLong && (
        <p id={hintId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("studyLists.filter.tooLong", { max: format(maxFilterLength) })}
        </p>
      )}
      {q && (
        <Link
          to={{ search: listSearch({ item: selectedId }) }}
          preventScrollReset
          data-testid="clear-filter"
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-brand-100"
        >
          {t("studyLists.filter.clear")}
        </Link>
      )}
    </Form>
  );
}
