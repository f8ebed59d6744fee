import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { headScript } from './head-script.ts';

/** Runs the script against a stand-in document and window; returns what it set. */
function run(script: string, cookie = '') {
  const classes = new Set<string>();
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window, document: { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } } });
  return { classes, window };
}

describe('headScript', () => {
  it('sets every page object on window and marks the document as scripted', () => {
    const { classes, window } = run(headScript({ wc_add_to_cart_params: { cart_url: '/cart/' }, wc_order_attribution: { params: { lifetime: 6 } } }, null));
    expect(classes).toEqual(new Set(['js']));
    expect(window.wc_add_to_cart_params).toEqual({ cart_url: '/cart/' });
    expect(window.wc_order_attribution).toEqual({ params: { lifetime: 6 } });
  });

  it('hides the store notice only for a visitor who dismissed that notice', () => {
    expect(run(headScript({}, '7'), 'a=1; store_notice7=hidden').classes.has('store-notice-dismissed')).toBe(true);
    expect(run(headScript({}, '7'), 'store_notice6=hidden').classes.has('store-notice-dismissed')).toBe(false);
    expect(run(headScript({}, null), 'store_notice7=hidden').classes.has('store-notice-dismissed')).toBe(false);
  });

  it('never lets a value close the script tag', () => {
    const script = headScript({ wc_add_to_cart_params: { i18n_view_cart: '</script><script>alert(1)</script>' } }, '<!--');
    expect(script).not.toContain('</script');
    expect(script).not.toContain('<!--');
    expect(run(script).window.wc_add_to_cart_params).toEqual({ i18n_view_cart: '</script><script>alert(1)</script>' });
  });
});
