import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useParams } from "react-router";
import { ErrorPanel } from "~/components/error-panel";
import { NotFound } from "~/components/not-found";
import { levelFromParam, levelPath } from "~/lib/jlpt";
import type { LoadFailureReason, StudyListErrorData } from "./load-failure";
import type { StudyListKind } from "./study-list-kinds";

const retry = () => window.location.reload();

const retryClass =
  "rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

/**
 * What a list page shows when it cannot load (spec §8): for vocabulary the "Connection Error"
 * page, for grammar and kanji a one-line message; each with a Retry that reloads the page.
 * An unknown level or page is the 404 page; anything else the site's error page.
 */
export function StudyListFailure({ kind, error }: { kind: StudyListKind; error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    const reason = (error.data as StudyListErrorData | undefined)?.reason;
    if (error.status === 503 && reason) {
      return kind === "vocabulary" ? (
        <ConnectionError reason={reason} />
      ) : (
        <LoadFailed kind={kind} />
      );
    }
  }
  return <ErrorPanel />;
}

function ConnectionError({ reason }: { reason: LoadFailureReason }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" data-testid="connection-error">
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8 dark:border-red-900 dark:bg-red-950/40">
        <h1 className="text-2xl font-bold text-red-900 sm:text-3xl dark:text-red-100">
          {t("studyLists.connectionError.title")}
        </h1>
        <p className="mt-3 text-slate-800 dark:text-slate-200">
          {t(`studyLists.connectionError.${reason}`)}
        </p>
        <h2 className="mt-6 font-semibold">{t("studyLists.connectionError.stepsHeading")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800 dark:text-slate-200">
          <li>{t("studyLists.connectionError.checkConnection")}</li>
          <li>{t("studyLists.connectionError.refresh")}</li>
          <li>{t("studyLists.connectionError.wait")}</li>
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button type="button" onClick={retry} className={retryClass}>
            {t("studyLists.retry")}
          </button>
          <BackToLevel />
        </div>
      </div>
    </section>
  );
}

function LoadFailed({ kind }: { kind: Exclude<StudyListKind, "vocabulary"> }) {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
      data-testid="load-failed"
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{t(`studyLists.${kind}.loadFailed`)}</h1>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button type="button" onClick={retry} className={retryClass}>
          {t("studyLists.retry")}
        </button>
        <BackToLevel />
      </div>
    </section>
  );
}

function BackToLevel() {
  const { t } = useTranslation();
  const level = levelFromParam(useParams().level);
  if (!level) return null;
  return (
    <Link
      to={levelPath(level)}
      className="font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      ← {t("studyLists.backToLevel", { level })}
    </Link>
  );
}
