import "i18next";
import type { Messages } from "./messages/en";

// Typed keys: t("a.missing.key") fails the type check instead of showing a raw key to learners.
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Messages };
    returnNull: false;
  }
}
