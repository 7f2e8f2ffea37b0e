import { useTranslation } from "react-i18next";

/** The start, finish and retry buttons of the practice pages. */
export const primaryButton =
  "rounded-xl bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait disabled:opacity-70";

/**
 * A finished test while the server marks it, or when marking failed: the answers stay in the page
 * and Finish sends them again.
 */
export function MarkingPanel({
  title,
  marking,
  onRetry,
}: {
  title: string;
  /** True while the answers are on their way or being marked. */
  marking: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {marking ? (
        <p role="status">{t("practice.test.finishing")}</p>
      ) : (
        <div role="alert" className="space-y-3">
          <p className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
            {t("practice.test.markFailed")}
          </p>
          <button type="button" className={primaryButton} onClick={onRetry}>
            {t("practice.test.finish")}
          </button>
        </div>
      )}
    </div>
  );
}
