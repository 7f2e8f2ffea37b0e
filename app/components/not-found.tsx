import { useTranslation } from "react-i18next";
import { MessagePage } from "./message-page";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      code="404"
      title={t("notFound.title")}
      body={t("notFound.body")}
      homeLabel={t("notFound.home")}
    />
  );
}
