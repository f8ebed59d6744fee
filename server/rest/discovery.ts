import type { Request, Response } from 'express';
import { requestServices } from '../request/request-services.ts';
import { sendRest } from './errors.ts';
import { isNumericPart } from './route-table.ts';

/** One route as WordPress's index describes it: its namespace and the methods it answers. */
export interface RouteDescription {
  path: string;
  methods: readonly string[];
}

/** The namespace of a route path: up to its version segment (`/wc/v3/products` → `wc/v3`, `/wc/store/v1/cart` → `wc/store/v1`). */
export function namespaceOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const version = segments.findIndex((segment) => /^v\d+$/.test(segment));
  return segments.slice(0, version >= 0 ? version + 1 : 2).join('/');
}

/** A route's path as WordPress's index writes it: `/wc/v3/products/:id` → `/wc/v3/products/(?P<id>[\\d]+)`. */
export function wordpressRoutePattern(path: string): string {
  return path.replace(/:([a-z_]+)/g, (_whole, name: string) => (isNumericPart(name) ? `(?P<${name}>[\\d]+)` : `(?P<${name}>[^/]+)`));
}

/**
 * `GET /wp-json/`: WordPress's index, so a client finds the shop's namespaces and routes as it would on
 * WordPress. `siteOrigin` is the configured public origin, never the request's Host.
 */
export function describeApi(routes: readonly RouteDescription[], siteOrigin: string) {
  return async (_req: Request, res: Response): Promise<void> => {
    const { config } = requestServices(res);
    const namespaces = [...new Set(routes.map((route) => namespaceOf(route.path)).filter(Boolean))].sort();
    const described = Object.fromEntries(
      routes.map((route) => [
        wordpressRoutePattern(route.path) || '/',
        { namespace: namespaceOf(route.path), methods: route.methods, endpoints: [{ methods: route.methods, args: {} }] },
      ]),
    );
    sendRest(res, 200, {
      name: config.store.name,
      description: config.store.tagline,
      url: siteOrigin,
      home: siteOrigin,
      namespaces,
      authentication: {},
      routes: described,
    });
  };
}
