import { useTranslation } from "react-i18next";
import { MessagePage } from "./message-page";

export function ErrorPanel() {
  const { t } = useTranslation();
  return (
    <MessagePage
      code="500"
      title={t("error.title")}
      body={t("error.body")}
      homeLabel={t("error.home")}
    />
  );
}
