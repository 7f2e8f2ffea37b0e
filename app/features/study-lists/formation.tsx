import { useTranslation } from "react-i18next";
import type { FormationPart } from "~/server/db/schema";

/**
 * How a pattern is built, one line per way: "Verb (ます-stem) + ながら" in the reader's
 * language; fixed text stays Japanese.
 */
export function Formation({ ways }: { ways: FormationPart[][] }) {
  const { t } = useTranslation();
  const label = (part: FormationPart) => {
    if ("text" in part) return <span lang="ja">{part.text}</span>;
    // The content schema allows only known words and forms; an unknown one shows as written.
    const word = t(`contentDetails.words.${part.word}`, { defaultValue: part.word });
    const form = part.form && t(`contentDetails.forms.${part.form}`, { defaultValue: part.form });
    return (
      <span>
        {word}
        {form && <span className="text-slate-600 dark:text-slate-400"> ({form})</span>}
      </span>
    );
  };
  return (
    <ul className="space-y-2" data-testid="formation">
      {ways.map((parts, index) => (
        <li
          key={index}
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-lg dark:bg-slate-800/60"
        >
          {parts.map((part, i) => (
            <span key={i} className="contents">
              {i > 0 && (
                <span aria-hidden="true" className="text-slate-500">
                  +
                </span>
              )}
              <span className="rounded bg-white px-2 py-0.5 dark:bg-slate-900">{label(part)}</span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
