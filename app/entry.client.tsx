import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "./lib/i18n/interface-i18n";
import { defaultLocale, isLocale } from "./lib/i18n/locales";

/**
 * Resolves once the browser has painted a frame. Hydration is the page's longest task; run
 * after the first paint, it no longer holds back the server's HTML from the screen.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The page arrives rendered in its language (<html lang>); hydration needs the same catalogue,
// which the server already asked the browser to preload. Until it is in, the page is the server's
// HTML: links and forms work, nothing flashes. Without it (offline), the page stays that way.
const lang = document.documentElement.lang;
Promise.all([loadCatalogue(isLocale(lang) ? lang : defaultLocale), afterFirstPaint()]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The interface texts could not be loaded.", error),
);
