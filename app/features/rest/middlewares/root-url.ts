import type { ApiFetchMiddleware } from '../types.ts';

/**
 * Turns a `path` into a `url` under the REST root. A root that already has a query string (plain
 * permalinks: `/?rest_route=/`) takes the path's own query after `&`.
 */
export function createRootURLMiddleware(root: string): ApiFetchMiddleware {
  return (options, next) => {
    if (options.url !== undefined || options.path === undefined) return next(options);
    let path = options.path.replace(/^\//, '');
    const base = root.endsWith('/') ? root : `${root}/`;
    if (base.includes('?')) path = path.replace('?', '&');
    const { path: _path, ...rest } = options;
    return next({ ...rest, url: base + path });
  };
}
