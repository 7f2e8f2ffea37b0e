// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  createI18n,
  getTranslator,
  hasCatalogue,
  heldLocale,
  loadCatalogue,
} from "./interface-i18n";
import { useInterfaceI18n } from "./use-interface-i18n";

// This file imports the browser's side only: it starts, as a page does, with no catalogue.
describe("interface catalogues in the browser", () => {
  test("start empty, load one language on demand, once", async () => {
    expect(hasCatalogue("ja")).toBe(false);
    expect(() => createI18n("ja")).toThrow("The ja interface catalogue is not loaded.");
    const first = loadCatalogue("ja");
    expect(loadCatalogue("ja")).toBe(first);
    await first;
    expect(hasCatalogue("ja")).toBe(true);
    expect(hasCatalogue("ne")).toBe(false);
    expect(createI18n("ja").t("nav.tools")).toBe("ツール");
    expect(getTranslator("ja")("nav.tools")).toBe("ツール");
  });

  test("a language not held yet is stood in for by one that is", () => {
    expect(heldLocale("ja")).toBe("ja");
    expect(heldLocale("en")).toBe("ja");
  });

  test("the layout keeps the current texts until a new language is in, then switches", async () => {
    const { result, rerender } = renderHook(({ locale }) => useInterfaceI18n(locale), {
      initialProps: { locale: "ja" as "ja" | "ne" },
    });
    expect(result.current.locale).toBe("ja");
    expect(result.current.i18n.t("nav.tools")).toBe("ツール");

    act(() => rerender({ locale: "ne" }));
    // Never raw keys or a half-switched page: still Japanese while Nepali loads.
    expect(result.current.locale).toBe("ja");
    await waitFor(() => expect(result.current.locale).toBe("ne"));
    expect(result.current.i18n.t("nav.tools")).toBe("उपकरणहरू");
  });
});
