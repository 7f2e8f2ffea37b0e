import type { InputType } from "~/lib/calendars/convert-date";

export const dateConverterPath = "/date-converter";

/** The converter's address, read by date-converter-query.server.ts: ?type=…&date=…&birth=… */
export type DateQuery = { type: InputType; date: string; birth: string };

export type { DateConverterData } from "./date-converter-query.server";

/** The address of a conversion, e.g. for the examples under the form. */
export function dateConverterHref(query: Partial<DateQuery>): string {
  const params = new URLSearchParams();
  for (const name of ["type", "date", "birth"] as const) {
    const value = query[name]?.trim();
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${dateConverterPath}?${search}` : dateConverterPath;
}
