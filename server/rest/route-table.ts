import type { Request, Response } from 'express';
import type { RestError } from './errors.ts';

/** What every REST handler gets beside the request: the path's named parts and the shop's public origin. */
export interface RestContext {
  /** Named parts of the route's pattern (`/wc/v3/products/:id` → `{ id: '12' }`), already decoded. */
  params: Record<string, string>;
  /** The shop's configured public origin (never the request's Host), for links in answers. */
  siteOrigin: string;
}

export type RestHandler = (req: Request, res: Response, context: RestContext) => Promise<void>;

export interface RestRoute {
  /** Path under `/wp-json`, slash first, no trailing slash; `:name` marks a part (digits for `:id`, `:parent`, `:product_id`). */
  path: string;
  methods: Partial<Record<string, RestHandler>>;
  /** Largest body read for this route; the app refuses a larger one before any handler runs. */
  maxBytes?: number;
  /** The refusal of a body over `maxBytes`, when the route words it its own way (an upload's file size). */
  tooLarge?: () => RestError;
}

export interface MatchedRoute {
  route: RestRoute;
  params: Record<string, string>;
}

/** Parts named like an id take digits only, as WordPress's `(?P<id>[\d]+)`; others take one path segment. */
export function isNumericPart(name: string): boolean {
  return /(^id$|_id$|^parent$)/.test(name);
}

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const name = segment.slice(1);
      names.push(name);
      return isNumericPart(name) ? '(\\d+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * The routes of the API, matched by pattern. Fixed paths win over patterns (`/wc/store/v1/cart/add-item`
 * before `/wc/store/v1/cart/:key`), then the order given.
 */
export function routeTable(routes: readonly RestRoute[]) {
  const compiled = routes.map(compile).sort((a, b) => Number(a.names.length > 0) - Number(b.names.length > 0));
  return {
    routes,
    match(key: string): MatchedRoute | undefined {
      for (const candidate of compiled) {
        const found = candidate.pattern.exec(key);
        if (!found) continue;
        const params: Record<string, string> = {};
        try {
          candidate.names.forEach((name, index) => {
            params[name] = decodeURIComponent(found[index + 1] as string);
          });
        } catch {
          return undefined;
        }
        return { route: candidate.route, params };
      }
      return undefined;
    },
  };
}
