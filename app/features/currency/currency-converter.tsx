import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RefreshIcon, SwapIcon } from "~/components/icons";
import { formatNumber } from "~/lib/format";
import { convert, pairRate, parseAmount } from "./conversion";
import {
  currencyCodes,
  defaultAmount,
  defaultFrom,
  defaultTo,
  type CurrencyCode,
} from "./currencies";
import { ageOf, formatMoment, formatMoney, formatRate } from "./money-format";
import type { TrendPoint } from "./rate-trend-chart";
import type { RatesView } from "./rates-view";
import { useExchangeRates, useHydrated, useMinuteClock } from "./use-exchange-rates";

// Its own chunk: only pages that show the converter download the chart.
const RateTrendChart = lazy(() => import("./rate-trend-chart"));

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-200";
const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

type CurrencyConverterProps = {
  /** Stored rates for the first render, or null; fresh ones are fetched after load. */
  initialRates: RatesView | null;
  /** h1 on its own page, h2 where it is a section of another page. */
  headingLevel?: 1 | 2;
  /**
   * A section of another page (the home page): without rates it shows a calm one-line note, not
   * an error box, since the visitor did not come for the converter.
   */
  embedded?: boolean;
};

export function CurrencyConverter({
  initialRates,
  headingLevel = 2,
  embedded = false,
}: CurrencyConverterProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const id = useId();
  const hydrated = useHydrated();
  const now = useMinuteClock();
  const [amountText, setAmountText] = useState(defaultAmount);
  const [from, setFrom] = useState<CurrencyCode>(defaultFrom);
  const [to, setTo] = useState<CurrencyCode>(defaultTo);
  const { view, receivedAt, loading, failed, refresh } = useExchangeRates(initialRates);
  // Spec §7: a new target currency fetches the rates again.
  const changeTarget = (code: CurrencyCode) => {
    setTo(code);
    if (code !== to) refresh();
  };

  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = `${id}-heading`;
  const amount = parseAmount(amountText);
  const result =
    view && amount.kind === "amount" ? convert(amount.value, from, to, view.rates) : undefined;
  const forward = view ? pairRate(from, to, view.rates) : undefined;
  const backward = view ? pairRate(to, from, view.rates) : undefined;
  const age = ageOf(view ? view.ageSeconds + Math.max(0, (now - receivedAt) / 1000) : 0);
  const currencyName = (code: CurrencyCode) => t(`currency.currencies.${code}`);
  const showError = failed && !view && hydrated;
  const busy = loading || !hydrated;

  const trend: TrendPoint[] = (view?.history ?? []).flatMap((day) => {
    const rate = pairRate(from, to, day.rates);
    return rate === undefined ? [] : [{ date: day.date, rate }];
  });

  const refreshButton = (label: string) => (
    <button
      type="button"
      className={buttonClass}
      onClick={refresh}
      disabled={busy}
      data-testid="rates-refresh"
    >
      <RefreshIcon className={`h-4 w-4 ${busy ? "motion-safe:animate-spin" : ""}`} />
      {label}
    </button>
  );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid="currency-converter"
      data-loading={busy ? "true" : "false"}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <Heading
        id={headingId}
        className={
          headingLevel === 1
            ? "text-3xl font-bold tracking-tight sm:text-4xl"
            : "text-2xl font-bold tracking-tight sm:text-3xl"
        }
      >
        {t("currency.title")}
      </Heading>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("currency.subtitle")}</p>

      {showError && embedded ? (
        <div
          role="status"
          data-testid="rates-error"
          data-variant="note"
          className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          <p className="flex-1">{t("currency.failed")}</p>
          {refreshButton(t("currency.tryAgain"))}
        </div>
      ) : showError ? (
        <div
          role="alert"
          data-testid="rates-error"
          className="mt-6 flex flex-col items-start gap-4 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-medium">{t("currency.failed")}</p>
          {refreshButton(t("currency.tryAgain"))}
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <form
            className="grid gap-4"
            onSubmit={(event) => event.preventDefault()}
            aria-labelledby={headingId}
          >
            <div>
              <label htmlFor={`${id}-amount`} className={labelClass}>
                {t("currency.amount")}
              </label>
              <input
                id={`${id}-amount`}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                maxLength={30}
                value={amountText}
                placeholder={t("currency.amountPlaceholder")}
                aria-invalid={amount.kind === "invalid"}
                aria-describedby={amount.kind === "invalid" ? `${id}-amount-error` : undefined}
                onChange={(event) => setAmountText(event.currentTarget.value)}
                className={`${fieldClass} text-lg tabular-nums`}
              />
              {amount.kind === "invalid" && (
                <p
                  id={`${id}-amount-error`}
                  data-testid="amount-error"
                  className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
                >
                  {t("currency.invalidAmount")}
                </p>
              )}
            </div>
            <div className="grid gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
              <CurrencySelect
                id={`${id}-from`}
                label={t("currency.from")}
                value={from}
                onChange={setFrom}
                name={currencyName}
              />
              <button
                type="button"
                className={`${buttonClass} h-[42px] w-11 justify-self-center px-0 sm:mb-px`}
                aria-label={t("currency.swap")}
                title={t("currency.swap")}
                data-testid="currency-swap"
                onClick={() => {
                  setFrom(to);
                  changeTarget(from);
                }}
              >
                <SwapIcon className="h-5 w-5 rotate-90 sm:rotate-0" />
              </button>
              <CurrencySelect
                id={`${id}-to`}
                label={t("currency.to")}
                value={to}
                onChange={changeTarget}
                name={currencyName}
              />
            </div>

            <div className="rounded-xl bg-brand-50 p-4 dark:bg-slate-800">
              <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
                {t("currency.result")}
              </p>
              <output
                htmlFor={`${id}-amount ${id}-from ${id}-to`}
                aria-live="polite"
                data-testid="converted-amount"
                className="mt-1 block text-3xl font-bold break-all text-slate-900 tabular-nums dark:text-white"
              >
                {hydrated && result !== undefined ? formatMoney(result, to, locale) : "---"}
              </output>
              {hydrated && view ? (
                <ul
                  data-testid="rate-lines"
                  className="mt-3 space-y-0.5 text-sm text-slate-700 tabular-nums dark:text-slate-300"
                >
                  <RateLine from={from} to={to} rate={forward} locale={locale} />
                  <RateLine from={to} to={from} rate={backward} locale={locale} />
                </ul>
              ) : (
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                  {t("currency.loading")}
                </p>
              )}
            </div>

            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="last-updated">
                {hydrated && view
                  ? t("currency.lastUpdated", { time: formatMoment(view.fetchedAt, locale) })
                  : null}
              </p>
              {refreshButton(t("currency.refresh"))}
            </div>
            {hydrated && view && (view.stale || failed) && !loading && (
              <p
                role="status"
                data-testid="rates-stale"
                className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                {t("currency.stale", { age: t(`currency.age.${age.unit}`, { count: age.count }) })}
              </p>
            )}
            <noscript>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t("currency.needsJavaScript")}
              </p>
            </noscript>
          </form>

          <figure aria-labelledby={`${id}-trend`} className="min-w-0" data-testid="rate-trend">
            <h3 id={`${id}-trend`} className="text-lg font-semibold">
              {t("currency.trendTitle")}
            </h3>
            <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t("currency.trendPair", { from, to })}
            </figcaption>
            <div className="mt-4">
              {!hydrated || !view ? (
                <ChartPlaceholder />
              ) : trend.length >= 2 ? (
                <Suspense fallback={<ChartPlaceholder />}>
                  <RateTrendChart points={trend} from={from} to={to} locale={locale} />
                </Suspense>
              ) : (
                <p
                  data-testid="trend-not-enough"
                  className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300"
                >
                  {t("currency.notEnoughHistory")}
                </p>
              )}
            </div>
          </figure>
        </div>
      )}
    </section>
  );
}

function CurrencySelect({
  id,
  label,
  value,
  onChange,
  name,
}: {
  id: string;
  label: string;
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
  name: (code: CurrencyCode) => string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const code = currencyCodes.find((c) => c === event.currentTarget.value);
          if (code) onChange(code);
        }}
        className={fieldClass}
      >
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {code} — {name(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

function RateLine({
  from,
  to,
  rate,
  locale,
}: {
  from: CurrencyCode;
  to: CurrencyCode;
  rate: number | undefined;
  locale: string;
}): ReactNode {
  return (
    <li>
      {formatNumber(1, locale)} {from} = {rate === undefined ? "---" : formatRate(rate, locale)}{" "}
      {to}
    </li>
  );
}

function ChartPlaceholder() {
  return <div className="h-52 rounded-lg bg-slate-50 sm:h-60 dark:bg-slate-800/50" />;
}
