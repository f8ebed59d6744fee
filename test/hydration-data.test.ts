import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useHttpShop } from './http-shop.ts';

interface EntryCall {
  path: string;
  /** React Router built the hydration data stream on read, not before calling the entry. */
  encodedOnRead: boolean;
  /** How often the entry (or what it rendered) read the stream. */
  reads: number;
}

const calls: EntryCall[] = [];

/** The built app with its document entry watched: which pages read React Router's hydration data. */
function watchHydrationData(build: ServerBuild): ServerBuild {
  const render = build.entry.module.default;
  const watched: typeof render = (request, status, headers, context, loadContext) => {
    const descriptor = Object.getOwnPropertyDescriptor(context, 'serverHandoffStream');
    const call: EntryCall = { path: new URL(request.url).pathname, encodedOnRead: typeof descriptor?.get === 'function', reads: 0 };
    calls.push(call);
    if (descriptor?.get) {
      const read = descriptor.get;
      Object.defineProperty(context, 'serverHandoffStream', {
        configurable: true,
        get() {
          call.reads += 1;
          return read.call(context);
        },
      });
    }
    return render(request, status, headers, context, loadContext);
  };
  return { ...build, entry: { module: { ...build.entry.module, default: watched } } };
}

describe('hydration data', () => {
  const shop = useHttpShop('sqlite', {}, { wrapBuild: watchHydrationData });

  it('is never encoded for a page that does not hydrate, and ships nothing of it', async () => {
    const response = await shop.request('/product/stoneware-coffee-mug/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Stoneware Coffee Mug');
    const call = calls.findLast((entry) => entry.path === '/product/stoneware-coffee-mug/');
    expect(call?.encodedOnRead).toBe(true);
    expect(call?.reads).toBe(0);
    expect(html).not.toContain('__reactRouterContext');
  });

  it('is encoded and shipped for a page that hydrates', async () => {
    const response = await shop.request('/cart/');
    expect(response.status).toBe(200);
    const html = await response.text();
    const call = calls.findLast((entry) => entry.path === '/cart/');
    expect(call?.reads).toBeGreaterThan(0);
    expect(html).toContain('__reactRouterContext');
    expect(html).toMatch(/streamController\.enqueue/);
  });
});
