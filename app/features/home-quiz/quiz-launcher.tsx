import { useCallback, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { defaultLocale, isLocale, type Locale } from "~/lib/i18n/locales";
import type { QuizDialogProps, QuizLaunch } from "./quiz-dialog";
import { loadQuizTexts, type QuizTexts } from "./quiz-texts";

type Loaded = { Dialog: ComponentType<QuizDialogProps>; texts: QuizTexts; locale: Locale };

const loadDialog = () => import("./quiz-dialog").then((module) => module.QuizDialog);

/**
 * Opens the quiz dialog from any button. The dialog's code (Radix's dialog, the quiz) and its
 * texts in the page's language are fetched on the first open, or earlier when the pointer or
 * focus reaches a button (`preload`); a page's first load carries none of it. The dialog closes
 * when the path changes (the placement result links to a level hub).
 */
export function useQuizLauncher() {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const { pathname } = useLocation();
  const [request, setRequest] = useState<{
    launch: QuizLaunch;
    path: string;
    opener: HTMLElement | null;
  } | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const ready = loaded?.locale === locale ? loaded : null;
  const open = request !== null && request.path === pathname;

  const launch = (next: QuizLaunch) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest({ launch: next, path: pathname, opener });
    setFailed(false);
    if (ready) return;
    Promise.all([loadDialog(), loadQuizTexts(locale)]).then(
      ([Dialog, texts]) => setLoaded({ Dialog, texts, locale }),
      () => {
        // Offline or a new deployment: say so where the learner pressed.
        setRequest(null);
        setFailed(true);
      },
    );
  };

  const preload = useCallback(() => {
    loadDialog().catch(() => {});
    loadQuizTexts(locale).catch(() => {});
  }, [locale]);

  const dialog =
    open && ready ? (
      <ready.Dialog
        texts={ready.texts}
        launch={request.launch}
        returnFocusTo={request.opener}
        onClose={() => setRequest(null)}
      />
    ) : null;

  return { launch, preload, dialog, opening: open && !ready, failed };
}
