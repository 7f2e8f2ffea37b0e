import { useTranslation } from "react-i18next";
import { lastPublishedBsYear } from "~/lib/calendars/bikram-sambat-data";
import { useReaderDigits } from "~/components/use-reader-digits";

/** "How the converter counts": the rules behind the results, under them. */
export function HowItCounts() {
  const { t } = useTranslation();
  const digits = useReaderDigits();
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
