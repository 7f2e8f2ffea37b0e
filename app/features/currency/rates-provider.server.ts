import { z } from "zod";
import { baseCurrency, currencyCodes, type Rates } from "./currencies";

export const invalidResponseFormat = "Invalid response format";

/** Why a fetch from the rates provider failed; the message is for the log, never the page. */
export class RatesProviderError extends Error {
  /** The provider's HTTP status, when it answered at all. */
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = "RatesProviderError";
    this.status = status;
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
  /** For tests: a fixed jitter. */
  random?: () => number;
};

/** Answers worth asking again: the provider was busy, slow or broken, not refusing us. */
export const isRetryableStatus = (status: number) =>
  status === 408 || status === 429 || status >= 500;

const maxBodyBytes = 1_000_000;

/**
 * GET the latest JPY rates. Retries 408, 429 and 5xx answers a bounded number of times with
 * exponential backoff and jitter, all within one deadline; anything else fails at once.
 */
export async function fetchProviderRates({
  url,
  timeoutMs = 10_000,
  maxAttempts = 3,
  baseDelayMs = 500,
  maxDelayMs = 4_000,
  random = Math.random,
}: ProviderOptions): Promise<ProviderRates> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now();
    let response: Response;
    let body: string;
    try {
      // The same signal bounds reading the body, so a provider that stalls mid-answer times out.
      const signal = AbortSignal.timeout(Math.max(1, remaining));
      response = await fetch(url, { signal, headers: { accept: "application/json" } });
      body = response.ok ? await response.text() : "";
      if (!response.ok) await response.body?.cancel().catch(() => {});
    } catch (error) {
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
    if (!isRetryableStatus(status) || attempt >= maxAttempts) {
      throw new RatesProviderError(
        `the rates provider answered HTTP ${status} (attempt ${attempt})`,
        status,
      );
    }
    const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    const retryAfter = retryAfterMs(response.headers.get("retry-after"));
    const delay = Math.max(backoff + backoff * 0.5 * random(), retryAfter ?? 0);
    if (Date.now() + delay >= deadline) {
      throw new RatesProviderError(
        `the rates provider answered HTTP ${status}, and no time is left to ask again`,
        status,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

function parseAnswer(body: string): ProviderRates {
  if (body.length > maxBodyBytes) throw new RatesProviderError(invalidResponseFormat);
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

function retryAfterMs(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header) * 1000;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}
