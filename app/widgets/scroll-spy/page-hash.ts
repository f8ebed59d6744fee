/**
 * Sets the address's hash without a new history entry and without the browser's jump; `null` clears it.
 * The history state is kept (a hydrated page's router keeps its own there).
 */
export function replaceHash(win: Window, id: string | null): void {
  const { pathname, search, hash } = win.location;
  const next = id ? `#${encodeURIComponent(id)}` : '';
  if (hash === next) return;
  win.history.replaceState(win.history.state, '', `${pathname}${search}${next}`);
}

/** The id in the address's hash, or null. */
export function currentHashId(win: Window): string | null {
  const { hash } = win.location;
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
