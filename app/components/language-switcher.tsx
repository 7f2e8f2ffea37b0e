import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useSubmit } from "react-router";
import { loadCatalogue } from "~/lib/i18n/interface-i18n";
import { isLocale, localeNames, locales, type Locale } from "~/lib/i18n/locales";

/**
 * Works without JavaScript (a plain form); with it, choosing a language applies it at once: the
 * chosen language's texts are fetched first, so the page switches in one step.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const id = useId();
  return (
    <Form method="post" action="/preferences/language" className="flex items-center gap-2">
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        name="locale"
        defaultValue={locale}
        key={locale}
        onChange={(event) => {
          const { form, value } = event.currentTarget;
          const apply = () => void submit(form, { preventScrollReset: true });
          // Offline, the server cannot switch either; the submission then fails as it would.
          if (isLocale(value)) void loadCatalogue(value).then(apply, apply);
        }}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-focus dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border px-2 py-1 text-sm">
          {t("language.apply")}
        </button>
      </noscript>
    </Form>
  );
}
