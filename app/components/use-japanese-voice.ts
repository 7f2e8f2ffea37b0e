import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { chooseJapaneseVoice, clampRate, japaneseLang, splitForSpeech } from "~/lib/speech";

export type JapaneseVoiceState =
  | { status: "checking" }
  | { status: "unsupported" }
  | { status: "noVoice" }
  | { status: "ready"; voice: SpeechSynthesisVoice };

/**
 * Browsers fill their voice list some time after the page loads (Chrome fires voiceschanged;
 * one without voices never does), so "no Japanese voice" is only said after this long.
 */
const voiceWaitMs = 1500;

const checking: JapaneseVoiceState = { status: "checking" };
let snapshot: JapaneseVoiceState = checking;
let watching = false;
const listeners = new Set<() => void>();

function publish(next: JapaneseVoiceState) {
  const same =
    next.status === snapshot.status &&
    (next.status !== "ready" || (snapshot.status === "ready" && snapshot.voice === next.voice));
  if (same) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function synthesis(): SpeechSynthesis | undefined {
  if (typeof window === "undefined") return undefined;
  const synth = window.speechSynthesis as SpeechSynthesis | null | undefined;
  if (!synth || typeof window.SpeechSynthesisUtterance !== "function") return undefined;
  return synth;
}

/** One watcher of the browser's voices for the whole page, however many buttons use it. */
function watchVoices() {
  if (watching) return;
  watching = true;
  const synth = synthesis();
  if (!synth) {
    publish({ status: "unsupported" });
    return;
  }
  let waited = false;
  const update = () => {
    const voices = synth.getVoices();
    const voice = chooseJapaneseVoice(voices);
    if (voice) publish({ status: "ready", voice });
    else if (voices.length > 0 || waited) publish({ status: "noVoice" });
  };
  // Keep listening: a voice installed or downloaded later still turns the buttons on.
  if (typeof synth.addEventListener === "function") {
    synth.addEventListener("voiceschanged", update);
  } else {
    (synth as { onvoiceschanged: (() => void) | null }).onvoiceschanged = update;
  }
  update();
  setTimeout(() => {
    waited = true;
    update();
  }, voiceWaitMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watchVoices();
  return () => listeners.delete(listener);
}

/**
 * The Japanese voice this browser offers. The server and the first render in the browser say
 * "checking", so the HTML matches; the real state follows right after hydration.
 */
export function useJapaneseVoice(): JapaneseVoiceState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => checking,
  );
}

/**
 * Speaks Japanese text with the given voice and speed, and says whether this caller's speech is
 * still playing. Starting new speech (here or anywhere on the page) stops what was playing.
 */
export function useSpeaker(voice: SpeechSynthesisVoice | null) {
  const [speaking, setSpeaking] = useState(false);
  // Holds the utterances being spoken: Chrome may drop an unreferenced utterance's events.
  const current = useRef<{ utterances: SpeechSynthesisUtterance[] } | null>(null);

  const stop = useCallback(() => {
    if (current.current) synthesis()?.cancel();
    current.current = null;
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (text: string, rate: number) => {
      const synth = synthesis();
      const pieces = splitForSpeech(text);
      if (!synth || !voice || pieces.length === 0) return;
      synth.cancel();
      const token = { utterances: [] as SpeechSynthesisUtterance[] };
      current.current = token;
      const finished = () => {
        if (current.current !== token) return;
        current.current = null;
        setSpeaking(false);
      };
      pieces.forEach((piece, index) => {
        const utterance = new SpeechSynthesisUtterance(piece);
        utterance.lang = japaneseLang;
        utterance.voice = voice;
        utterance.rate = clampRate(rate);
        // An interrupted or failed piece ends the whole reading; the last piece ends it normally.
        utterance.onerror = finished;
        if (index === pieces.length - 1) utterance.onend = finished;
        token.utterances.push(utterance);
        synth.speak(utterance);
      });
      setSpeaking(true);
    },
    [voice],
  );

  // Leaving the page (or removing the button) stops its speech.
  useEffect(
    () => () => {
      if (current.current) synthesis()?.cancel();
    },
    [],
  );

  return { speaking, speak, stop };
}
