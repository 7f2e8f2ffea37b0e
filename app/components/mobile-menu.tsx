import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { AccountLinks } from "./account-links";
import { ExternalLink } from "./external-link";
import { CloseIcon, MenuIcon } from "./icons";
import { primaryLinks, toolLinks } from "./navigation";
import { usePathScopedOpen } from "./use-path-scoped-open";

const itemClass =
  "block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-slate-100 dark:hover:bg-slate-800 aria-[current=page]:text-brand-700 dark:aria-[current=page]:text-brand-100";

/** The menu below the desktop breakpoint: a disclosure panel under the bar. */
export function MobileMenu({
  subscribeHref,
  signedIn = false,
}: {
  subscribeHref?: string;
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = usePathScopedOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        onClick={() => setOpen(!open)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={t("nav.label")}>
          <ul className="space-y-1 pt-3">
            {primaryLinks.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end className={itemClass}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            {t("nav.tools")}
          </h2>
          <ul className="mt-1 space-y-1">
            {toolLinks.map(({ to, tool }) => (
              <li key={to}>
                <NavLink to={to} className={itemClass}>
                  {t(`tools.${tool}.name`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <AccountLinks signedIn={signedIn} layout="menu" />
          {subscribeHref && (
            <ExternalLink
              href={subscribeHref}
              className="col-span-2 rounded-md bg-red-700 px-3 py-2 text-center font-medium text-white"
            >
              {t("nav.subscribe")}
            </ExternalLink>
          )}
        </div>
      </div>
    </>
  );
}
