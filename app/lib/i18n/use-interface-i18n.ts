import { useEffect, useMemo, useState } from "react";
import { createI18n, hasCatalogue, heldLocale, loadCatalogue } from "./interface-i18n";
import type { Locale } from "./locales";

/**
 * The interface in the wanted language. Its catalogue is normally held already: the server holds
 * all, the browser loads the page's before hydrating and the language switcher loads the chosen
 * one before it asks the server. Should a page arrive in a language not loaded yet, the texts stay
 * in the current language until the catalogue is in, then switch at once, never showing raw keys.
 */
export function useInterfaceI18n(wanted: Locale) {
  const [shown, setShown] = useState(() => heldLocale(wanted));
  if (shown !== wanted && hasCatalogue(wanted)) setShown(wanted);

  useEffect(() => {
    if (hasCatalogue(wanted)) return;
    let current = true;
    loadCatalogue(wanted).then(
      () => current && setShown(wanted),
      () => {}, // Offline: the page keeps the language it has.
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const i18n = useMemo(() => createI18n(shown), [shown]);
  return { i18n, locale: shown };
}
