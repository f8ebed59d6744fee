import { describe, expect, it } from 'vitest';
import { parseAnalyticsBatch } from './event-batch.ts';

const view = (extra: Record<string, unknown> = {}) => ({ type: 'page_view', path: '/shop/', ...extra });
const add = (extra: Record<string, unknown> = {}) => ({ type: 'add_to_cart', path: '/product/lamp/', productId: 12, quantity: 2, ...extra });
const refused = (body: unknown) => {
  const result = parseAnalyticsBatch(body);
  if (result.ok) throw new Error('expected a refusal');
  return result.params;
};

describe('parseAnalyticsBatch', () => {
  it('takes page views and adds to cart', () => {
    expect(parseAnalyticsBatch({ events: [view({ referrerHost: 'search.example' }), view({ referrerHost: null }), add()] })).toEqual({
      ok: true,
      events: [
        { type: 'page_view', path: '/shop/', referrerHost: 'search.example' },
        { type: 'page_view', path: '/shop/', referrerHost: null },
        { type: 'add_to_cart', path: '/product/lamp/', productId: 12, quantity: 2 },
      ],
    });
  });

  it('cuts the query string and fragment off a path', () => {
    const result = parseAnalyticsBatch({ events: [view({ path: '/shop/?orderby=price&email=a@b.example#top' }), add({ path: '/cart/#x' })] });
    expect(result).toMatchObject({ ok: true, events: [{ path: '/shop/' }, { path: '/cart/' }] });
  });

  it('takes 1 to 20 events', () => {
    expect(parseAnalyticsBatch({ events: Array.from({ length: 20 }, () => view()) }).ok).toBe(true);
    expect(refused({ events: Array.from({ length: 21 }, () => view()) })).toEqual({ events: 'must hold at most 20 events' });
    expect(refused({ events: [] })).toEqual({ events: 'must hold at least one event' });
    expect(refused({ events: 'page_view' })).toEqual({ events: 'must be a list of events' });
  });

  it('names the wrong field of the wrong event', () => {
    expect(refused({ events: [view(), add({ productId: 0 })] })).toEqual({ 'events.1.productId': 'must be a positive whole number' });
    expect(refused({ events: [add({ productId: 1.5 })] })).toHaveProperty(['events.0.productId']);
    expect(refused({ events: [add({ productId: '12' })] })).toHaveProperty(['events.0.productId']);
    expect(refused({ events: [add({ productId: 2 ** 31 })] })).toEqual({ 'events.0.productId': 'is not a product id' });
    expect(refused({ events: [add({ quantity: 0 })] })).toEqual({ 'events.0.quantity': 'must be from 1 to 999' });
    expect(refused({ events: [add({ quantity: 1000 })] })).toEqual({ 'events.0.quantity': 'must be from 1 to 999' });
    expect(refused({ events: [add({ quantity: undefined })] })).toHaveProperty(['events.0.quantity']);
    expect(refused({ events: [{ type: 'purchase', path: '/' }] })).toEqual({ 'events.0.type': 'must be page_view or add_to_cart' });
  });

  it('refuses paths that are not paths of this shop', () => {
    expect(refused({ events: [view({ path: 'https://elsewhere.example/' })] })).toEqual({ 'events.0.path': 'must start with /' });
    expect(refused({ events: [view({ path: '' })] })).toEqual({ 'events.0.path': 'must start with /' });
    expect(refused({ events: [view({ path: 42 })] })).toEqual({ 'events.0.path': 'must be a path' });
    expect(refused({ events: [view({ path: '/a\u0000b' })] })).toEqual({ 'events.0.path': 'must not contain control characters' });
    expect(refused({ events: [view({ path: `/${'a'.repeat(512)}` })] })).toEqual({ 'events.0.path': 'must be at most 512 characters' });
    // The limit is on the path itself; the query string it came with is dropped first.
    expect(parseAnalyticsBatch({ events: [view({ path: `/${'a'.repeat(511)}?${'q'.repeat(600)}` })] }).ok).toBe(true);
  });

  it('checks the referrer host', () => {
    expect(parseAnalyticsBatch({ events: [view({ referrerHost: 'localhost:3000' }), view({ referrerHost: '[::1]:8080' })] }).ok).toBe(true);
    expect(refused({ events: [view({ referrerHost: 'a'.repeat(256) })] })).toEqual({ 'events.0.referrerHost': 'must be at most 255 characters' });
    expect(refused({ events: [view({ referrerHost: 'https://search.example/?q=lamp' })] })).toEqual({ 'events.0.referrerHost': 'must be a host name such as search.example' });
  });

  it('refuses anything that could tell visitors apart', () => {
    expect(refused({ events: [view({ visitorId: 'abc' })] })).toEqual({ 'events.0.visitorId': 'is not accepted' });
    expect(refused({ events: [view()], sessionId: 'abc' })).toEqual({ sessionId: 'is not accepted' });
    expect(refused({ events: [add({ referrerHost: 'search.example' })] })).toEqual({ 'events.0.referrerHost': 'is not accepted' });
  });

  it('refuses bodies that are not an events object', () => {
    for (const body of [null, [], 'events', 7]) expect(refused(body), JSON.stringify(body)).toEqual({ body: 'must be a JSON object with an events list' });
    expect(refused({})).toEqual({ events: 'must be a list of events' });
    // A key named __proto__ stays a plain entry of the reasons.
    const reasons = refused(JSON.parse('{"events":[{"type":"page_view","path":"/","__proto__":{"x":1}}]}'));
    expect(Object.getPrototypeOf(reasons)).toBe(Object.prototype);
    expect(Object.keys(reasons)).toEqual(['events.0.__proto__']);
  });
});
