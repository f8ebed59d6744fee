import { describe, expect, it } from 'vitest';
import { createPost, type PostInput } from '../core/content/save-post.ts';
import { DIALECTS } from './dialects.ts';
import { useHttpShop } from './http-shop.ts';

const page = (slug: string, content: string, contentFormat: PostInput['contentFormat'] = 'html'): PostInput => ({
  type: 'page',
  slug,
  title: `Page ${slug}`,
  excerpt: '',
  content,
  contentFormat,
  image: null,
  status: 'publish',
  publishedAt: '2026-01-01T00:00:00.000Z',
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('content fragments on %s', (dialect) => {
  const shop = useHttpShop(dialect);

  it('answers GET /<slug>/?lightbox=1 with the sanitised content alone, cacheable like a page', async () => {
    await createPost(shop.database.db, page('fragment-get', '<h2>Sizes</h2><p>Small and large.</p><script>window.hostile = 1</script>'));
    const response = await shop.request('/fragment-get/?lightbox=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toBe('<div class="entry-content"><div class="owner-html"><h2>Sizes</h2><p>Small and large.</p></div></div>');
    // A second request with the validator gets a 304.
    const again = await shop.request('/fragment-get/?lightbox=1', { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    // The page itself is still the whole page.
    const whole = await shop.request('/fragment-get/');
    expect(await whole.text()).toContain('<!DOCTYPE html>');
  });

  it('renders text content as its page does', async () => {
    await createPost(shop.database.db, page('fragment-text', 'Opening hours\n\nMonday to Friday.', 'text'));
    const html = await (await shop.request('/fragment-text/?lightbox=1')).text();
    expect(html).toMatch(/^<div class="entry-content">/);
    expect(html).toContain('Monday to Friday.');
    expect(html).not.toContain('<html');
  });

  it('answers POST /<slug>/?t=<timestamp> with the same fragment, never stored, whatever the fields', async () => {
    await createPost(shop.database.db, page('fragment-post', '<p>Delivery in two days.</p>'));
    const response = await shop.request('/fragment-post/?t=1767225600000', { method: 'POST', headers: FORM, body: 'size=large&note=gift' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toBe('<div class="entry-content"><div class="owner-html"><p>Delivery in two days.</p></div></div>');
  });

  it('changes nothing on a POST: no session, no cart, even with the cart link fields', async () => {
    await createPost(shop.database.db, page('fragment-cart', '<p>Terms.</p>'));
    const product = await shop.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const sessionsBefore = await shop.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await shop.request('/fragment-cart/?t=1', { method: 'POST', headers: { ...FORM, origin: 'https://elsewhere.test' }, body: `add-to-cart=${product.id}&quantity=2` });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const sessionsAfter = await shop.database.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(sessionsAfter.n)).toBe(Number(sessionsBefore.n));
  });

  it('answers 404 with a short message for an unknown or unpublished slug', async () => {
    await createPost(shop.database.db, { ...page('fragment-draft', '<p>Secret.</p>'), status: 'draft' });
    for (const [path, init] of [
      ['/no-such-page/?lightbox=1', {}],
      ['/no-such-page/?t=5', { method: 'POST', headers: FORM, body: 'a=1' }],
      ['/fragment-draft/?lightbox=1', {}],
    ] as const) {
      const response = await shop.request(path, init);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toBe('No page at this address.');
    }
  });

  it('leaves the shop’s own addresses and other requests to the pages', async () => {
    const shopPage = await shop.request('/shop/?lightbox=1');
    expect(shopPage.status).toBe(200);
    expect(await shopPage.text()).toContain('<!DOCTYPE html>');
    // A POST without the timestamp is not a fragment request.
    await createPost(shop.database.db, page('fragment-plain', '<p>Plain.</p>'));
    const plain = await shop.request('/fragment-plain/', { method: 'POST', headers: FORM, body: 'a=1' });
    expect(await plain.text()).not.toBe('<div class="entry-content"><div class="owner-html"><p>Plain.</p></div></div>');
  });
});
