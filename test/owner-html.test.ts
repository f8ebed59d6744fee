import { describe, expect, it } from 'vitest';
import { createPost, updatePostContent, type PostInput } from '../core/content/save-post.ts';
import { DIALECTS } from './dialects.ts';
import { useHttpShop } from './http-shop.ts';

/** Hostile HTML: every construct here must be gone (or made inert) on the page. */
const HOSTILE = [
  '<section id="kept" data-reveal><h2>Kept heading</h2><p>Kept text</p></section>',
  '<script>window.hostileScript = 1</script>',
  '<img src="/x.png" alt="" onerror="window.hostileHandler = 1">',
  '<a href="javascript:window.hostileLink = 1">hostile link</a>',
  '<a href="data:text/html,hostileData">data link</a>',
  '<iframe src="https://hostile.test/frame"></iframe>',
  '<p style="position:fixed">styled</p>',
  '<form action="https://hostile.test/form"><input name="hostileInput"></form>',
  '<svg><script>window.hostileSvg = 1</script></svg>',
  '<base href="https://hostile.test/">',
  '<a href="https://example.org/" target="_blank">new tab</a>',
].join('\n');

/** The parts of the hostile HTML that must never reach a page. */
const FORBIDDEN = [/hostileScript/, /onerror/i, /javascript:/i, /hostileData/, /hostile\.test/, /style="/, /hostileInput/, /hostileSvg/, /<base\b/];

/** The page's body between the title and the end of the article (the shop's own head scripts left out). */
async function articleOf(response: Response): Promise<string> {
  const html = await response.text();
  const start = html.indexOf('<article');
  return html.slice(start, html.indexOf('</article>', start));
}

function expectHarmless(article: string) {
  for (const pattern of FORBIDDEN) expect(article).not.toMatch(pattern);
  expect(article).toContain('<section id="kept" data-reveal><h2>Kept heading</h2><p>Kept text</p></section>');
  expect(article).toContain('<a href="https://example.org/" target="_blank" rel="noopener">new tab</a>');
}

const page = (slug: string, content: string): PostInput => ({
  type: 'page',
  slug,
  title: `Page ${slug}`,
  excerpt: '',
  content,
  contentFormat: 'html',
  image: null,
  status: 'publish',
  publishedAt: '2026-01-01T00:00:00.000Z',
});

describe.each(DIALECTS)('owner-written HTML on %s', (dialect) => {
  const shop = useHttpShop(dialect);

  it('is stored sanitised when saved, and shown sanitised', async () => {
    const id = await createPost(shop.database.db, page('saved-html', HOSTILE));
    const row = await shop.database.db.selectFrom('posts').select(['content', 'content_format']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.content_format).toBe('html');
    for (const pattern of FORBIDDEN) expect(row.content).not.toMatch(pattern);
    const response = await shop.request('/saved-html/');
    expect(response.status).toBe(200);
    expectHarmless(await articleOf(response));
  });

  it('is sanitised again when an edit replaces it', async () => {
    const id = await createPost(shop.database.db, page('edited-html', '<p>First</p>'));
    expect(await updatePostContent(shop.database.db, id, HOSTILE, 'html')).toBe(true);
    const row = await shop.database.db.selectFrom('posts').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    for (const pattern of FORBIDDEN) expect(row.content).not.toMatch(pattern);
    expect(await updatePostContent(shop.database.db, 999_999, HOSTILE, 'html')).toBe(false);
  });

  it('renders a hostile row written straight into the database harmless, on pages and posts', async () => {
    const row = { title: 'Raw', excerpt: 'Raw excerpt', content: HOSTILE, content_format: 'html' as const, image: null, status: 'publish' as const, published_at: '2026-01-02T00:00:00.000Z' };
    await shop.database.db
      .insertInto('posts')
      .values([
        { ...row, type: 'page', slug: 'raw-html' },
        { ...row, type: 'post', slug: 'raw-html-post' },
      ])
      .execute();
    for (const path of ['/raw-html/', '/blog/raw-html-post/']) {
      const response = await shop.request(path);
      expect(response.status, path).toBe(200);
      expectHarmless(await articleOf(response));
    }
  });

  it('keeps text-format content as text: markup in it is shown, never run', async () => {
    await createPost(shop.database.db, { ...page('text-page', '<script>window.hostileScript = 1</script>'), contentFormat: 'text' });
    const article = await articleOf(await shop.request('/text-page/'));
    expect(article).toContain('&lt;script&gt;window.hostileScript = 1&lt;/script&gt;');
    expect(article).not.toContain('<script');
  });

  it('describes an HTML page without an excerpt by the words of its content', async () => {
    await createPost(shop.database.db, page('described', '<h2>Hello</h2><p>A <strong>short</strong> page &amp; more.</p><script>x()</script>'));
    const html = await (await shop.request('/described/')).text();
    expect(html).toContain('<meta name="description" content="Hello A short page &amp; more."/>');
  });

  it('serves /about-us/ with the theme markup: in-page menu, revealed sections, new-tab and back-to-top links', async () => {
    const response = await shop.request('/about-us/');
    expect(response.status).toBe(200);
    const article = await articleOf(response);
    expect(article).toContain('<h1 class="entry-title">About us</h1>');
    const menu = /<nav class="page-nav" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(article)?.[1] ?? '';
    const anchors = [...menu.matchAll(/<a href="#([a-z-]+)">/g)].map((match) => match[1]);
    expect(anchors.length).toBeGreaterThanOrEqual(4);
    for (const id of anchors) expect(article).toContain(`<section id="${id}" data-reveal>`);
    expect(article).toMatch(/<a href="https:\/\/[^"]+#new_tab">[^<]+<\/a>/);
    expect(article).toContain('<a href="#page-top">Back to top</a>');
  });

  it('serves the home page as a landing page: a menu of anchors to sections story, collection, journal and visit', async () => {
    const html = await (await shop.request('/')).text();
    const menu = /<nav class="landing-nav" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...menu.matchAll(/<a href="#([a-z-]+)">/g)].map((match) => match[1])).toEqual(['story', 'collection', 'journal', 'visit']);
    for (const id of ['story', 'collection', 'journal', 'visit']) expect(html).toMatch(new RegExp(`<section id="${id}"`));
    for (const id of ['story', 'journal', 'visit']) expect(html).toMatch(new RegExp(`<section id="${id}"[^>]* data-reveal=""`));
    expect(html).toContain('<a href="/about-us/">More about us</a>');
    expect(html).toContain('<a href="#page-top">Back to top</a>');
    // The collection opens with the categories; the product listings follow it, each its own section.
    const collection = html.slice(html.indexOf('<section id="collection"'), html.indexOf('<section id="on-sale"'));
    expect(collection).toContain('Shop by category');
    expect(html.indexOf('<section id="new-arrivals"')).toBeGreaterThan(html.indexOf('<section id="collection"'));
    expect(html.indexOf('<section id="new-arrivals"')).toBeLessThan(html.indexOf('<section id="journal"'));
  });
});
