import { z } from "zod";
import { baseCurrency, currencyCodes, type Rates } from "./currencies";

export const invalidResponseFormat = "Invalid response format";

/** Why a fetch from the rates provider failed; the message is for the log, never the page. */
export class RatesProviderError extends Error {
  /** The provider's HTTP status, when it answered at all. */
  readonly status: number | undefined;
  /** How long the provider asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;
  constructor(
    message: string,
    status?: number,
    options?: ErrorOptions & { retryAfterMs?: number },
  ) {
    super(message, options);
    this.name = "RatesProviderError";
    this.status = status;
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** The public v4 endpoint's answer; we read only what we use and ignore the rest. */
const providerAnswerSchema = z.object({
  base: z.literal(baseCurrency),
  time_last_updated: z.number().int().nonnegative().optional(),
  rates: z.record(z.string(), z.number().positive()),
});

export type ProviderRates = { rates: Rates; providerUpdatedAt: Date | null };

export type ProviderOptions = {
  url: string;
  /** The whole budget, retries and waits included (DESIGN §4: at most 10 s). */
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Redirects followed before giving up; a loop costs this many requests plus one. */
  maxRedirects?: number;
  /** The largest answer we read: reading stops (and the connection closes) past it. */
  maxBodyBytes?: number;
  /** For tests: a fixed jitter. */
  random?: () => number;
};

/** Answers worth asking again: the provider was busy, slow or broken, not refusing us. */
export const isRetryableStatus = (status: number) =>
  status === 408 || status === 429 || status >= 500;

/**
 * GET the latest JPY rates. Retries 408, 429 and 5xx answers a bounded number of times with
 * exponential backoff and jitter (or the provider's Retry-After), all within one deadline;
 * anything else fails at once. Follows at most `maxRedirects` redirects and reads at most
 * `maxBodyBytes` of an answer.
 */
export async function fetchProviderRates({
  url,
  timeoutMs = 10_000,
  maxAttempts = 3,
  baseDelayMs = 500,
  maxDelayMs = 4_000,
  maxRedirects = 3,
  maxBodyBytes = 1_000_000,
  random = Math.random,
}: ProviderOptions): Promise<ProviderRates> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    let body = "";
    // The same signal bounds reading the body, so a provider that stalls mid-answer times out;
    // aborting it closes the connection, so an oversized answer stops arriving.
    const abort = new AbortController();
    const signal = AbortSignal.any([
      abort.signal,
      AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    ]);
    try {
      response = await fetchFollowingRedirects(url, signal, maxRedirects);
      if (response.ok) body = await readAtMost(response, maxBodyBytes, abort);
      else abort.abort();
    } catch (error) {
      abort.abort();
      if (error instanceof RatesProviderError) throw error;
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new RatesProviderError(
        timedOut
          ? `the rates provider did not answer within ${timeoutMs} ms`
          : `the rates provider could not be reached: ${describe(error)}`,
        undefined,
        { cause: error },
      );
    }
    if (response.ok) return parseAnswer(body);

    const status = response.status;
    const retryAfter = retryAfterMs(response.headers.get("retry-after"));
    if (!isRetryableStatus(status) || attempt >= maxAttempts) {
      throw new RatesProviderError(
        `the rates provider answered HTTP ${status} (attempt ${attempt})`,
        status,
        { retryAfterMs: retryAfter },
      );
    }
    const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    const delay = Math.max(backoff + backoff * 0.5 * random(), retryAfter ?? 0);
    if (Date.now() + delay >= deadline) {
      throw new RatesProviderError(
        `the rates provider answered HTTP ${status}, and no time is left to ask again`,
        status,
        { retryAfterMs: retryAfter },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** fetch() would follow 20 redirects; a provider sending us round in circles gets 3. */
async function fetchFollowingRedirects(url: string, signal: AbortSignal, maxRedirects: number) {
  let target = url;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(target, {
      signal,
      redirect: "manual",
      headers: { accept: "application/json" },
    });
    if (!redirectStatuses.has(response.status)) return response;
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get("location");
    const next = location === null ? undefined : URL.parse(location, target);
    if (!next || !/^https?:$/.test(next.protocol)) {
      throw new RatesProviderError(
        `the rates provider redirected to an unusable address`,
        response.status,
      );
    }
    if (redirects >= maxRedirects) {
      throw new RatesProviderError(
        `the rates provider redirected more than ${maxRedirects} times`,
        response.status,
      );
    }
    target = next.toString();
  }
}

/** The answer's text, read chunk by chunk and abandoned as soon as it passes `limit` bytes. */
async function readAtMost(response: Response, limit: number, abort: AbortController) {
  const tooLarge = () => {
    abort.abort();
    return new RatesProviderError(`the rates provider's answer is larger than ${limit} bytes`);
  };
  if (Number(response.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseAnswer(body: string): ProviderRates {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new RatesProviderError(invalidResponseFormat);
  }
  const answer = providerAnswerSchema.safeParse(json);
  if (!answer.success) throw new RatesProviderError(invalidResponseFormat);
  // Keep only the converter's currencies; the base is 1 by definition.
  const rates: Rates = { [baseCurrency]: 1 };
  for (const code of currencyCodes) {
    const rate = answer.data.rates[code];
    if (code !== baseCurrency && rate !== undefined) rates[code] = rate;
  }
  if (Object.keys(rates).length < 2) throw new RatesProviderError(invalidResponseFormat);
  const updated = answer.data.time_last_updated;
  return { rates, providerUpdatedAt: updated === undefined ? null : new Date(updated * 1000) };
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}
