import { useEffect, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

export type FavoriteItemType = "word" | "grammar" | "kanji";

const favoritesApi = "/api/favorites";
/** A request that takes longer than this counts as failed, so the control never hangs. */
const requestTimeoutMs = 10_000;

/** Our API's answer, checked for the fields read (no schema library in the browser bundle). */
function booleansOf<K extends string>(answer: unknown, ...keys: K[]): Record<K, boolean> | null {
  if (typeof answer !== "object" || answer === null) return null;
  const fields = answer as Record<string, unknown>;
  if (!keys.every((key) => typeof fields[key] === "boolean")) return null;
  return Object.fromEntries(keys.map((key) => [key, fields[key]])) as Record<K, boolean>;
}

type Message = "signIn" | "failed";
type ControlState =
  | { key: string; phase: "loading" }
  | {
      key: string;
      phase: "ready";
      favorite: boolean;
      /** null: unknown, because the status check failed. */
      signedIn: boolean | null;
      saving: boolean;
      message: Message | null;
    };

type ToggleOutcome = "done" | "signedOut" | "failed";

/**
 * The favourite control of a word, grammar point or kanji. The server renders it loading (it
 * cannot know the reader's favourites from a cached page); in the browser it asks
 * /api/favorites/status, then toggles with PUT or DELETE. The change shows at once and is undone
 * if the server does not confirm it. Signed out, a click explains how to sign in, in the page.
 */
export function FavoriteButton({ type, id }: { type: FavoriteItemType; id: string }) {
  const { t } = useTranslation();
  const key = `${type}\u0000${id}`;
  const [state, setState] = useState<ControlState>({ key: "", phase: "loading" });
  // A new item (the detail card shows another word) starts over with its own status.
  const current: ControlState = state.key === key ? state : { key, phase: "loading" };

  useEffect(() => {
    const controller = new AbortController();
    readStatus(type, id, controller.signal).then(
      (status) => setState({ key, phase: "ready", ...status, saving: false, message: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Only logged: the control stays usable, as not favourited (adding twice is harmless).
        console.error("Could not check the favorite status", error);
        setState({
          key,
          phase: "ready",
          favorite: false,
          signedIn: null,
          saving: false,
          message: null,
        });
      },
    );
    return () => controller.abort();
  }, [key, type, id]);

  const toggle = async () => {
    if (current.phase !== "ready" || current.saving) return;
    if (current.signedIn === false) {
      setState({ ...current, message: "signIn" });
      return;
    }
    const before = current.favorite;
    setState({ ...current, favorite: !before, saving: true, message: null });
    const outcome = await sendToggle(type, id, !before);
    setState((latest) => {
      if (latest.key !== key || latest.phase !== "ready") return latest;
      if (outcome === "done")
        return { ...latest, favorite: !before, signedIn: true, saving: false };
      return {
        ...latest,
        favorite: before,
        signedIn: outcome === "signedOut" ? false : latest.signedIn,
        saving: false,
        message: outcome === "signedOut" ? "signIn" : "failed",
      };
    });
  };

  const dismiss = () => {
    if (current.phase === "ready") setState({ ...current, message: null });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && current.phase === "ready" && current.message) {
      event.stopPropagation();
      dismiss();
    }
  };

  const loading = current.phase === "loading";
  const favorite = current.phase === "ready" && current.favorite;
  const busy = loading || (current.phase === "ready" && current.saving);
  const message = current.phase === "ready" ? current.message : null;

  return (
    // Escape closes the message; the keys themselves go to the button and the message's links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="relative" data-testid="favorite-control" onKeyDown={onKeyDown}>
      <button
        type="button"
        // aria-disabled, not disabled: a focused button keeps its focus while a change is saved.
        aria-disabled={busy ? true : undefined}
        aria-busy={busy}
        aria-pressed={favorite}
        title={loading ? t("favorites.checking") : undefined}
        onClick={() => void toggle()}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white p-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-busy:cursor-progress aria-pressed:border-amber-500 aria-pressed:bg-amber-50 aria-pressed:text-amber-900 sm:px-3 sm:py-1.5 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-amber-400 dark:aria-pressed:bg-amber-950 dark:aria-pressed:text-amber-100"
      >
        {loading ? <Spinner /> : <StarIcon filled={favorite} />}
        {/* Phones show the star alone; the words stay its name for screen readers. */}
        <span className="max-sm:sr-only">
          {favorite ? t("favorites.remove") : t("favorites.add")}
        </span>
      </button>
      {message && (
        <div
          role="alert"
          data-testid="favorite-message"
          className="absolute top-full right-0 z-20 mt-2 flex w-64 max-w-[calc(100vw-3rem)] items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          <p className="min-w-0 flex-1">
            {message === "signIn" ? (
              <>
                {t("favorites.signInRequired")} <SignInLink />
              </>
            ) : (
              t("favorites.failed")
            )}
          </p>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t("favorites.dismiss")}
            className="-m-1 rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-4 w-4">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}

/** Sign in, then back to this page and this item (the page's address holds which one). */
function SignInLink() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={`/login?${new URLSearchParams({ redirectTo: pathname + search + hash })}`}
      className="font-semibold whitespace-nowrap text-brand-700 underline hover:no-underline dark:text-brand-100"
    >
      {t("favorites.signIn")}
    </Link>
  );
}

function itemPath(type: FavoriteItemType, id: string) {
  return `${favoritesApi}/${type}/${encodeURIComponent(id)}`;
}

/** Fetches with a time limit; `outer` cancels it too (the item changed, the card went away). */
async function request(url: string, init: RequestInit & { signal?: AbortSignal } = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  const cancel = () => controller.abort();
  init.signal?.addEventListener("abort", cancel);
  try {
    return await fetch(url, {
      ...init,
      signal: controller.signal,
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener("abort", cancel);
  }
}

async function readStatus(type: FavoriteItemType, id: string, signal: AbortSignal) {
  const response = await request(`${favoritesApi}/status?${new URLSearchParams({ type, id })}`, {
    signal,
  });
  if (!response.ok) throw new Error(`favorite status answered ${response.status}`);
  const status = booleansOf(await response.json(), "signedIn", "favorite");
  if (!status) throw new Error("favorite status answered an unexpected shape");
  return status;
}

/** Adds or removes, and says whether the server confirmed exactly that. */
async function sendToggle(
  type: FavoriteItemType,
  id: string,
  add: boolean,
): Promise<ToggleOutcome> {
  try {
    const response = await request(itemPath(type, id), { method: add ? "PUT" : "DELETE" });
    if (response.status === 401) return "signedOut";
    if (!response.ok) return "failed";
    const answer = booleansOf(await response.json(), "favorite");
    return answer?.favorite === add ? "done" : "failed";
  } catch {
    // Offline, timed out, or an answer that is not JSON.
    return "failed";
  }
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`h-5 w-5 sm:h-4 sm:w-4 ${filled ? "text-amber-600 dark:text-amber-300" : ""}`}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5 sm:h-4 sm:w-4 animate-spin motion-reduce:animate-none"
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth={3} opacity={0.25} />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}
