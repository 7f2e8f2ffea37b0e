import { useTranslation } from "react-i18next";
import { speechRate } from "~/lib/speech";
import { SpeakerIcon } from "./icons";
import { useJapaneseVoice, useSpeaker } from "./use-japanese-voice";

type ListenButtonProps = {
  /** The Japanese text to speak. */
  text: string;
  /** Speed, 0.5–1.5 (normal: 1). */
  rate?: number;
  /** What screen readers hear after "Listen" (default: the text itself). */
  label?: string;
  className?: string;
};

/**
 * A small "Listen" button that reads a Japanese line aloud with the browser's Japanese voice.
 * Without one (or before the browser has said which voices it has, and on the server) it stays
 * in place but disabled, and its title says why.
 */
export function ListenButton({
  text,
  rate = speechRate.default,
  label,
  className = "",
}: ListenButtonProps) {
  const { t } = useTranslation();
  const voice = useJapaneseVoice();
  const ready = voice.status === "ready";
  const { speaking, speak, stop } = useSpeaker(ready ? voice.voice : null);
  // Why it is disabled: checking, unsupported or noVoice, each worded in the catalogue.
  const reason = ready ? undefined : t(`voice.listen.${voice.status}`);

  return (
    <button
      type="button"
      // aria-disabled instead of disabled: it stays focusable, so the reason can be read.
      aria-disabled={ready ? undefined : true}
      data-speaking={speaking ? "true" : undefined}
      title={reason}
      data-voice={voice.status}
      onClick={() => {
        if (!ready) return;
        if (speaking) stop();
        else speak(text, rate);
      }}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-600 aria-disabled:hover:bg-transparent data-speaking:bg-brand-700 data-speaking:text-white dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800 dark:aria-disabled:border-slate-600 dark:aria-disabled:text-slate-300 dark:data-speaking:bg-brand-100 dark:data-speaking:text-slate-900 ${className}`}
    >
      <SpeakerIcon className="h-4 w-4" />
      {speaking ? t("voice.listen.stop") : t("voice.listen.listen")}
      <span className="sr-only">
        : <span lang={label ? undefined : "ja"}>{label ?? text}</span>
      </span>
    </button>
  );
}
