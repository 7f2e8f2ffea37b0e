// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { FavoriteButton, type FavoriteItemType } from "./favorite-button";

/**
 * The browser's network is replaced by a table of answers in the favourites API's wire format
 * (the component itself runs unchanged); every request is recorded.
 */
type Answer = { status: number; body: string } | Error;
const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

function network(answers: Record<string, Answer | Answer[]>) {
  const calls: { method: string; url: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url });
    const route = `${method} ${url}`;
    const queued = answers[route];
    const answer = Array.isArray(queued) ? queued.shift() : queued;
    if (!answer) throw new Error(`unexpected request ${route}`);
    if (answer instanceof Error) throw answer;
    return new Response(answer.body, {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const word = { type: "word" as const, id: "vocab:食べる:たべる" };
const statusUrl = (type: FavoriteItemType, id: string) =>
  `/api/favorites/status?${new URLSearchParams({ type, id })}`;
const itemUrl = (type: FavoriteItemType, id: string) =>
  `/api/favorites/${type}/${encodeURIComponent(id)}`;

/** The page the control sits on: a list page with the item selected in its address. */
const pageAddress = "/resources/jlpt/n5/vocabulary?item=vocab:食べる:たべる&page=2";
/** The sign-in link brings the learner back to exactly that address. */
const signInHref = `/login?redirectTo=${encodeURIComponent(pageAddress)}`;

function renderControl(item: { type: FavoriteItemType; id: string } = word, locale: Locale = "en") {
  const Stub = createRoutesStub([
    { path: "/resources/jlpt/n5/vocabulary", Component: () => <FavoriteButton {...item} /> },
  ]);
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub initialEntries={[pageAddress]} />
    </I18nextProvider>,
  );
}

/** The toggle: the control's first button (the message has its own Dismiss button). */
const control = () =>
  within(screen.getByTestId("favorite-control")).getAllByRole("button")[0] as HTMLElement;
const settled = () => waitFor(() => expect(control().getAttribute("aria-busy")).toBe("false"));

describe("the favourite control", () => {
  test("the server renders it loading: busy, not pressed, no message, no request", () => {
    const calls = network({});
    const html = renderToString(
      <I18nextProvider i18n={createI18n("en")}>
        <FavoriteButton type="kanji" id="kanji:日" />
      </I18nextProvider>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("Add to favorites");
    expect(html).toContain('title="Checking whether this is in your favorites…"');
    expect(html).not.toContain('role="alert"');
    expect(calls).toEqual([]);
  });

  test("loading, then not favourited; a click adds, a second click removes", async () => {
    const calls = network({
      [`GET ${statusUrl(word.type, word.id)}`]: json(200, { signedIn: true, favorite: false }),
      [`PUT ${itemUrl(word.type, word.id)}`]: json(200, { favorite: true }),
      [`DELETE ${itemUrl(word.type, word.id)}`]: json(200, { favorite: false }),
    });
    renderControl();
    expect(control().getAttribute("aria-busy")).toBe("true");
    // Not clickable while checking.
    fireEvent.click(control());
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Add to favorites", pressed: false })).toBe(
      control(),
    );
    expect(control().hasAttribute("title")).toBe(false);
    expect(calls.map((c) => c.method)).toEqual(["GET"]);

    fireEvent.click(control());
    expect(control().getAttribute("aria-pressed")).toBe("true"); // at once
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Remove from favorites", pressed: true })).toBe(
      control(),
    );

    fireEvent.click(control());
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("false");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${statusUrl(word.type, word.id)}`,
      `PUT /api/favorites/word/vocab%3A%E9%A3%9F%E3%81%B9%E3%82%8B%3A%E3%81%9F%E3%81%B9%E3%82%8B`,
      `DELETE ${itemUrl(word.type, word.id)}`,
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a favourite shows pressed", async () => {
    network({
      [`GET ${statusUrl("grammar", "grammar:desu")}`]: json(200, {
        signedIn: true,
        favorite: true,
      }),
    });
    renderControl({ type: "grammar", id: "grammar:desu" });
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("true");
  });

  test("signed out: a click shows the sign-in message with a link, in the page, and sends nothing", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const calls = network({
      [`GET ${statusUrl(word.type, word.id)}`]: json(200, { signedIn: false, favorite: false }),
    });
    renderControl();
    await settled();
    fireEvent.click(control());
    const message = await screen.findByRole("alert");
    expect(message.textContent).toContain("Please sign in to add favorites");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(signInHref);
    expect(control().getAttribute("aria-pressed")).toBe("false");
    expect(calls).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();

    // Dismissed by its button, or by Escape.
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(control());
    await screen.findByRole("alert");
    fireEvent.keyDown(control(), { key: "Escape" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a session that ended since the check: the add is undone and the sign-in message shows", async () => {
    network({
      [`GET ${statusUrl(word.type, word.id)}`]: json(200, { signedIn: true, favorite: false }),
      [`PUT ${itemUrl(word.type, word.id)}`]: json(401, {
        error: "not_signed_in",
        message: "Please sign in to add favorites",
      }),
    });
    renderControl();
    await settled();
    fireEvent.click(control());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Please sign in to add favorites",
    );
    expect(control().getAttribute("aria-pressed")).toBe("false");
  });

  test.each<[string, Answer]>([
    ["a 500", json(500, { error: "failed", message: "Failed to update favorite status" })],
    ["a 503 page", { status: 503, body: "<html>Service Unavailable</html>" }],
    ["a 404 (no such item)", json(404, { error: "not_found" })],
    ["garbage", { status: 200, body: "<html>not json</html>" }],
    ["the wrong shape", json(200, { ok: true })],
    ["the opposite answer", json(200, { favorite: false })],
    ["a network error", new TypeError("Failed to fetch")],
  ])("%s when adding: the failure message, and back to not favourited", async (_name, answer) => {
    network({
      [`GET ${statusUrl(word.type, word.id)}`]: json(200, { signedIn: true, favorite: false }),
      [`PUT ${itemUrl(word.type, word.id)}`]: answer,
    });
    renderControl();
    await settled();
    fireEvent.click(control());
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to update favorite status");
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("false");
  });

  test("a failure when removing: back to favourited", async () => {
    network({
      [`GET ${statusUrl("kanji", "kanji:日")}`]: json(200, { signedIn: true, favorite: true }),
      [`DELETE ${itemUrl("kanji", "kanji:日")}`]: json(500, { error: "failed" }),
    });
    renderControl({ type: "kanji", id: "kanji:日" });
    await settled();
    fireEvent.click(control());
    expect(control().getAttribute("aria-pressed")).toBe("false");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to update favorite status");
    expect(control().getAttribute("aria-pressed")).toBe("true");
  });

  test("a request that never answers gives up after 10 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // A server that takes the request and never answers; fetch gives up when aborted.
      vi.stubGlobal("fetch", (_url: string, init: RequestInit = {}) =>
        init.method === "PUT"
          ? new Promise((_resolve, reject) =>
              init.signal?.addEventListener("abort", () =>
                reject(new DOMException("The operation was aborted.", "AbortError")),
              ),
            )
          : Promise.resolve(Response.json({ signedIn: true, favorite: false })),
      );
      renderControl();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(control().getAttribute("aria-busy")).toBe("false");
      fireEvent.click(control());
      expect(control().getAttribute("aria-busy")).toBe("true");
      await act(() => vi.advanceTimersByTimeAsync(9_900));
      expect(screen.queryByRole("alert")).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByRole("alert").textContent).toBe("Failed to update favorite status");
      expect(control().getAttribute("aria-pressed")).toBe("false");
    } finally {
      vi.useRealTimers();
    }
  });

  test("a failed status check is only logged; the control works as not favourited", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    network({
      [`GET ${statusUrl(word.type, word.id)}`]: json(500, { error: "failed" }),
      [`PUT ${itemUrl(word.type, word.id)}`]: json(200, { favorite: true }),
    });
    renderControl();
    await settled();
    expect(log).toHaveBeenCalledWith("Could not check the favorite status", expect.any(Error));
    expect(control().getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(control());
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("true");
  });

  test("another item starts over: loading, then its own status", async () => {
    const calls = network({
      [`GET ${statusUrl("kanji", "kanji:日")}`]: json(200, { signedIn: true, favorite: true }),
      [`GET ${statusUrl("kanji", "kanji:月")}`]: json(200, { signedIn: true, favorite: false }),
    });
    let show: (id: string) => void = () => {};
    function Switcher() {
      const [id, setId] = useState("kanji:日");
      show = setId;
      return <FavoriteButton type="kanji" id={id} />;
    }
    const Stub = createRoutesStub([{ path: "/", Component: Switcher }]);
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <Stub />
      </I18nextProvider>,
    );
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("true");
    act(() => show("kanji:月"));
    expect(control().getAttribute("aria-busy")).toBe("true");
    await settled();
    expect(control().getAttribute("aria-pressed")).toBe("false");
    expect(calls.map((c) => c.url)).toEqual([
      statusUrl("kanji", "kanji:日"),
      statusUrl("kanji", "kanji:月"),
    ]);
  });

  test.each<[Locale, string, string, string]>([
    ["ne", "मनपर्ने सूचीमा थप्नुहोस्", "मनपर्ने सूचीमा थप्न कृपया साइन इन गर्नुहोस्", "साइन इन"],
    ["ja", "お気に入りに追加", "お気に入りに追加するにはログインしてください", "ログイン"],
  ])("in %s", async (locale, label, signIn, link) => {
    network({
      [`GET ${statusUrl(word.type, word.id)}`]: json(200, { signedIn: false, favorite: false }),
    });
    renderControl(word, locale);
    const button = screen.getByRole("button", { name: label });
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("false"));
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toContain(signIn);
    expect(screen.getByRole("link", { name: link }).getAttribute("href")).toBe(signInHref);
  });
});
