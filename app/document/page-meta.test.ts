import { describe, expect, it } from 'vitest';
import { bodyClassFrom, bodyClassOfMatches, hydratesFrom, ownChromeFrom, stylesFrom } from './page-meta.ts';

describe('page handles', () => {
  it('joins the body classes of the matched routes', () => {
    expect(bodyClassFrom([undefined, { bodyClass: 'woocommerce-account' }, null, { bodyClass: 'vitrine-admin' }])).toBe('woocommerce-account vitrine-admin');
  });

  it('adds the classes a route reads from its data, and none without data (an error page)', () => {
    const product = { bodyClass: 'single-product', bodyClassOf: (data: unknown) => `product-type-${(data as { type: string }).type}` };
    expect(bodyClassOfMatches([{ handle: undefined, loaderData: {} }, { handle: product, loaderData: { type: 'variable' } }])).toBe('single-product product-type-variable');
    expect(bodyClassOfMatches([{ handle: product, loaderData: undefined }])).toBe('single-product');
  });

  it('lists each stylesheet once, outermost route first', () => {
    const catalog = { id: 'catalog', css: '.a{}' };
    const account = { id: 'account', css: '.b{}' };
    const styles = stylesFrom([{ bodyClass: 'x' }, { styles: [account] }, 'not a handle', { styles: [catalog, { id: 'account', css: '.other{}' }] }]);
    expect(styles).toEqual([account, catalog]);
  });

  it('hydrates unless a matched route opts out', () => {
    expect(hydratesFrom([undefined, { bodyClass: 'woocommerce-cart' }, 'not a handle'])).toBe(true);
    expect(hydratesFrom([])).toBe(true);
    expect(hydratesFrom([undefined, { bodyClass: 'woocommerce-shop', hydrate: false }])).toBe(false);
  });

  it('leaves the shop’s header and footer out when a matched route writes its own frame', () => {
    expect(ownChromeFrom([undefined, { bodyClass: 'vitrine-admin', chrome: 'admin' }, {}])).toBe(true);
    expect(ownChromeFrom([undefined, { bodyClass: 'home' }, 'not a handle'])).toBe(false);
  });
});
