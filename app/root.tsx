import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { NotFound } from "./components/not-found";
import { useNonce } from "./components/nonce";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ErrorPanel } from "./components/error-panel";
import { QuickQuizButton } from "./features/home-quiz/quick-quiz-button";
import { getTranslator, heldLocale } from "./lib/i18n/interface-i18n";
import { defaultLocale, readCookie, resolveLocale } from "./lib/i18n/locales";
import { useInterfaceI18n } from "./lib/i18n/use-interface-i18n";
import { parseThemePreference, themeBootScript, themeCookieName } from "./lib/theme";
import { isSignedIn, requesterContext } from "./server/auth/accounts-context.server";
import { servicesContext } from "./server/context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, accounts, logger } = context.get(servicesContext);
  return {
    signedIn: await isSignedIn(accounts, context.get(requesterContext), logger),
    locale: resolveLocale(request),
    year: new Date().getFullYear(),
    theme: parseThemePreference(readCookie(request.headers.get("cookie"), themeCookieName)),
    social: {
      youtube: env.YOUTUBE_CHANNEL_URL,
      facebook: env.FACEBOOK_URL,
      instagram: env.INSTAGRAM_URL,
    },
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export type RootData = Awaited<ReturnType<typeof loader>>;

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const t = getTranslator(heldLocale(loaderData?.locale ?? defaultLocale));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? t("notFound.metaTitle") : t("error.title") }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const { i18n, locale } = useInterfaceI18n(data?.locale ?? defaultLocale);
  const nonce = useNonce();
  const t = i18n.t;
  // Marks the moment the page became interactive (used by browser tests and handy in devtools).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Names the page React has finished drawing. The address changes before a client-side
  // navigation commits the new page, so browser tests wait on this instead of the URL.
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shown = `${pathname}${search}`;
  }, [pathname, search]);

  return (
    // The boot script may add "dark" before React hydrates; that difference is intended.
    <html
      lang={locale}
      className={data?.theme === "dark" ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {/* With a precedence React puts the stylesheet first in <head>, ahead of the script
            preloads, so the browser fetches what the first paint waits for before anything else. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nextProvider i18n={i18n}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
          >
            {t("site.skipToContent")}
          </a>
          <SiteHeader
            theme={data?.theme ?? "system"}
            locale={locale}
            social={data?.social}
            signedIn={data?.signedIn}
          />
          <main id="main" className="flex-1 pt-16">
            {children}
          </main>
          <SiteFooter year={data?.year ?? new Date().getFullYear()} />
          <QuickQuizButton />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPanel />;
}
