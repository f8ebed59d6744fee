import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** Pages cached as in production, so a save must drop them. */
const FILE: ConfigFile = { pageCache: { enabled: true } };

describe.each(DIALECTS)('pages and posts in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  const postRow = (type: 'page' | 'post', slug: string) =>
    shop.database.db.selectFrom('posts').selectAll().where('type', '=', type).where('slug', '=', slug).executeTakeFirst();
  const countPosts = async () => (await shop.database.db.selectFrom('posts').select('id').execute()).length;
  const fields = (overrides: Record<string, string> = {}) => ({
    _wpnonce: nonce,
    title: 'Delivery times',
    slug: '',
    excerpt: '',
    status: 'publish',
    content_format: 'text',
    content: 'We ship within two days.',
    ...overrides,
  });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/pages/'));
    expect(nonce).not.toBe('');
  });

  it('sends a signed-out visitor to the login page, and refuses customers', async () => {
    const signedOut = await shop.request('/admin/pages/');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/my-account/?redirect_to=${encodeURIComponent('/admin/pages/')}`);
    expect((await registerCustomer(shop.database.db, { email: 'pages-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customer = new Visitor(shop);
    await logInAs(customer, 'pages-customer@example.com', 'a-long-enough-password');
    expect((await customer.request('/admin/posts/')).status).toBe(403);
    const before = await countPosts();
    const ownNonce = nonceIn(await customer.page('/my-account/'));
    expect((await customer.post('/admin/pages/new/', { ...fields({ title: 'Sneaky' }), _wpnonce: ownNonce })).status).toBe(403);
    expect(await countPosts()).toBe(before);
  });

  it('refuses a form without the session’s nonce', async () => {
    const before = await countPosts();
    expect((await admin.post('/admin/pages/new/', fields({ _wpnonce: 'stale' }))).status).toBe(403);
    expect(await countPosts()).toBe(before);
  });

  it('lists pages and posts, linked from the admin navigation', async () => {
    const about = await postRow('page', 'about-us');
    const pages = decode(await admin.page('/admin/pages/'));
    expect(pages).toContain('<h1>Pages</h1>');
    expect(pages).toMatch(/<a[^>]*href="\/admin\/pages\/new\/"[^>]*>Add page<\/a>/);
    expect(pages).toMatch(new RegExp(`<a[^>]*href="/admin/pages/${about?.id}/"[^>]*>About us</a>`));
    expect(pages).toMatch(/<a[^>]*href="\/admin\/pages\/"[^>]*>Pages<\/a>/);
    expect(pages).toMatch(/<a[^>]*href="\/admin\/posts\/"[^>]*>Posts<\/a>/);
    const posts = decode(await admin.page('/admin/posts/'));
    expect(posts).toContain('<h1>Posts</h1>');
    expect(posts).toMatch(/<a[^>]*href="\/admin\/posts\/new\/"[^>]*>Add post<\/a>/);
    expect(posts).not.toContain('>About us<');
    // A page's id under the posts' address is not a post.
    expect((await admin.request(`/admin/posts/${about?.id}/`)).status).toBe(404);
  });

  it('creates a page with a slug made from the title, and shows it again with a notice', async () => {
    const response = await admin.post('/admin/pages/new/', fields());
    expect(response.status).toBe(303);
    const row = await postRow('page', 'delivery-times');
    expect(row).toMatchObject({ title: 'Delivery times', status: 'publish', content_format: 'text', content: 'We ship within two days.' });
    expect(response.headers.get('location')).toBe(`/admin/pages/${row?.id}/`);
    const html = decode(await admin.page(`/admin/pages/${row?.id}/`));
    expect(html).toContain('Page created.');
    expect(html).toMatch(/<input[^>]*name="title"[^>]*value="Delivery times"/);
    expect(decode(await admin.page('/delivery-times/'))).toContain('We ship within two days.');
    // The same title again gets the next free slug.
    expect((await admin.post('/admin/pages/new/', fields())).status).toBe(303);
    expect(await postRow('page', 'delivery-times-2')).toBeDefined();
  });

  it('shows bad input by its field and saves nothing', async () => {
    const before = await countPosts();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '   ' }, 'title', 'Enter the title.'],
      [{ title: 'x'.repeat(201) }, 'title', 'Keep the title under 200 characters.'],
      [{ slug: '!!!' }, 'slug', 'Use letters and digits in the slug.'],
      [{ slug: 'about-us' }, 'slug', 'Another page already uses this slug.'],
      [{ slug: 'cart' }, 'slug', 'The shop uses this address itself; choose another slug.'],
      [{ content_format: 'markdown' }, 'content_format', 'Choose Text or HTML.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post('/admin/pages/new/', fields(overrides));
      expect(response.status, field).toBe(400);
      const html = decode(await response.text());
      expect(html).toContain('Please correct the fields marked below.');
      expect(html).toMatch(new RegExp(`aria-describedby="[^"]*${field === 'content_format' ? 'post-format' : `post-${field}`}-error`));
      expect(html).toContain(message);
    }
    expect(await countPosts()).toBe(before);
  });

  it('sanitises HTML on save, keeps the theme’s markup, and the cached page shows the edit at once', async () => {
    const about = await postRow('page', 'about-us');
    if (!about) throw new Error('the demo About us page is missing');
    await shop.request('/about-us/');
    expect((await shop.request('/about-us/')).headers.get('x-cache')).toBe('HIT');
    const version = await getContentVersion(shop.database.db);

    const content = `${about.content}<section id="visit-us" data-reveal><h2>Visit us</h2><p><a href="#visit-us" onclick="steal()">Find us</a></p><script>alert(1)</script></section>`;
    const response = await admin.post(`/admin/pages/${about.id}/`, fields({ title: 'About us', slug: 'about-us', excerpt: about.excerpt, content_format: 'html', content }));
    expect(response.status).toBe(303);
    expect(await getContentVersion(shop.database.db)).not.toBe(version);

    const saved = await postRow('page', 'about-us');
    expect(saved?.content).toContain('<section id="visit-us" data-reveal');
    expect(saved?.content).toContain('href="#visit-us"');
    expect(saved?.content).not.toContain('<script');
    expect(saved?.content).not.toContain('onclick');
    // What the form does not edit stays as it was.
    expect(saved).toMatchObject({ id: about.id, image: about.image, published_at: about.published_at, type: 'page' });

    const page = await shop.request('/about-us/');
    expect(page.headers.get('x-cache')).not.toBe('HIT');
    const html = await page.text();
    expect(html).toContain('Visit us');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('steal()');
    expect(decode(await admin.page(`/admin/pages/${about.id}/`))).toContain('Page updated.');
  });

  it('edits a post, keeping its image and date, and deletes a page', async () => {
    const post = await shop.database.db.selectFrom('posts').selectAll().where('type', '=', 'post').where('status', '=', 'publish').executeTakeFirstOrThrow();
    const response = await admin.post(`/admin/posts/${post.id}/`, fields({ title: 'A new title', slug: post.slug, excerpt: 'Short.', content_format: post.content_format, content: 'Fresh words.' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/posts/${post.id}/`);
    expect(await postRow('post', post.slug)).toMatchObject({ title: 'A new title', excerpt: 'Short.', content: 'Fresh words.', image: post.image, published_at: post.published_at });
    expect(decode(await admin.page(`/blog/${post.slug}/`))).toContain('Fresh words.');

    const page = await postRow('page', 'delivery-times-2');
    const deleted = await admin.post(`/admin/pages/${page?.id}/`, { _wpnonce: nonce, intent: 'delete' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/pages/');
    expect(await postRow('page', 'delivery-times-2')).toBeUndefined();
    expect((await shop.request('/delivery-times-2/')).status).toBe(404);
  });
});
