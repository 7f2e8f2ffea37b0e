export type ThemePreference = "light" | "dark" | "system";
export const themeCookieName = "theme";

export function parseThemePreference(value: string | undefined): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

export function themeCookie(theme: "light" | "dark"): string {
  return `${themeCookieName}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Runs in <head> before the body is painted, so the page never flashes the wrong theme:
 * a remembered choice wins, otherwise the system setting decides.
 */
export const themeBootScript = `(function(){try{var m=document.cookie.match(/(?:^|; )${themeCookieName}=(light|dark)/);var d=m?m[1]==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d)}catch(e){}})();`;
