import { useTranslation } from "react-i18next";
import { useReaderDigits } from "~/components/use-reader-digits";

/** The item's difficulty, 1–5, computed when the content was loaded (content/README.md). */
export function DifficultyBadge({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const digits = useReaderDigits();
  if (value === null) return null;
  return (
    <span
      data-testid="difficulty"
      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    >
      {t("contentDetails.difficulty", { value: digits(value) })}
    </span>
  );
}
