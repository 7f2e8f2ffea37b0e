import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

/** A link to another site: always a new tab, never handing our page to the opened one. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t("nav.newTab")}</span>
    </a>
  );
}
