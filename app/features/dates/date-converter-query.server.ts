import { z } from "zod";
import { convertDate, inputTypes } from "~/lib/calendars/convert-date";
import { isoDate } from "~/lib/calendars/gregorian";
import { maxDateInputLength } from "~/lib/calendars/parse-date-input";
import { formatIsoDate } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import type { DateQuery } from "./date-converter-query";

// Longer text is cut just past the limit, so it stays too long to be a date and says so.
const dateText = z
  .string()
  .catch("")
  .transform((text) => text.trim().slice(0, maxDateInputLength + 1));

/** The converter's address: ?type=gregorian|japanese|nepali&date=…&birth=… */
export const dateQuerySchema: z.ZodType<DateQuery> = z.object({
  type: z.enum(inputTypes).catch("gregorian"),
  date: dateText,
  birth: dateText,
});

export function parseDateQuery(params: URLSearchParams): DateQuery {
  return dateQuerySchema.parse({
    type: params.get("type") ?? undefined,
    date: params.get("date") ?? "",
    birth: params.get("birth") ?? "",
  });
}

/**
 * The page for one address: the query as typed and, when there is a date, its conversion, with
 * the Gregorian date written out in the reader's language. That one is formatted here, on the
 * server, because browsers and Node do not write every language's dates the same way.
 */
export function loadDateConverter(url: URL, locale: Locale) {
  const query = parseDateQuery(url.searchParams);
  const result = query.date === "" ? null : convertDate(query.type, query.date, query.birth);
  const longDate = result?.ok ? formatIsoDate(isoDate(result.conversion.gregorian), locale) : "";
  return { query, result, longDate };
}

export type DateConverterData = ReturnType<typeof loadDateConverter>;
