import { describe, expect, test } from "vitest";
import { toJapaneseDate } from "~/lib/calendars/japanese-era";
import { japaneseText, nepaliText } from "./date-text";

describe("how the result cards write a date", () => {
  test.each([
    [2024, 4, 13, "令和6年4月13日", "Reiwa 6", "Reiwa 6-04-13"],
    [2019, 5, 1, "令和元年5月1日", "Reiwa 1", "Reiwa 1-05-01"],
    [2019, 4, 30, "平成31年4月30日", "Heisei 31", "Heisei 31-04-30"],
    [1870, 6, 1, "明治3年6月1日", "Meiji 3", "Meiji 3-06-01"],
  ] as const)("%i-%i-%i → %s", (year, month, day, native, latin, numeric) => {
    const japanese = toJapaneseDate({ year, month, day });
    if (!japanese) throw new Error("no era date");
    expect(japaneseText(japanese)).toEqual({ native, latin, numeric });
  });

  test.each([
    [2081, 1, 1, "२०८१ बैशाख १", "2081 Baisakh 1", "2081-01-01"],
    [2081, 9, 17, "२०८१ पुष १७", "2081 Poush 17", "2081-09-17"],
    [2056, 10, 17, "२०५६ माघ १७", "2056 Magh 17", "2056-10-17"],
  ] as const)("BS %i-%i-%i → %s", (year, month, day, native, latin, numeric) => {
    expect(nepaliText({ year, month, day })).toEqual({ native, latin, numeric });
  });
});
