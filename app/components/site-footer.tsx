import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExternalLink } from "./external-link";
import { toolLinks } from "./navigation";

/** Licences of the reference data our facts come from (see /about#credits for the detail). */
const dataLicences = [
  { name: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
  { name: "CC BY-SA 3.0", href: "https://creativecommons.org/licenses/by-sa/3.0/" },
  { name: "EDRDG", href: "https://www.edrdg.org/edrdg/licence.html" },
];

/** `year` comes from the server's clock, so server and browser render the same text. */
export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    // Below 1024 px the floating quiz button sits at the bottom right: room for it under the last line.
    <footer className="border-t border-slate-200 bg-slate-50 pb-16 lg:pb-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:flex-row sm:items-start sm:justify-between dark:text-slate-300">
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">
            {t("site.name")} · <span lang="ja">{t("site.slogan")}</span>
          </p>
          <p className="mt-1">{t("footer.tagline")}</p>
          <p className="mt-1">{t("footer.rights", { year })}</p>
        </div>
        <nav aria-labelledby="footer-tools">
          <h2 id="footer-tools" className="font-semibold text-slate-900 dark:text-white">
            {t("footer.tools")}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-1">
            {toolLinks.map(({ to, tool }) => (
              <li key={to}>
                <Link to={to} className="underline-offset-2 hover:underline">
                  {t(`tools.${tool}.name`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.credits")} className="flex flex-col gap-2 sm:items-end">
          <Link to="/about#credits" className="underline underline-offset-2 hover:no-underline">
            {t("footer.credits")}
          </Link>
          <p>
            {t("footer.dataLicences")}:{" "}
            {dataLicences.map((licence, index) => (
              <span key={licence.name}>
                {index > 0 && " · "}
                <ExternalLink
                  href={licence.href}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {licence.name}
                </ExternalLink>
              </span>
            ))}
          </p>
        </nav>
      </div>
    </footer>
  );
}
