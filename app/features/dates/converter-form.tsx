import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import {
  type ConversionError,
  type FailureReason,
  type InputType,
  inputTypes,
} from "~/lib/calendars/convert-date";
import { maxDateInputLength } from "~/lib/calendars/parse-date-input";
import { useReaderDigits } from "~/components/use-reader-digits";
import { type DateQuery, dateConverterPath } from "./date-converter-query";
import { cardClass, hintClass } from "./date-converter-ui";

/** Why a field's text could not be used, shown under the field. */
export type FieldError = { error: ConversionError; reason?: FailureReason };

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";
const labelClass = "block font-medium text-slate-800 dark:text-slate-100";

// Examples of each input, the same in every interface language.
const placeholders: Record<InputType, string> = {
  gregorian: "2024-04-13",
  japanese: "令和6年5月1日",
  nepali: "2081 Baisakh 1",
};

/**
 * The GET form: input calendar, date and optional birth date. It starts from the address's query,
 * so give it a key from the query to refill it when the address changes.
 */
export function ConverterForm(props: {
  query: DateQuery;
  dateError?: FieldError;
  birthError?: FieldError;
}) {
  const { t } = useTranslation();
  // Only the hints and placeholders follow the choice before the form is sent.
  const [type, setType] = useState(props.query.type);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location.pathname === dateConverterPath;
  return (
    <Form
      method="get"
      action={dateConverterPath}
      preventScrollReset
      aria-label={t("dates.formLabel")}
      className={`mt-8 space-y-5 ${cardClass}`}
    >
      <fieldset>
        <legend className={labelClass}>{t("dates.typeLegend")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {inputTypes.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus dark:border-slate-600 dark:has-checked:border-brand-100 dark:has-checked:bg-slate-800"
            >
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
                className="h-4 w-4 accent-brand-700"
              />
              <span>{t(`dates.types.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        <Field
          id="date-input"
          name="date"
          label={t("dates.dateLabel")}
          hint={t(`dates.hints.${type}`)}
          placeholder={placeholders[type]}
          defaultValue={props.query.date}
          error={props.dateError}
        />
        <Field
          id="birth-input"
          name="birth"
          label={t("dates.birthLabel")}
          hint={t("dates.birthHint")}
          placeholder={placeholders[type]}
          defaultValue={props.query.birth}
          error={props.birthError}
        />
      </div>

      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {busy ? t("dates.converting") : t("dates.convert")}
      </button>
    </Form>
  );
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  placeholder: string;
  defaultValue: string;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation();
  const digits = useReaderDigits();
  const { id, error } = props;
  const reason = error?.reason;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="text"
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        maxLength={maxDateInputLength}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={fieldClass}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {props.hint}
      </p>
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          data-testid={`${props.name}-error`}
          className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{t(`dates.errors.${error.error}`)}</p>
          {reason && (
            <p className="mt-1 text-sm">
              {reason.kind === "pastMonthEnd"
                ? t("dates.pastMonthEnd", { days: digits(reason.monthDays) })
                : t(`dates.${reason.kind}`)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
