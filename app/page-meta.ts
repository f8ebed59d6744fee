/** What a route declares about its page through `handle`: body class (CONTRACT.md) and caching. */
export interface PageHandle {
  bodyClass?: string;
}

export function bodyClassFrom(handles: unknown[]): string {
  const classes = handles
    .map((handle) => (handle && typeof handle === 'object' ? (handle as PageHandle).bodyClass : undefined))
    .filter((value): value is string => Boolean(value));
  return classes.join(' ');
}
