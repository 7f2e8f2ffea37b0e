import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExampleLine } from "~/components/example-line";
import { ExternalLink } from "~/components/external-link";
import { PageHero } from "~/components/search-hero";
import { useJapaneseVoice, useSpeaker } from "~/components/use-japanese-voice";
import { clampRate, speechRate } from "~/lib/speech";
import { localDigits } from "./local-digits";
import { maxVoiceTextLength, type VoiceSample } from "./voice-samples";
import type { VoiceoverToolData } from "./voiceover.server";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";
const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900";

export function VoiceoverToolPage({ data }: { data: VoiceoverToolData }) {
  const { t, i18n } = useTranslation();
  const voice = useJapaneseVoice();
  const ready = voice.status === "ready";
  const { speaking, speak, stop } = useSpeaker(ready ? voice.voice : null);
  const [text, setText] = useState("");
  const [rate, setRate] = useState<number>(speechRate.default);
  const [hint, setHint] = useState<string | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const ids = { text: useId(), hint: useId(), speed: useId(), speedValue: useId() };
  const rateLabel = t("voice.speedValue", { rate: localDigits(rate, i18n.language, 1) });

  const play = () => {
    if (text.trim() === "") {
      setHint(t("voice.typeFirst"));
      textBox.current?.focus();
      return;
    }
    setHint(null);
    speak(text, rate);
  };

  const takeSample = (sample: VoiceSample) => {
    setText(sample.japanese);
    setHint(null);
    textBox.current?.focus();
  };

  return (
    <>
      <PageHero title={t("voice.title")} subtitle={t("voice.subtitle")} />

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="voice-tool-heading"
          // On wide screens the tool stays in view while the samples scroll by.
          className={`${cardClass} self-start lg:sticky lg:top-20`}
        >
          <h2 id="voice-tool-heading" className="sr-only">
            {t("voice.title")}
          </h2>
          <VoiceStatus voice={voice} />
          <noscript>
            <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
              {t("voice.needsJavaScript")}
            </p>
          </noscript>

          <label htmlFor={ids.text} className="block font-semibold">
            {t("voice.textLabel")}
          </label>
          <textarea
            id={ids.text}
            ref={textBox}
            lang="ja"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() !== "") setHint(null);
            }}
            maxLength={maxVoiceTextLength}
            rows={6}
            placeholder={t("voice.placeholder")}
            aria-describedby={ids.hint}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <p id={ids.hint} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("voice.textHint", { max: localDigits(maxVoiceTextLength, i18n.language) })}
          </p>

          <div className="mt-5">
            <div className="flex items-baseline justify-between">
              <label htmlFor={ids.speed} className="font-semibold">
                {t("voice.speed")}
              </label>
              <output
                id={ids.speedValue}
                htmlFor={ids.speed}
                data-testid="voice-speed-value"
                className="font-semibold text-slate-800 tabular-nums dark:text-slate-200"
              >
                {rateLabel}
              </output>
            </div>
            <input
              id={ids.speed}
              type="range"
              min={speechRate.min}
              max={speechRate.max}
              step={speechRate.step}
              value={rate}
              aria-valuetext={rateLabel}
              onChange={(event) => setRate(clampRate(Number(event.target.value)))}
              className="mt-2 block w-full accent-brand-700"
            />
            <div
              aria-hidden="true"
              className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400"
            >
              <span>{t("voice.slow")}</span>
              <span>{t("voice.fast")}</span>
            </div>
          </div>

          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={play}
              disabled={!ready}
              className={`inline-flex min-w-32 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-600 ${focusRing}`}
            >
              <span aria-hidden="true">▶</span>
              {t("voice.play")}
            </button>
            <button
              type="button"
              onClick={stop}
              disabled={!speaking}
              className={`inline-flex min-w-32 items-center justify-center gap-2 rounded-lg border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
            >
              <span aria-hidden="true">■</span>
              {t("voice.stop")}
            </button>
          </div>
          <p
            role="status"
            data-testid="voice-hint"
            className="mt-3 min-h-6 text-sm text-red-700 dark:text-red-300"
          >
            {hint}
          </p>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="voice-samples-heading" className={cardClass}>
            <h2 id="voice-samples-heading" className="text-xl font-semibold">
              {t("voice.samplesHeading")}
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t("voice.samplesIntro")}</p>
            <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
              {data.samples.map((sample) => (
                <li
                  key={sample.id}
                  data-testid="voice-sample"
                  className="py-4 first:pt-0 last:pb-0"
                >
                  <ExampleLine {...sample} listen={{ rate }} />
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => takeSample(sample)}
                      className={`rounded py-1 text-sm font-medium text-slate-700 underline underline-offset-2 hover:no-underline dark:text-slate-200 ${focusRing}`}
                    >
                      {t("voice.useSample")}
                      <span className="sr-only">
                        : <span lang="ja">{sample.japanese}</span>
                      </span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          {data.externalToolUrl && (
            <section aria-labelledby="voice-external-heading" className={cardClass}>
              <h2 id="voice-external-heading" className="text-xl font-semibold">
                {t("voice.externalHeading")}
              </h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t("voice.externalBody")}</p>
              <ExternalLink
                href={data.externalToolUrl}
                data-testid="voice-external-tool"
                className={`mt-4 inline-flex items-center justify-center rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white ${focusRing}`}
              >
                {t("voice.openExternal")}
              </ExternalLink>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

function VoiceStatus({ voice }: { voice: ReturnType<typeof useJapaneseVoice> }) {
  const { t } = useTranslation();
  const problem =
    voice.status === "unsupported"
      ? { title: t("voice.unsupportedTitle"), help: t("voice.unsupportedHelp") }
      : voice.status === "noVoice"
        ? { title: t("voice.noVoiceTitle"), help: t("voice.noVoiceHelp") }
        : null;
  return (
    <div role="status" data-testid="voice-status" data-voice={voice.status} className="mb-4">
      {problem ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-1 text-sm">{problem.help}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {voice.status === "ready"
            ? t("voice.voiceReady", { name: voice.voice.name })
            : t("voice.checking")}
        </p>
      )}
    </div>
  );
}
