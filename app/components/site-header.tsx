import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import type { Locale } from "~/lib/i18n/locales";
import type { ThemePreference } from "~/lib/theme";
import { AccountLinks } from "./account-links";
import { ExternalLink } from "./external-link";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { primaryLinks, subscribeUrl, type SocialLinks } from "./navigation";
import { ThemeToggle } from "./theme-toggle";
import { ToolsMenu } from "./tools-menu";
import { YouTubeIcon } from "./icons";

export function SiteHeader({
  theme,
  locale,
  social,
  signedIn = false,
}: {
  theme: ThemePreference;
  locale: Locale;
  social?: SocialLinks;
  /** Signed in: a Dashboard link instead of Sign In and Sign Up. */
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  // The channel comes from configuration; if the root loader failed there is none to link to.
  const subscribeHref = social && subscribeUrl(social.youtube);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to="/"
          className="mr-2 flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-focus"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-lg font-bold text-white"
          >
            上
          </span>
          <span className="text-lg font-bold tracking-tight">{t("site.name")}</span>
        </Link>
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryLinks.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 xl:px-3 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-focus aria-[current=page]:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:text-brand-100"
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li>
              <ToolsMenu />
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher locale={locale} />
          <ThemeToggle preference={theme} />
          <div className="hidden items-center gap-1 lg:flex xl:gap-2">
            {subscribeHref && (
              <ExternalLink
                href={subscribeHref}
                className="inline-flex items-center gap-1.5 rounded-md bg-red-700 p-2 text-sm font-medium whitespace-nowrap text-white xl:px-3 hover:bg-red-800"
              >
                <YouTubeIcon className="h-4 w-4" />
                {/* From 1024 px the bar is full: the icon alone, its words still its name. */}
                <span className="max-xl:sr-only">{t("nav.subscribe")}</span>
              </ExternalLink>
            )}
            <AccountLinks signedIn={signedIn} layout="bar" />
          </div>
          <MobileMenu subscribeHref={subscribeHref} signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
