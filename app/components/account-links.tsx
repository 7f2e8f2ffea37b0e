import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const styles = {
  bar: {
    secondary:
      "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 xl:px-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-slate-200 dark:hover:bg-slate-800",
    primary:
      "rounded-md bg-brand-700 px-2 py-2 text-sm font-medium whitespace-nowrap text-white xl:px-3 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
  },
  menu: {
    secondary:
      "rounded-md border border-slate-300 px-3 py-2 text-center font-medium dark:border-slate-600",
    primary: "rounded-md bg-brand-700 px-3 py-2 text-center font-medium text-white",
  },
} as const;

/** Sign In and Sign Up for visitors (spec part 1 §2); the dashboard for a signed-in student. */
export function AccountLinks({ signedIn, layout }: { signedIn: boolean; layout: "bar" | "menu" }) {
  const { t } = useTranslation();
  const style = styles[layout];
  if (signedIn) {
    return (
      <Link to="/dashboard" className={`${style.primary} ${layout === "menu" ? "col-span-2" : ""}`}>
        {t("nav.dashboard")}
      </Link>
    );
  }
  return (
    <>
      <Link to="/login" className={style.secondary}>
        {t("nav.signIn")}
      </Link>
      <Link to="/login?mode=signup" className={style.primary}>
        {t("nav.signUp")}
      </Link>
    </>
  );
}
