// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createI18n } from "./lib/i18n/i18n";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function renderWithBoundary(loader: () => unknown, locale: "en" | "ne" = "en") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <p>content</p>,
      loader,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
    },
  ]);
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub />
    </I18nextProvider>,
  );
}

describe("the root error boundary", () => {
  test("a crash shows 'Unexpected Application Error!' with a way home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithBoundary(() => {
      throw new Error("database exploded: secret details");
    });
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    // Internals never reach the page.
    expect(document.body.textContent).not.toContain("secret details");
  });

  test("a 404 response shows the not-found page", async () => {
    renderWithBoundary(() => {
      throw new Response(null, { status: 404 });
    }, "ne");
    expect(await screen.findByRole("heading", { name: "पृष्ठ भेटिएन" })).toBeTruthy();
  });
});
