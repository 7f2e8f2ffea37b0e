import http from "node:http";

/**
 * How the fake answers: "ok" the real v4 body; an HTTP status as a number (500, 429, 408, 404…);
 * "hang" never answers; "garbage" a body that is not JSON; "no-rates" valid JSON without `rates`.
 */
export type FakeRatesAnswer = "ok" | "hang" | "garbage" | "no-rates" | number;

export type FakeRatesServer = {
  /** The endpoint, shaped like the public one: …/v4/latest/JPY */
  url: string;
  /** How many requests reached the endpoint so far. */
  requests: () => number;
  /** The answer from now on (after any queued ones). */
  answer: (answer: FakeRatesAnswer) => void;
  /** Answers for the next requests, one each, before the standing answer applies again. */
  queue: (...answers: FakeRatesAnswer[]) => void;
  /** Rates for 1 JPY that "ok" sends from now on (merged with other currencies we ignore). */
  setRates: (rates: Record<string, number>) => void;
  /** A Retry-After header (seconds) on error answers from now on; null for none. */
  setRetryAfter: (seconds: number | null) => void;
  close: () => Promise<void>;
};

/** Rates for 1 JPY of about 2025, for the converter's currencies. */
export const sampleRates = {
  JPY: 1,
  NPR: 0.8953,
  BDT: 0.8115,
  PHP: 0.3871,
  VND: 172.45,
  IDR: 109.8,
  PKR: 1.8712,
  INR: 0.5602,
  TWD: 0.2078,
  MMK: 13.94,
} satisfies Record<string, number>;

// The real endpoint sends ~160 currencies; a few we do not offer check that they are ignored.
const otherRates = { USD: 0.0066, EUR: 0.0061, GBP: 0.0052, AED: 0.0243, CNY: 0.0478 };

/** A stand-in for the public v4 exchange-rate endpoint on 127.0.0.1, speaking its wire format. */
export async function startFakeRatesServer(): Promise<FakeRatesServer> {
  let standing: FakeRatesAnswer = "ok";
  const queued: FakeRatesAnswer[] = [];
  let rates: Record<string, number> = { ...sampleRates };
  let count = 0;
  let retryAfter: number | null = null;

  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/v4/latest/JPY") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: "error", "error-type": "unsupported-code" }));
      return;
    }
    count++;
    const answer = queued.shift() ?? standing;
    if (answer === "hang") return;
    if (typeof answer === "number") {
      res.writeHead(answer, {
        "content-type": "text/html",
        ...(retryAfter === null ? {} : { "retry-after": String(retryAfter) }),
      });
      res.end(`<html><body>Error ${answer}</body></html>`);
      return;
    }
    if (answer === "garbage") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<html>Service temporarily unavailable{");
      return;
    }
    const now = new Date();
    const body: Record<string, unknown> = {
      provider: "https://www.exchangerate-api.com",
      WARNING_UPGRADE_TO_V6: "https://www.exchangerate-api.com/docs/free",
      terms: "https://www.exchangerate-api.com/terms",
      base: "JPY",
      date: now.toISOString().slice(0, 10),
      time_last_updated:
        Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / 1000) + 1,
    };
    if (answer === "ok") body.rates = { ...rates, ...otherRates };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v4/latest/JPY`,
    requests: () => count,
    answer: (answer) => {
      standing = answer;
      queued.length = 0;
    },
    queue: (...answers) => queued.push(...answers),
    setRates: (next) => {
      rates = { ...next };
    },
    setRetryAfter: (seconds) => {
      retryAfter = seconds;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
