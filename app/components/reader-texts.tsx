import { useTranslation } from "react-i18next";
import { inReaderOrder, type BilingualText } from "~/lib/reader-order";

/** A text in English and Nepali, the reader's language first (Nepali first in नेपाली). */
export function ReaderTexts({
  value,
  className = "",
}: {
  value: BilingualText;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <div className={`space-y-1 ${className}`}>
      {inReaderOrder(i18n.language, value).map(({ text, lang }, index) => (
        <p
          key={lang}
          lang={lang}
          className={index === 0 ? "" : "text-slate-700 dark:text-slate-300"}
        >
          {text}
        </p>
      ))}
    </div>
  );
}

/** A titled part of an item's details; the dictionary and the study lists share it. */
export function ContentSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section data-testid={testId}>
      <h3 className="text-base font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}
