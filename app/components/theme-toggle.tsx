import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { themeCookie, themeCookieName, type ThemePreference } from "~/lib/theme";
import { MoonIcon, SunIcon } from "./icons";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const isDarkNow = () => document.documentElement.classList.contains("dark");

/** A switch between light and dark; until it is used, the system setting decides (live). */
export function ThemeToggle({ preference }: { preference: ThemePreference }) {
  const { t } = useTranslation();
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => preference === "dark");

  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (!new RegExp(`(?:^|; )${themeCookieName}=`).test(document.cookie)) {
        document.documentElement.classList.toggle("dark", query.matches);
      }
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);

  const toggle = () => {
    const next = dark ? "light" : "dark";
    document.cookie = themeCookie(next);
    document.documentElement.classList.toggle("dark", next === "dark");
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t("theme.dark")}
      title={t("theme.dark")}
      onClick={toggle}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
