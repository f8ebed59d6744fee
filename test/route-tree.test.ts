import { createStaticRouter, type ServerBuild, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useHttpShop } from './http-shop.ts';

/** The route modules object React Router handed the document entry, per rendered page. */
const routeModulesSeen: { path: string; routeModules: unknown }[] = [];

function watchRouteModules(build: ServerBuild): ServerBuild {
  const render = build.entry.module.default;
  const watched: typeof render = (request, status, headers, context, loadContext) => {
    routeModulesSeen.push({ path: new URL(request.url).pathname, routeModules: context.routeModules });
    return render(request, status, headers, context, loadContext);
  };
  return { ...build, entry: { module: { ...build.entry.module, default: watched } } };
}

// patches/react-router+8.4.0.patch: the route tree follows from the build alone, so it is built once.
describe('route tree', () => {
  const shop = useHttpShop('sqlite', {}, { wrapBuild: watchRouteModules });

  it('is built once per build and serves every page, whatever its route', async () => {
    const productPath = /href="(\/product\/[^"/?#]+\/)"/.exec(await (await shop.request('/shop/')).text())?.[1];
    expect(productPath).toBeDefined();
    const pages = [
      { path: productPath!, status: 200, text: 'Add to cart' },
      { path: productPath!, status: 200, text: 'Add to cart' },
      { path: '/cart/', status: 200, text: 'Your cart is currently empty' },
      { path: '/product/no-such-product/', status: 404, text: 'Page not found' },
      { path: '/my-account/', status: 200, text: 'Log in' },
    ];
    for (const page of pages) {
      const response = await shop.request(page.path);
      expect(response.status, page.path).toBe(page.status);
      expect(await response.text(), page.path).toContain(page.text);
    }
    const seen = new Set(routeModulesSeen.map((call) => call.routeModules));
    expect(routeModulesSeen.length).toBeGreaterThanOrEqual(pages.length + 1);
    expect(seen.size).toBe(1);
  });

  it('gives a static router the data routes converted once per routes array', () => {
    const context = { basename: '/', location: { pathname: '/', search: '', hash: '', state: null, key: 'default' }, matches: [], loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {} } as unknown as StaticHandlerContext;
    const routes = [{ id: 'root', path: '/', children: [{ id: 'child', path: 'child' }] }];
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0]?.children?.[0]).toMatchObject({ id: 'child', path: 'child' });
    // A different routes array gets its own conversion.
    const other = createStaticRouter([{ id: 'root', path: '/' }], context);
    expect(other.routes).not.toBe(first.routes);
    expect(other.routes[0]?.children).toBeUndefined();
  });
});
