import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { type Age } from "~/lib/calendars/age";
import { type BsDate, bsMonthNames, nepaliWeekdays } from "~/lib/calendars/bikram-sambat";
import { lastPublishedBsYear } from "~/lib/calendars/bikram-sambat-data";
import {
  type Conversion,
  type ConversionError,
  type FailureReason,
  type InputType,
  inputTypes,
} from "~/lib/calendars/convert-date";
import { type CalendarDate, compareDates, isoDate } from "~/lib/calendars/gregorian";
import { gregorianAdoption, type JapaneseDate } from "~/lib/calendars/japanese-era";
import { toDevanagariDigits } from "~/lib/calendars/numerals";
import { maxDateInputLength } from "~/lib/calendars/parse-date-input";
import {
  type DateConverterData,
  dateConverterHref,
  dateConverterPath,
} from "./date-converter-query";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";
const labelClass = "block font-medium text-slate-800 dark:text-slate-100";
const hintClass = "mt-1 text-sm text-slate-600 dark:text-slate-400";
const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900";
const linkClass =
  "text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-100";

const examples = [
  { type: "gregorian", date: "2024-04-13", lang: undefined },
  { type: "japanese", date: "令和6年5月1日", lang: "ja" },
  { type: "nepali", date: "२०८१ बैशाख १", lang: "ne" },
  { type: "gregorian", date: "2024-03-01", birth: "2000-01-31", lang: undefined },
] as const;

// Examples of each input, the same in every interface language.
const placeholders: Record<InputType, string> = {
  gregorian: "2024-04-13",
  japanese: "令和6年5月1日",
  nepali: "2081 Baisakh 1",
};

const japaneseWeekdays = ["日", "月", "火", "水", "木", "金", "土"] as const;
const pad = (value: number) => String(value).padStart(2, "0");

/** 令和6年4月13日 (Reiwa 6); year 1 is written 元年. */
export function japaneseText({ era, eraYear, month, day }: JapaneseDate) {
  const year = eraYear === 1 ? "元" : String(eraYear);
  return {
    japanese: `${era.japaneseName}${year}年${month}月${day}日`,
    latin: `${era.name} ${eraYear}`,
    numeric: `${era.name} ${eraYear}-${pad(month)}-${pad(day)}`,
  };
}

/** २०८१ बैशाख १ (2081 Baisakh 1). */
export function nepaliText({ year, month, day }: BsDate) {
  return {
    devanagari: toDevanagariDigits(`${year} ${bsMonthNames.ne[month - 1]} ${day}`),
    latin: `${year} ${bsMonthNames.en[month - 1]} ${day}`,
    numeric: isoDate({ year, month, day }),
  };
}

/** Numbers in the interface language's digits: २४ in Nepali, 24 otherwise. */
function useDigits() {
  const { i18n } = useTranslation();
  return (value: number | string) =>
    i18n.language === "ne" ? toDevanagariDigits(String(value)) : String(value);
}

export function DateConverterPage({ data }: { data: DateConverterData }) {
  const { t } = useTranslation();
  const digits = useDigits();
  const results = useResultsInView(data);
  const { query, result } = data;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location.pathname === dateConverterPath;
  const dateError = result && !result.ok ? result : undefined;
  const birth = result?.ok ? result.birth : undefined;
  const birthError = birth?.kind === "invalid" ? birth : undefined;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("dates.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        {t("dates.subtitle")}
      </p>

      {/* Keyed by the address, so an example link or the back button refills the fields. */}
      <ConverterForm
        key={`${query.type}\n${query.date}\n${query.birth}`}
        initialType={query.type}
        date={query.date}
        birth={query.birth}
        dateError={dateError && <ErrorText error={dateError.error} reason={dateError.reason} />}
        birthError={birthError && <ErrorText error={birthError.error} reason={birthError.reason} />}
        busy={busy}
      />

      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
        <span>{t("dates.examples")}</span>
        {examples.map((example) => (
          <Link
            key={`${example.type}-${example.date}`}
            to={dateConverterHref(example)}
            preventScrollReset
            className={linkClass}
            lang={example.lang}
          >
            {"birth" in example
              ? t("dates.ageExample", { birth: example.birth, date: example.date })
              : example.date}
          </Link>
        ))}
      </p>

      <section
        ref={results}
        data-testid="date-results"
        aria-labelledby="date-results"
        aria-live="polite"
        className="mt-10 scroll-mt-4 scroll-mb-4"
      >
        <h2 id="date-results" className="sr-only">
          {t("dates.resultsHeading")}
        </h2>
        {result?.ok && (
          <>
            <Conversions conversion={result.conversion} longDate={data.longDate} />
            {result.birth.kind === "age" && (
              <AgeCard
                age={result.birth.age}
                birth={result.birth.birth}
                date={result.conversion.gregorian}
              />
            )}
            {result.birth.kind === "afterDate" && (
              <p
                data-testid="birth-after-date"
                className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                {t("dates.birthAfterDate", {
                  birth: digits(isoDate(result.birth.birth)),
                  date: digits(isoDate(result.conversion.gregorian)),
                })}
              </p>
            )}
          </>
        )}
      </section>

      <About />
    </div>
  );
}

/**
 * After a conversion in the page (not on the first load), scrolls the results into view when
 * part of them is off screen, as on a phone where the form fills most of the screen.
 */
