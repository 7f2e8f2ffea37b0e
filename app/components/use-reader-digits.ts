import { useTranslation } from "react-i18next";
import { toDevanagariDigits } from "~/lib/calendars/numerals";

/** Numbers in the interface language's digits: २४ in Nepali, 24 otherwise. */
export function useReaderDigits() {
  const { i18n } = useTranslation();
  return (value: number | string) =>
    i18n.language === "ne" ? toDevanagariDigits(String(value)) : String(value);
}
