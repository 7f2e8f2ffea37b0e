import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { currencyCodes, ratesRefreshMs } from "./currencies";
import type { RatesView } from "./rates-view";

/** How often, and how soon, to ask again when the server was still fetching fresh rates. */
const maxFollowUps = 5;
const followUpAfterMs = 2_000;

type RatesState = {
  view: RatesView | null;
  /** When the browser received `view` (its own clock), to age it without trusting that clock. */
  receivedAt: number;
  loading: boolean;
  /** The last request to our server failed (network, 503, or an answer of the wrong shape). */
  failed: boolean;
};

/**
 * The converter's rates in the browser, always through our own /api/rates: on load, every 5
 * minutes, and whenever the caller asks (Refresh, a new target currency: spec §7). The page's
 * first render brings `initial` (stored rates, or null) so something shows before the answer.
 */
export function useExchangeRates(initial: RatesView | null) {
  const [state, setState] = useState<RatesState>(() => ({
    view: initial,
    receivedAt: Date.now(),
    loading: true,
    failed: false,
  }));
  const latest = useRef(0);
  const followUp = useRef<{ timer?: ReturnType<typeof setTimeout>; count: number }>({ count: 0 });

  const load = useCallback(async function loadRates(asked: "new" | "follow-up" = "new") {
    const request = ++latest.current;
    clearTimeout(followUp.current.timer);
    if (asked === "new") followUp.current.count = 0;
    let view: RatesView | undefined;
    try {
      const response = await fetch("/api/rates", { headers: { accept: "application/json" } });
      if (response.ok) view = asRatesView(await response.json());
    } catch {
      // Offline, or an answer of the wrong shape: handled as a failure below.
    }
    // An older answer arriving after a newer request must not overwrite it.
    if (request !== latest.current) return;
    // The server answered with stored rates while the provider's answer was still on its way:
    // ask again in a moment (a few times at most) so the fresh rates replace them unasked.
    if (view?.refreshing && followUp.current.count < maxFollowUps) {
      followUp.current.count++;
      followUp.current.timer = setTimeout(() => void loadRates("follow-up"), followUpAfterMs);
    }
    setState((current) =>
      view
        ? { view, receivedAt: Date.now(), loading: false, failed: false }
        : { ...current, loading: false, failed: true },
    );
  }, []);

  const refresh = useCallback(() => {
    setState((current) => ({ ...current, loading: true }));
    void load();
  }, [load]);

  useEffect(() => {
    void load();
    const timer = setInterval(refresh, ratesRefreshMs);
    const pending = followUp.current;
    return () => {
      clearInterval(timer);
      clearTimeout(pending.timer);
    };
  }, [load, refresh]);

  return { ...state, refresh };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isRates = (value: unknown) =>
  isObject(value) &&
  Object.entries(value).every(
    ([code, rate]) =>
      (currencyCodes as readonly string[]).includes(code) && typeof rate === "number" && rate > 0,
  );

/**
 * Our own /api/rates answer, checked for the fields the converter reads (the server validates
 * with its schema; no schema library ships to the browser). Undefined for any other shape.
 */
export function asRatesView(answer: unknown): RatesView | undefined {
  if (!isObject(answer) || answer.base !== "JPY" || !isRates(answer.rates)) return undefined;
  if (typeof answer.fetchedAt !== "string" || typeof answer.stale !== "boolean") return undefined;
  if (typeof answer.refreshing !== "boolean") return undefined;
  if (typeof answer.ageSeconds !== "number" || answer.ageSeconds < 0) return undefined;
  if (answer.providerUpdatedAt !== null && typeof answer.providerUpdatedAt !== "string") {
    return undefined;
  }
  const history = answer.history;
  if (!Array.isArray(history)) return undefined;
  if (
    !history.every((day) => isObject(day) && typeof day.date === "string" && isRates(day.rates))
  ) {
    return undefined;
  }
  return answer as RatesView;
}

/** The current time, ticking once a minute, for "rates from 3 hours ago". */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const subscribeNever = () => () => {};

/**
 * False on the server and while hydrating, true after: numbers, dates and the chart are
 * formatted only in the browser, so the server's and the browser's Intl data never disagree
 * in the hydrated HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
