// Any origin would do: it only lets the URL parser tell a path on this site from anything else.
const ownOrigin = "http://this-site.invalid";
const maxPathLength = 2_048;

/**
 * The path to send a reader back to after a form on this site, or undefined when `value` is not
 * a path on this site. It is parsed the way browsers parse a Location header (where tabs and line
 * breaks vanish and `\` means `/`, so `/\t/evil.example` is another site), must keep our origin,
 * and comes back in its parsed, percent-encoded form: safe to put in a header as it is.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > maxPathLength) {
    return undefined;
  }
  // Control characters and backslashes are never part of a link we make.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ownOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== ownOrigin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