function useResultsInView(data: DateConverterData) {
  const section = useRef<HTMLElement>(null);
  const { key } = useLocation();
  const firstKey = useRef(key);
  const hasResult = data.result?.ok === true;
  useEffect(() => {
    const element = section.current;
    if (key === firstKey.current || !hasResult || !element) return;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      // As little as needed: the whole result when it fits the screen, else from its top.
      element.scrollIntoView({
        block: box.height > window.innerHeight ? "start" : "end",
        behavior: reduce ? "auto" : "smooth",
      });
    }
  }, [key, hasResult]);
  return section;
}

function ConverterForm(props: {
  initialType: InputType;
  date: string;
  birth: string;
  dateError: ReactNode;
  birthError: ReactNode;
  busy: boolean;
}) {
  const { t } = useTranslation();
  // Only the hints and placeholders follow the choice before the form is sent.
  const [type, setType] = useState(props.initialType);
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
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:has-checked:border-brand-100 dark:has-checked:bg-slate-800"
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
          defaultValue={props.date}
          error={props.dateError}
        />
        <Field
          id="birth-input"
          name="birth"
          label={t("dates.birthLabel")}
          hint={t("dates.birthHint")}
          placeholder={placeholders[type]}
          defaultValue={props.birth}
          error={props.birthError}
        />
      </div>

      <button
        type="submit"
        disabled={props.busy}
        className="w-full rounded-lg bg-brand-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {props.busy ? t("dates.converting") : t("dates.convert")}
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
  error: ReactNode;
}) {
  const hasError = props.error !== undefined && props.error !== null && props.error !== false;
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        maxLength={maxDateInputLength}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={hasError || undefined}
        aria-describedby={`${props.id}-hint${hasError ? ` ${props.id}-error` : ""}`}
        className={fieldClass}
      />
      <p id={`${props.id}-hint`} className={hintClass}>
        {props.hint}
      </p>
      {hasError && (
        <div
          id={`${props.id}-error`}
          role="alert"
          data-testid={`${props.name}-error`}
          className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {props.error}
        </div>
      )}
    </div>
  );
}

function ErrorText({ error, reason }: { error: ConversionError; reason?: FailureReason }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-semibold">{t(`dates.errors.${error}`)}</p>
      {reason === "outsideNepaliRange" && (
        <p className="mt-1 text-sm">{t("dates.outsideNepaliRange")}</p>
      )}
    </>
  );
}

function Conversions({ conversion, longDate }: { conversion: Conversion; longDate: string }) {
  const { t } = useTranslation();
  const digits = useDigits();
  const { gregorian, japanese, nepali, weekday } = conversion;
  const iso = isoDate(gregorian);
  const era = japanese && japaneseText(japanese);
  const bs = nepali && nepaliText(nepali);
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <ResultCard testId="result-gregorian" label={t("dates.calendars.gregorian")}>
        <p className="text-2xl font-semibold">{iso}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{longDate}</p>
      </ResultCard>

      <ResultCard testId="result-japanese" label={t("dates.calendars.japanese")}>
        {era ? (
          <>
            <p className="text-2xl font-semibold">
              <span lang="ja">{era.japanese}</span>{" "}
              <span className="whitespace-nowrap">({era.latin})</span>
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {era.numeric} · <span lang="ja">{japaneseWeekdays[weekday]}曜日</span>
            </p>
            {compareDates(gregorian, gregorianAdoption) < 0 && (
              <p className={hintClass}>{t("dates.lunisolarNote")}</p>
            )}
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("dates.beforeMeiji")}</p>
        )}
      </ResultCard>

      <ResultCard testId="result-nepali" label={t("dates.calendars.nepali")}>
        {bs && nepali ? (
          <>
            <p className="text-2xl font-semibold">
              <span lang="ne">{bs.devanagari}</span>{" "}
              <span className="whitespace-nowrap">({bs.latin})</span>
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {bs.numeric} · <span lang="ne">{nepaliWeekdays[weekday]}</span>
            </p>
            {nepali.year > lastPublishedBsYear && (
              <p data-testid="nepali-projected" className={hintClass}>
                {t("dates.projected", { year: digits(nepali.year) })}
              </p>
            )}
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("dates.outsideNepaliRange")}</p>
        )}
      </ResultCard>
    </div>
  );
}

function ResultCard({
  testId,
  label,
  children,
}: {
  testId: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className={cardClass}>
      <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
        {label}
      </h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

function AgeCard({ age, birth, date }: { age: Age; birth: CalendarDate; date: CalendarDate }) {
  const { t } = useTranslation();
  const digits = useDigits();
  return (
    <div data-testid="result-age" className={`mt-5 ${cardClass}`}>
      <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
        {t("dates.ageHeading")}
      </h3>
      <p className="mt-2 text-2xl font-semibold">
        {t("dates.age", {
          years: t("dates.years", { count: age.years, value: digits(age.years) }),
          months: t("dates.months", { count: age.months, value: digits(age.months) }),
          days: t("dates.days", { count: age.days, value: digits(age.days) }),
        })}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("dates.ageSpan", { birth: digits(isoDate(birth)), date: digits(isoDate(date)) })}
      </p>
    </div>
  );
}

function About() {
  const { t } = useTranslation();
  const digits = useDigits();
  return (
    <section aria-labelledby="date-about" className="mt-12 max-w-3xl">
      <h2 id="date-about" className="text-xl font-semibold">
        {t("dates.aboutHeading")}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        <li>{t("dates.aboutBirth")}</li>
        <li>{t("dates.aboutAge")}</li>
        <li>{t("dates.aboutEras")}</li>
        <li>{t("dates.aboutNepali", { year: digits(lastPublishedBsYear) })}</li>
      </ul>
    </section>
  );
}
