/** What a route declares about its page through `handle`: body class (CONTRACT.md), styles and caching. */
export interface PageHandle {
  bodyClass?: string;
  /** The route's own stylesheets, written into the document's head (see root.tsx). */
  styles?: StyleSheet[];
}

/** A stylesheet inlined into the page: `css` is its text (a Vite `?inline` import), `id` names it once. */
export interface StyleSheet {
  id: string;
  css: string;
}

function asHandle(handle: unknown): PageHandle {
  return handle && typeof handle === 'object' ? (handle as PageHandle) : {};
}

export function bodyClassFrom(handles: unknown[]): string {
  const classes = handles.map((handle) => asHandle(handle).bodyClass).filter((value): value is string => Boolean(value));
  return classes.join(' ');
}

/** The stylesheets the matched routes ask for, outermost first, each once. */
export function stylesFrom(handles: unknown[]): StyleSheet[] {
  const sheets = new Map<string, StyleSheet>();
  for (const handle of handles) {
    for (const sheet of asHandle(handle).styles ?? []) if (!sheets.has(sheet.id)) sheets.set(sheet.id, sheet);
  }
  return [...sheets.values()];
}
