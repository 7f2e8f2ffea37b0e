// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * NUL and the other control characters: never part of an id, a name or a path we make, and
 * PostgreSQL refuses NUL in text outright, so input carrying one is refused where it arrives.
 */
export function hasControlCharacters(text: string): boolean {
  return controlCharacters.test(text);
}
