import { data, redirect } from "react-router";
import { z } from "zod";
import { localeCookie, locales } from "~/lib/i18n/locales";
import { sameSitePath } from "~/lib/same-site-path";
import type { Route } from "./+types/preferences.language";

const formSchema = z.object({
  locale: z.enum(locales),
  // Only paths on this site: never an open redirect to somebody else's.
  redirectTo: z.unknown().transform((value) => sameSitePath(value) ?? "/"),
});

export async function action({ request }: Route.ActionArgs) {
  const form = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) {
    return data({ error: "Unsupported language" }, { status: 400 });
  }
  return redirect(form.data.redirectTo, {
    headers: { "Set-Cookie": localeCookie(form.data.locale) },
  });
}

export function loader() {
  return redirect("/");
}
