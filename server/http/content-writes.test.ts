import { describe, expect, it } from 'vitest';
import { mayEditContent } from './content-writes.ts';

describe('mayEditContent', () => {
  it('names the writes of the back office and checkout, their data requests included', () => {
    for (const path of ['/admin/settings/', '/admin/products/12/', '/admin', '/admin.data', '/checkout/', '/checkout/_.data', '/checkout/order-received/5/', '/wp-json/wc/store/v1/checkout', '/wp-json/wc/store/v1/checkout/', '/wp-json/wc/v3/products', '/wp-json/wc/v3/products/12', '/wp-json/wc/v3/orders/5', '/wp-json/wp/v2/settings']) {
      expect(mayEditContent('POST', path), path).toBe(true);
    }
    expect(mayEditContent('DELETE', '/admin/products/12/')).toBe(true);
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(mayEditContent(method, '/wp-json/wc/v3/products/12'), method).toBe(true);
  });

  it('leaves out reads, anonymous beacons and per-visitor writes', () => {
    for (const path of ['/wp-json/vitrine/v1/analytics', '/wp-json/vitrine/v1/consent-stats', '/wp-json/wp/v2/users/me', '/cart/', '/my-account/', '/shop/', '/administrator/', '/checkouts/', '/wp-json/wc/store/v1/cart', '/wp-json/wc/v30/products']) {
      expect(mayEditContent('POST', path), path).toBe(false);
    }
    for (const method of ['GET', 'HEAD']) expect(mayEditContent(method, '/admin/settings/'), method).toBe(false);
  });
});
