/** What a route declares about its page through `handle`: body class (docs/contract.md), styles and caching. */
export interface PageHandle {
  bodyClass?: string;
  /** Classes the page adds from what its loader read (a product page's `product-type-variable`). */
  bodyClassOf?: (loaderData: unknown) => string | undefined;
  /** The route's own stylesheets, written into the document's head (see root.tsx). */
  styles?: StyleSheet[];
  /**
   * `false`: the page ships without React's browser runtime. Catalog and content pages have nothing for
   * it to do (links are plain anchors, the storefront module runs their behaviours), so they skip about
   * 115 kB of compressed JavaScript and the hydration payload.
   */
  hydrate?: false;
  /** `admin`: the route writes its own page frame (header, navigation, main), not the shop's header and footer. */
  chrome?: 'admin';
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

/** The body's classes: each matched route's own, then those it adds from its loader's data (none without data, as on an error page). */
export function bodyClassOfMatches(matches: readonly { handle: unknown; loaderData: unknown }[]): string {
  const fromData = matches.map(({ handle, loaderData }) => (loaderData === undefined ? undefined : asHandle(handle).bodyClassOf?.(loaderData)));
  return [bodyClassFrom(matches.map((match) => match.handle)), ...fromData].filter((value): value is string => Boolean(value)).join(' ');
}

/** The stylesheets the matched routes ask for, outermost first, each once. */
export function stylesFrom(handles: unknown[]): StyleSheet[] {
  const sheets = new Map<string, StyleSheet>();
  for (const handle of handles) {
    for (const sheet of asHandle(handle).styles ?? []) if (!sheets.has(sheet.id)) sheets.set(sheet.id, sheet);
  }
  return [...sheets.values()];
}

/** Whether the page hydrates: unless one of the matched routes opts out. */
export function hydratesFrom(handles: unknown[]): boolean {
  return handles.every((handle) => asHandle(handle).hydrate !== false);
}

/** Whether a matched route writes its own page frame instead of the shop's header and footer. */
export function ownChromeFrom(handles: unknown[]): boolean {
  return handles.some((handle) => asHandle(handle).chrome === 'admin');
}
