import { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { nepaliWeekdays } from "~/lib/calendars/bikram-sambat";
import { lastPublishedBsYear } from "~/lib/calendars/bikram-sambat-data";
import { type Conversion } from "~/lib/calendars/convert-date";
import { compareDates, isoDate } from "~/lib/calendars/gregorian";
import { gregorianAdoption } from "~/lib/calendars/japanese-era";
import { Card, hintClass } from "./date-converter-ui";
import { type DateText, japaneseText, nepaliText } from "./date-text";
import { useReaderDigits } from "~/components/use-reader-digits";

/** Sunday first, as weekdayOf counts. */
const japaneseWeekdays = ["日", "月", "火", "水", "木", "金", "土"].map((day) => `${day}曜日`);

/** The date in the three calendars, one card each; a card says why when its calendar has no date. */
export function ConversionCards({
  conversion: { gregorian, japanese, nepali, weekday },
  longDate,
}: {
  conversion: Conversion;
  longDate: string;
}) {
  const { t } = useTranslation();
  const digits = useReaderDigits();
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <ResultCard testId="result-gregorian" heading={t("dates.calendars.gregorian")}>
        <p className="text-2xl font-semibold">{isoDate(gregorian)}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{longDate}</p>
      </ResultCard>

      <ResultCard testId="result-japanese" heading={t("dates.calendars.japanese")}>
        {japanese ? (
          <>
            <DateLines
              lang="ja"
              text={japaneseText(japanese)}
              weekday={japaneseWeekdays[weekday]}
            />
            {compareDates(gregorian, gregorianAdoption) < 0 && (
              <p className={hintClass}>{t("dates.lunisolarNote")}</p>
            )}
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("dates.beforeMeiji")}</p>
        )}
      </ResultCard>

      <ResultCard testId="result-nepali" heading={t("dates.calendars.nepali")}>
        {nepali ? (
          <>
            <DateLines lang="ne" text={nepaliText(nepali)} weekday={nepaliWeekdays[weekday]} />
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

function ResultCard(props: { testId: string; heading: string; children: ReactNode }) {
  return (
    <Card testId={props.testId} heading={props.heading}>
      <div className="mt-2">{props.children}</div>
    </Card>
  );
}

/** 令和6年4月13日 (Reiwa 6), then Reiwa 6-04-13 · 土曜日, in the calendar's language. */
function DateLines({ lang, text, weekday }: { lang: string; text: DateText; weekday: ReactNode }) {
  return (
    <>
      <p className="text-2xl font-semibold">
        <span lang={lang}>{text.native}</span>{" "}
        <span className="whitespace-nowrap">({text.latin})</span>
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {text.numeric} · <span lang={lang}>{weekday}</span>
      </p>
    </>
  );
}
