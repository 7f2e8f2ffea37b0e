/**
 * Formats an ISO calendar date (YYYY-MM-DD) in the reader's language. The date is a day, not an
 * instant, so it is formatted in UTC: the same day everywhere, on the server and in the browser.
 */
export function formatIsoDate(isoDate: string, locale: string, style: "full" | "long" = "full") {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function formatNumber(value: number, locale: string) {
  return new Intl.NumberFormat(locale).format(value);
}
