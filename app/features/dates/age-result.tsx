import { useTranslation } from "react-i18next";
import { type BirthResult } from "~/lib/calendars/convert-date";
import { type CalendarDate, isoDate } from "~/lib/calendars/gregorian";
import { Card } from "./date-converter-ui";
import { useReaderDigits } from "~/components/use-reader-digits";

/**
 * What the birth date gives: the age on the date, or why there is none. Without a birth date
 * nothing shows, and an unreadable one is named under its field instead.
 */
export function AgeResult({ birth, date }: { birth: BirthResult; date: CalendarDate }) {
  const { t } = useTranslation();
  const digits = useReaderDigits();
  if (birth.kind !== "age" && birth.kind !== "afterDate") return null;
  const dates = { birth: digits(isoDate(birth.birth)), date: digits(isoDate(date)) };

  if (birth.kind === "afterDate") {
    return (
      <p
        data-testid="birth-after-date"
        className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        {t("dates.birthAfterDate", dates)}
      </p>
    );
  }
  const { years, months, days } = birth.age;
  return (
    <Card testId="result-age" heading={t("dates.ageHeading")} className="mt-5">
      <p className="mt-2 text-2xl font-semibold">
        {t("dates.age", {
          years: t("dates.years", { count: years, value: digits(years) }),
          months: t("dates.months", { count: months, value: digits(months) }),
          days: t("dates.days", { count: days, value: digits(days) }),
        })}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t("dates.ageSpan", dates)}</p>
    </Card>
  );
}
