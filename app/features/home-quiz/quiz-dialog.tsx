// The "Japanese Quiz" dialog, loaded when a learner opens it (never part of a page's first load).
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { CloseIcon } from "~/components/icons";
import type { JlptLevel } from "~/lib/jlpt";
import { PlacementFlow } from "./placement-flow";
import { QuizFlow } from "./quiz-flow";
import type { QuizTexts } from "./quiz-texts";

export type QuizLaunch = { mode: "quiz"; level: JlptLevel } | { mode: "placement" };

export type QuizDialogProps = {
  texts: QuizTexts;
  launch: QuizLaunch;
  onClose: () => void;
  /** The button that opened the dialog: focus goes back there when it closes. */
  returnFocusTo: HTMLElement | null;
};

// Radix's scroll lock (react-remove-scroll) adds <style> elements, which our CSP admits only with
// the page's nonce (app/server/security.ts). Its style helper (get-nonce) reads the nonce from
// __webpack_nonce__; the page's own scripts carry it (the property, not the hidden attribute).
if (typeof document !== "undefined") {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) Object.assign(globalThis, { __webpack_nonce__: nonce });
}

/**
 * Radix's dialog: focus moves in and stays inside (Tab cycles), Escape and the close button
 * close it, focus returns to the button that opened it, the page behind is inert to screen
 * readers and does not scroll. Rendered only while open: closed, there is nothing.
 */
export function QuizDialog({ texts, launch, onClose, returnFocusTo }: QuizDialogProps) {
  // The placement result can start a level's quiz in the same dialog; a new key starts it fresh.
  const [current, setCurrent] = useState<QuizLaunch & { key: number }>({ ...launch, key: 0 });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          // Radix returns focus to its own trigger; ours are buttons on the page, opened by code.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo?.isConnected) returnFocusTo.focus();
          }}
          data-testid="quiz-dialog"
          className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
            <Dialog.Title className="text-xl font-bold">{texts.title}</Dialog.Title>
            <Dialog.Close
              aria-label={texts.closeDialog}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <CloseIcon className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 pt-4 sm:px-6">
            <div className="pb-4">
              {current.mode === "quiz" ? (
                <QuizFlow
                  key={current.key}
                  texts={texts}
                  level={current.level}
                  onClose={onClose}
                  onPlacement={() => setCurrent({ mode: "placement", key: current.key + 1 })}
                />
              ) : (
                <PlacementFlow
                  key={current.key}
                  texts={texts}
                  onClose={onClose}
                  onStartQuiz={(level) => setCurrent({ mode: "quiz", level, key: current.key + 1 })}
                />
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
