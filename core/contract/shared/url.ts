/**
 * The URL `text` names, resolved against `base` when given; undefined when it names none. For text the
 * page does not control (a referrer, a link in a server answer): `new URL` inside try/catch, since
 * `URL.parse` is missing from browsers still in use (Safari before 18, Chrome before 126).
 */
export function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}
