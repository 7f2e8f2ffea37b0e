import { describe, expect, test } from "vitest";
import { ratesViewSchema } from "./rates-view";
import { asRatesView } from "./use-exchange-rates";

const answer = {
  base: "JPY",
  rates: { JPY: 1, NPR: 0.8953, INR: 0.5602 },
  fetchedAt: "2026-03-01T09:00:00.000Z",
  providerUpdatedAt: null,
  ageSeconds: 12,
  stale: false,
  refreshing: false,
  history: [{ date: "2026-03-01", rates: { JPY: 1, NPR: 0.8953 } }],
};

// The browser's light check must accept what the server's schema accepts and refuse the rest,
// for every field the converter reads.
describe("the browser's check of /api/rates answers", () => {
  test.each([
    ["a real answer", answer],
    [
      "stale, with the provider's time",
      { ...answer, stale: true, providerUpdatedAt: answer.fetchedAt },
    ],
    [
      "stored rates while fresh ones are on their way",
      { ...answer, stale: true, refreshing: true },
    ],
    ["no history yet", { ...answer, history: [] }],
    ["a currency missing", { ...answer, rates: { JPY: 1 } }],
  ])("accepts %s", (_name, body) => {
    expect(ratesViewSchema.safeParse(body).success).toBe(true);
    expect(asRatesView(body)).toEqual(body);
  });

  test.each([
    ["not an object", "<html>"],
    ["null", null],
    ["another base", { ...answer, base: "USD" }],
    ["no rates", { ...answer, rates: undefined }],
    ["a rate that is text", { ...answer, rates: { NPR: "0.89" } }],
    ["a negative rate", { ...answer, rates: { NPR: -1 } }],
    ["a currency we do not offer", { ...answer, rates: { USD: 0.0066 } }],
    ["no fetch time", { ...answer, fetchedAt: undefined }],
    ["stale missing", { ...answer, stale: undefined }],
    ["refreshing missing", { ...answer, refreshing: undefined }],
    ["a negative age", { ...answer, ageSeconds: -1 }],
    ["history that is not a list", { ...answer, history: {} }],
    ["a history day without rates", { ...answer, history: [{ date: "2026-03-01" }] }],
    ["the 503 answer", { error: "rates_unavailable", message: "Failed to fetch exchange rates." }],
  ])("refuses %s", (_name, body) => {
    expect(ratesViewSchema.safeParse(body).success).toBe(false);
    expect(asRatesView(body)).toBeUndefined();
  });
});
