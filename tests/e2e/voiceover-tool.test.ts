import fs from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  launchChromium,
  newPage,
  open,
  phone,
  problemsOf,
  saveScreenshots,
  axeRulesFor,
  seriousAxeViolations,
} from "../support/browser.ts";

const voiceTool = "/voiceover-tool";
const externalToolUrl = "https://voice.example.com/tool?lang=ja";

type FakeVoice = { name: string; lang: string; localService: boolean; default: boolean };
type FakeSpeech = {
  /** The voices the fake browser has; "none" removes speech synthesis altogether. */
  voices: FakeVoice[] | "none";
  /** Like Chrome: no voices at first, the list (and voiceschanged) some time after load. */
  voicesAfterMs: number;
  /** Whether voiceschanged ever fires (a browser without voices may never fire it). */
  announce: boolean;
};
type Spoken = { text: string; lang: string; rate: number; voice: string | null };
type SpeechLog = { spoken: Spoken[]; cancels: number; playing: string | null };

/**
 * A fake of the browser's Web Speech API (not of our code): Debian's headless Chromium has no
 * voices, so each test gives the page the voices it needs and records what the page speaks.
 * Each utterance "plays" for 400 ms, so a test can see speech running and stop it.
 */
function installFakeSpeech({ voices, voicesAfterMs, announce }: FakeSpeech) {
  type FakeUtterance = EventTarget & {
    text: string;
    lang: string;
    rate: number;
    voice: FakeVoice | null;
    [handler: `on${string}`]: ((event: Event) => void) | null | undefined;
  };
  const log: SpeechLog = { spoken: [], cancels: 0, playing: null };
  (window as unknown as { __speech: SpeechLog }).__speech = log;
  if (voices === "none") {
    Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: undefined,
      configurable: true,
    });
    return;
  }
  const fire = (utterance: FakeUtterance, type: string, error?: string) => {
    const event = Object.assign(new Event(type), { error, utterance });
    utterance.dispatchEvent(event);
    utterance[`on${type}`]?.(event);
  };
  class Utterance extends EventTarget {
    text: string;
    lang = "";
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: FakeVoice | null = null;
    constructor(text?: string) {
      super();
      this.text = text ?? "";
    }
  }
  let loaded: FakeVoice[] = [];
  let queue: FakeUtterance[] = [];
  const events = new EventTarget();
  const next = () => {
    const current = queue[0];
    if (!current || log.playing !== null) return;
    log.playing = current.text;
    fire(current, "start");
    setTimeout(() => {
      if (queue[0] !== current) return;
      queue.shift();
      log.playing = null;
      fire(current, "end");
      next();
    }, 400);
  };
  const synthesis = {
    get speaking() {
      return queue.length > 0;
    },
    pending: false,
    paused: false,
    onvoiceschanged: null as ((event: Event) => void) | null,
    getVoices: () => loaded,
    speak(utterance: FakeUtterance) {
      log.spoken.push({
        text: utterance.text,
        lang: utterance.lang,
        rate: utterance.rate,
        voice: utterance.voice?.name ?? null,
      });
      queue.push(utterance);
      next();
    },
    cancel() {
      log.cancels += 1;
      const dropped = queue;
      queue = [];
      log.playing = null;
      for (const utterance of dropped) fire(utterance, "error", "interrupted");
    },
    pause() {},
    resume() {},
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", {
    value: Utterance,
    configurable: true,
  });
  setTimeout(() => {
    loaded = voices;
    if (!announce) return;
    const event = new Event("voiceschanged");
    events.dispatchEvent(event);
    synthesis.onvoiceschanged?.(event);
  }, voicesAfterMs);
}

const voice = (name: string, lang: string, extra: Partial<FakeVoice> = {}): FakeVoice => ({
  name,
  lang,
  localService: true,
  default: false,
  ...extra,
});
const withJapanese: FakeSpeech = {
  voices: [
    voice("Alex", "en-US", { default: true }),
    voice("Google 日本語", "ja-JP", { localService: false }),
    voice("Kyoko", "ja-JP"),
  ],
  voicesAfterMs: 200,
  announce: true,
};
const withoutJapanese: FakeSpeech = {
  voices: [voice("Alex", "en-US", { default: true }), voice("Lekha", "hi-IN")],
  voicesAfterMs: 200,
  announce: true,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function openVoicePage(
  speech: FakeSpeech | null,
  options: BrowserContextOptions & { baseUrl?: string } = {},
): Promise<Page> {
  const { baseUrl = inject("baseUrl"), ...contextOptions } = options;
  const page = await newPage(browser, baseUrl, contextOptions);
  if (speech) await page.addInitScript(installFakeSpeech, speech);
  await open(page, voiceTool);
  return page;
}

const speechLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech);
const status = (page: Page) => page.getByTestId("voice-status");
// Chromium puts a space before the hidden part of the name ("Listen : 駅…").
const named = (label: string, text: string) => new RegExp(`^${label} ?: ${text}$`);
const playButton = (page: Page) => page.getByRole("button", { name: "Play" });
const stopButton = (page: Page) => page.getByRole("button", { name: "Stop", exact: true });

