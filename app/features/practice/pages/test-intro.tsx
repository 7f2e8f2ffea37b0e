// The frame both test pages share: the page with its way back to the level, and the intro card
// (title, what the test holds, a failure to load, the start button).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PracticeLevel } from "../question";
import { primaryButton } from "./marking-panel";
import { levelName } from "./practice-table";

export function TestPage({ level, children }: { level: PracticeLevel; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={`/practice-test/${level}`}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← {t("practice.levelTitle", { level: levelName(level) })}
      </Link>
      {children}
    </div>
  );
}

export function TestIntro({
  title,
  loading,
  failed,
  startLabel,
  onStart,
  children,
}: {
  title: string;
  loading: boolean;
  /** The questions could not be loaded: said above the start button, which tries again. */
  failed: boolean;
  startLabel: string;
  onStart: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
      {failed && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {t("practice.intro.failed")}
        </p>
      )}
      <button
        type="button"
        onClick={onStart}
        data-testid="start-test"
        disabled={loading}
        aria-busy={loading}
        className={`mt-6 ${primaryButton}`}
      >
        {loading ? t("practice.intro.loading") : startLabel}
      </button>
    </section>
  );
}
