import http from "node:http";

/**
 * How the fake answers: "ok" the real v4 body; an HTTP status as a number (500, 429, 408, 404…);
 * "hang" never answers; "garbage" a body that is not JSON; "no-rates" valid JSON without `rates`;
 * "slow" the real body after the delay set with setSlowMs; "huge" a JSON body that never ends
 * (chunked, no length); "huge-declared" the same announced with a Content-Length of 1.5 GB;
 * "redirects:N" N redirects, then the real body; "redirect-loop" redirects for ever.
 */
export type FakeRatesAnswer =
  | "ok"
  | "hang"
  | "garbage"
  | "no-rates"
  | "slow"
  | "huge"
  | "huge-declared"
  | "redirect-loop"
  | `redirects:${number}`
  | number;

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
  /** A Retry-After header on error answers from now on (seconds, or an HTTP date); null for none. */
  setRetryAfter: (value: number | string | null) => void;
  /** How long "slow" waits before answering. */
  setSlowMs: (ms: number) => void;
  /** Bytes of "huge" bodies written so far (what the client let through before hanging up). */
  hugeBytesSent: () => number;
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
  let retryAfter: number | string | null = null;
  let slowMs = 0;
  let hugeBytes = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method !== "GET" || url.pathname !== "/v4/latest/JPY") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: "error", "error-type": "unsupported-code" }));
      return;
    }
    count++;
    // A hop of a redirect chain or loop answers by its address, not from the queue.
    const hops = url.searchParams.get("hops");
    const answer: FakeRatesAnswer = url.searchParams.has("loop")
      ? "redirect-loop"
      : hops !== null
        ? `redirects:${Number(hops)}`
        : (queued.shift() ?? standing);
    if (answer === "hang") return;
    if (answer === "redirect-loop") {
      res.writeHead(302, { location: "/v4/latest/JPY?loop=1" }).end();
      return;
    }
    if (typeof answer === "string" && answer.startsWith("redirects:")) {
      const left = Number(answer.slice("redirects:".length));
      if (left > 0) {
        res.writeHead(302, { location: `/v4/latest/JPY?hops=${left - 1}` }).end();
        return;
      }
    }
    if (answer === "huge" || answer === "huge-declared") {
      res.writeHead(200, {
        "content-type": "application/json",
        ...(answer === "huge-declared" ? { "content-length": String(1.5 * 1024 ** 3) } : {}),
      });
      const chunk = Buffer.alloc(64 * 1024, " ");
      res.write('{"base":"JPY","padding":"');
      // Writes as fast as the client reads, until it hangs up (or 1.5 GB, which no test waits for).
      const pump = () => {
        while (!res.destroyed && hugeBytes < 1.5 * 1024 ** 3) {
          hugeBytes += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
      return;
    }
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
    if (answer !== "no-rates") body.rates = { ...rates, ...otherRates };
    const send = () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (answer === "slow") setTimeout(send, slowMs);
    else send();
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
    setRetryAfter: (value) => {
      retryAfter = value;
    },
    setSlowMs: (ms) => {
      slowMs = ms;
    },
    hugeBytesSent: () => hugeBytes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
