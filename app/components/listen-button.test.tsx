// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Each test loads the button afresh: the voice watcher lives once per page (module).
  vi.resetModules();
});

async function loadButton() {
  const { ListenButton } = await import("./listen-button");
  const i18n = createI18n("en");
  return (props: { text: string; rate?: number }) => (
    <I18nextProvider i18n={i18n}>
      <ListenButton {...props} />
    </I18nextProvider>
  );
}

describe("ListenButton", () => {
  test("on the server it renders disabled, saying it is looking for a voice", async () => {
    const Button = await loadButton();
    const html = renderToString(<Button text="はい" />);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('title="Looking for a Japanese voice…"');
    expect(html).toContain("Listen");
  });

  test("a browser without speech synthesis gets a disabled button that says why", async () => {
    // jsdom, like some browsers, has no window.speechSynthesis.
    expect("speechSynthesis" in window).toBe(false);
    const Button = await loadButton();
    render(<Button text="はい" />);
    const button = await screen.findByTitle("Your browser cannot read text aloud.");
    expect(button.getAttribute("aria-disabled")).toBe("true");
  });

  test("with a Japanese voice it speaks the text in ja-JP at the given speed", async () => {
    vi.useFakeTimers();
    const kyoko = { name: "Kyoko", lang: "ja-JP", localService: true, default: false };
    const spoken: { text: string; lang: string; rate: number; voice: unknown }[] = [];
    const listeners: (() => void)[] = [];
    let voices: (typeof kyoko)[] = [];
    class Utterance {
      lang = "";
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    }
    vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
    vi.stubGlobal("speechSynthesis", {
      getVoices: () => voices,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      speak: (utterance: Utterance) => spoken.push({ ...utterance }),
      cancel: () => {},
    });
    const Button = await loadButton();
    render(<Button text="駅はどこですか。" rate={0.8} />);
    const button = screen.getByRole("button", { name: /^Listen/ });
    expect(button.getAttribute("title")).toBe("Looking for a Japanese voice…");

    // The voices arrive later, as in Chrome.
    voices = [{ ...kyoko, name: "Alex", lang: "en-US" }, kyoko];
    act(() => listeners.forEach((listener) => listener()));
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(button.getAttribute("title")).toBeNull();

    act(() => button.click());
    expect(spoken).toEqual([
      expect.objectContaining({ text: "駅はどこですか。", lang: "ja-JP", rate: 0.8, voice: kyoko }),
    ]);
    expect(screen.getByRole("button", { name: /^Stop/ })).toBe(button);
  });

  test("when the voices never come, it says there is no Japanese voice", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("SpeechSynthesisUtterance", function Utterance() {});
    vi.stubGlobal("speechSynthesis", {
      getVoices: () => [],
      addEventListener: () => {},
      speak: () => {},
      cancel: () => {},
    });
    const Button = await loadButton();
    render(<Button text="はい" />);
    const button = screen.getByRole("button", { name: /^Listen/ });
    expect(button.getAttribute("title")).toBe("Looking for a Japanese voice…");
    act(() => vi.advanceTimersByTime(2000));
    expect(button.getAttribute("title")).toBe(
      "Your browser has no Japanese voice to read this aloud.",
    );
  });
});
