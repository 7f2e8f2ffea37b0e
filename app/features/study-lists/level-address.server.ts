import { redirect } from "react-router";
import { levelFromParam, levelPath, type JlptLevel } from "~/lib/jlpt";

/**
 * The level a URL names, read in any case. Our addresses spell levels in lower case; a URL that
 * spells the address another way (/resources/jlpt/N5, /Resources/JLPT/n5/Vocabulary) is
 * redirected for good (301) to the lower-case address, query included, so links typed or
 * copied with a capital N still work and search engines keep one address per page.
 * Undefined when the URL names no level.
 */
export function levelOfUrl(
  request: Request,
  levelParam: string | undefined,
  /** The rest of the canonical path after the level, e.g. "/vocabulary". */
  rest = "",
): JlptLevel | undefined {
  const level = levelFromParam(levelParam?.toLowerCase());
  if (!level) return undefined;
  const url = new URL(request.url);
  const canonical = `${levelPath(level)}${rest}`;
  // A navigation in the browser asks for the same path with .data added.
  if (url.pathname.replace(/\.data$/, "") !== canonical) {
    throw redirect(`${canonical}${url.search}`, 301);
  }
  return level;
}