describe("the voice tool with a Japanese voice", () => {
  test("reads the typed text in Japanese at the chosen speed, and Stop stops it", async () => {
    const page = await openVoicePage(withJapanese);
    // The voice arrives with voiceschanged; a voice on the device wins over a network one.
    await status(page).getByText("Japanese voice: Kyoko").waitFor();

    await page.getByLabel("Japanese text").fill("はじめまして。ラムです。");
    const speed = page.getByRole("slider", { name: "Speed" });
    expect(await page.getByTestId("voice-speed-value").innerText()).toBe("1.0×");
    await speed.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
    expect(await page.getByTestId("voice-speed-value").innerText()).toBe("0.7×");
    expect(await speed.getAttribute("aria-valuetext")).toBe("0.7×");

    expect(await stopButton(page).isDisabled()).toBe(true);
    await playButton(page).click();
    await page.waitForFunction(() => (window as never as { __speech: SpeechLog }).__speech.playing);
    expect((await speechLog(page)).spoken).toEqual([
      { text: "はじめまして。", lang: "ja-JP", rate: 0.7, voice: "Kyoko" },
      { text: "ラムです。", lang: "ja-JP", rate: 0.7, voice: "Kyoko" },
    ]);
    expect(await stopButton(page).isEnabled()).toBe(true);
    await stopButton(page).click();
    expect((await speechLog(page)).playing).toBeNull();
    await expect.poll(() => stopButton(page).isDisabled()).toBe(true);

    // Played to the end, the Stop button turns off by itself.
    await speed.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
    expect(await page.getByTestId("voice-speed-value").innerText()).toBe("1.5×");
    await page.getByLabel("Japanese text").fill("はい。");
    await playButton(page).click();
    expect(await stopButton(page).isEnabled()).toBe(true);
    await expect.poll(() => stopButton(page).isDisabled()).toBe(true);
    expect((await speechLog(page)).spoken.at(-1)).toEqual({
      text: "はい。",
      lang: "ja-JP",
      rate: 1.5,
      voice: "Kyoko",
    });
    expect(problemsOf(page)).toEqual([]);
  });

  test("an empty box asks for text instead of speaking", async () => {
    const page = await openVoicePage(withJapanese);
    await status(page).getByText("Japanese voice: Kyoko").waitFor();
    await page.getByLabel("Japanese text").fill("   ");
    await playButton(page).click();
    expect(await page.getByTestId("voice-hint").innerText()).toBe(
      "Type or paste some Japanese first.",
    );
    expect((await speechLog(page)).spoken).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
  });

  test("each sample has a Listen button, and can be put in the box", async () => {
    const page = await openVoicePage(withJapanese);
    await status(page).getByText("Japanese voice: Kyoko").waitFor();
    const sample = page.getByTestId("voice-sample").filter({ hasText: "駅はどこですか" });
    const listen = sample.getByRole("button", {
      name: named("Listen", "すみません、駅はどこですか。"),
    });
    expect(await listen.getAttribute("aria-disabled")).toBeNull();
    await listen.click();
    // While it speaks, the same button stops it.
    await sample.getByRole("button", { name: /^Stop/ }).waitFor();
    expect((await speechLog(page)).spoken).toEqual([
      { text: "すみません、駅はどこですか。", lang: "ja-JP", rate: 1, voice: "Kyoko" },
    ]);
    await sample.getByRole("button", { name: /^Stop/ }).click();
    await listen.waitFor();
    expect((await speechLog(page)).cancels).toBeGreaterThan(0);

    await sample
      .getByRole("button", { name: named("Put in the box", "すみません、駅はどこですか。") })
      .click();
    expect(await page.getByLabel("Japanese text").inputValue()).toBe(
      "すみません、駅はどこですか。",
    );
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("the voice tool without a Japanese voice", () => {
  test.each([
    ["other languages only", withoutJapanese],
    // Like Debian's headless Chromium: no voices, and voiceschanged never fires.
    ["no voices at all", { voices: [], voicesAfterMs: 0, announce: false } satisfies FakeSpeech],
  ])("%s: says so, and nothing can be played", async (_case, speech) => {
    const page = await openVoicePage(speech);
    await status(page).getByText("Your browser has no Japanese voice.").waitFor();
    expect(await status(page).innerText()).toContain("speech settings");
    expect(await playButton(page).isDisabled()).toBe(true);
    const listen = page.getByRole("button", { name: /^Listen ?: / }).first();
    expect(await listen.getAttribute("aria-disabled")).toBe("true");
    expect(await listen.getAttribute("title")).toBe(
      "Your browser has no Japanese voice to read this aloud.",
    );
    // Playwright will not click what is marked disabled; a person still can.
    await listen.click({ force: true });
    expect((await speechLog(page)).spoken).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
  });

  test("a browser without speech synthesis gets its own message", async () => {
    const page = await openVoicePage({ voices: "none", voicesAfterMs: 0, announce: false });
    await status(page).getByText("Your browser cannot read text aloud.").waitFor();
    expect(await playButton(page).isDisabled()).toBe(true);
    expect(
      await page
        .getByRole("button", { name: /^Listen ?: / })
        .first()
        .getAttribute("title"),
    ).toBe("Your browser cannot read text aloud.");
  });

  test("the server renders the page disabled until the browser has looked for a voice", async () => {
    const response = await fetch(`${inject("baseUrl")}${voiceTool}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Looking for a Japanese voice…");
    expect(html).toMatch(
      /<button[^>]*aria-disabled="true"[^>]*title="Looking for a Japanese voice…"/,
    );
    expect(html).toContain("The voice tool needs JavaScript to speak.");
  });

  test("in Nepali, the message and the controls are in Nepali", async () => {
    const page = await newPage(browser, inject("baseUrl"));
    await page.context().addCookies([{ name: "lang", value: "ne", url: inject("baseUrl") }]);
    await page.addInitScript(installFakeSpeech, withoutJapanese);
    await open(page, voiceTool);
    await status(page).getByText("तपाईंको ब्राउजरमा जापानी आवाज छैन।").waitFor();
    expect(await page.getByTestId("voice-speed-value").innerText()).toBe("१.० गुणा");
    await saveScreenshots(page, "voiceover-tool-ne");
  });
});

describe("the outside voiceover tool", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { VOICEOVER_TOOL_URL: externalToolUrl } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("without VOICEOVER_TOOL_URL there is no button, and no tab opens", async () => {
    const page = await openVoicePage(withJapanese);
    await status(page).getByText("Japanese voice: Kyoko").waitFor();
    expect(await page.getByRole("link", { name: /Open the voiceover tool/ }).count()).toBe(0);
    expect(await page.getByTestId("voice-external-tool").count()).toBe(0);
    expect(page.context().pages()).toHaveLength(1);
  });

  test("with it, a button opens the tool in a new tab, and only when clicked", async () => {
    const page = await openVoicePage(withJapanese, { baseUrl: server.url });
    const context = page.context();
    // The outside site is not reachable from here: answer for it, so the new tab can load.
    await context.route("https://voice.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Voice tool</title>" }),
    );
    await status(page).getByText("Japanese voice: Kyoko").waitFor();
    await page.waitForTimeout(500);
    expect(context.pages()).toHaveLength(1);

    const link = page.getByRole("link", { name: /Open the voiceover tool/ });
    expect(await link.getAttribute("href")).toBe(externalToolUrl);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(externalToolUrl);
    // noopener: the tool cannot reach back into our page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(problemsOf(page)).toEqual([]);
  });

  test.each(["light", "dark"] as const)(
    "has no serious or critical axe violations (%s), at 375 and 1280 px",
    async (theme) => {
      for (const [name, speech] of [
        ["voice", withJapanese],
        ["no-voice", withoutJapanese],
      ] as const) {
        const page = await openVoicePage(speech, {
          baseUrl: server.url,
          colorScheme: theme,
          reducedMotion: "reduce",
        });
        await page
          .locator("[data-testid=voice-status]:is([data-voice=ready], [data-voice=noVoice])")
          .waitFor();
        expect(await seriousAxeViolations(page, axeRulesFor(theme))).toEqual([]);
        await page.setViewportSize(phone);
        expect(await seriousAxeViolations(page, axeRulesFor(theme))).toEqual([]);
        await saveScreenshots(page, `voiceover-tool-${name}-${theme}`);
      }
    },
  );
});
