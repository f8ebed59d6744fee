import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reseed, seedIfEmpty } from '../seed/index.ts';
import { SORT_OPTIONS } from '../core/catalog/listing.ts';
import { listProducts } from '../core/catalog/product-list.ts';
import { listPosts } from '../core/content/posts.ts';
import { sanitizeOwnerHtml } from '../core/content/sanitize-html.ts';
import { Window } from 'happy-dom';
import { toBlocks } from '../core/content/blocks.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCustomer, insertOrder } from './fixtures/shop-data.ts';
import { copyDemoUploads } from './demo-uploads.ts';
import { parseTranslatedFields } from '../core/i18n/content-fields.ts';
import { missingTranslations } from '../core/i18n/content-missing.ts';
import { categoryInLocale, productInLocale, publishedPostBySlugInLocale } from '../core/i18n/content-reads.ts';

// Starts as a copy of the run's demo images: files are named by content, so seeding reuses them and stays fast.
const UPLOADS_DIR = mkdtempSync(join(tmpdir(), 'vitrine-seed-test-uploads-'));
afterAll(() => rmSync(UPLOADS_DIR, { recursive: true, force: true }));

/** Attributes whose value is words for people, so a translation changes it (the typed text's words too). */
const WORDED_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'data-text-effect']);

/**
 * Owner HTML as its elements in document order: each with its tag, every attribute name, and the values of
 * the attributes that are not words (ids, classes, data-*, links, ARIA wiring), which a translation keeps.
 */
function markupSkeleton(html: string): { tag: string; names: string[]; values: Record<string, string> }[] {
  const window = new Window();
  try {
    const body = window.document.body;
    body.innerHTML = html;
    return [...body.querySelectorAll('*')].map((element) => {
      const attributes = [...element.attributes].map((attribute) => [attribute.name, attribute.value ?? ''] as const);
      return {
        tag: element.tagName.toLowerCase(),
        names: attributes.map(([name]) => name).sort(),
        values: Object.fromEntries(attributes.filter(([name]) => !WORDED_ATTRIBUTES.has(name))),
      };
    });
  } finally {
    void window.happyDOM.close();
  }
}

/** The text of every paragraph, heading, list item, button and link, and every worded attribute value. */
function humanTexts(html: string): string[] {
  const window = new Window();
  try {
    const body = window.document.body;
    body.innerHTML = html;
    const texts = [...body.querySelectorAll('p, h2, li, button, a, address')].map((element) => (element.textContent ?? '').trim());
    const worded = [...body.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => WORDED_ATTRIBUTES.has(attribute.name)).map((attribute) => attribute.value ?? ''),
    );
    return [...texts, ...worded].filter((text) => /[a-z]{3}/i.test(text));
  } finally {
    void window.happyDOM.close();
  }
}

describe.each(DIALECTS)('demo store seed on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let firstResult: Awaited<ReturnType<typeof seedIfEmpty>>;

  beforeAll(async () => {
    copyDemoUploads(UPLOADS_DIR);
    firstResult = await seedIfEmpty(database.db, { adminPassword: 'seed-test-password', uploadsDir: UPLOADS_DIR });
  }, 120_000);

  const count = async (table: 'products' | 'categories' | 'posts' | 'users' | 'product_images' | 'orders') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  /** The catalog without database ids, to compare two seeds. */
  const snapshot = async () => ({
    products: await database.db
      .selectFrom('products')
      .select(['slug', 'sku', 'name', 'price', 'regular_price', 'sale_price', 'stock', 'stock_status', 'menu_order', 'total_sales', 'created_at'])
      .orderBy('slug')
      .execute(),
    images: await database.db.selectFrom('product_images').select(['file', 'width', 'height', 'sizes']).orderBy('file').execute(),
    posts: await database.db.selectFrom('posts').select(['type', 'slug', 'title', 'content', 'content_format', 'image', 'published_at']).orderBy('slug').execute(),
  });

  it('creates the administrator and the demo store on an empty database', async () => {
    expect(firstResult).toEqual({ seeded: true, demoStore: true });
    const admin = await database.db.selectFrom('users').select(['username', 'role']).executeTakeFirstOrThrow();
    expect(admin).toEqual({ username: 'admin', role: 'administrator' });
  });

  it('speaks French and German: every product, category and page has its texts translated', async () => {
    // Variations are shown under their product's name and texts: they have none of their own to translate.
    const ids = async (table: 'products' | 'categories') =>
      table === 'products'
        ? (await database.db.selectFrom('products').select('id').where('type', '<>', 'variation').execute()).map((row) => row.id)
        : (await database.db.selectFrom(table).select('id').execute()).map((row) => row.id);
    const pages = (await database.db.selectFrom('posts').select(['id', 'slug', 'content_format']).where('type', '=', 'page').execute());
    const products = await missingTranslations(database.db, 'product', await ids('products'), ['fr', 'de']);
    const categories = await missingTranslations(database.db, 'category', await ids('categories'), ['fr', 'de']);
    for (const [id, entries] of [...products, ...categories]) expect(entries.flatMap((entry) => entry.missing), `item ${id}`).toEqual([]);
    const pageGaps = await missingTranslations(database.db, 'post', pages.map((page) => page.id), ['fr', 'de']);
    for (const page of pages) expect(pageGaps.get(page.id)?.map((entry) => entry.missing), page.slug).toEqual([[], []]);

    const mug = await database.db.selectFrom('products').select('id').where('slug', '=', 'stoneware-coffee-mug').executeTakeFirstOrThrow();
    const fr = { locale: 'fr', defaultLocale: 'en' };
    expect(await productInLocale(database.db, mug.id, fr)).toMatchObject({ name: 'Mug à café en grès', short_description: expect.stringMatching(/^<p>.+\. Le compagnon idéal pour le premier café de la journée\.<\/p>$/) });
    expect((await productInLocale(database.db, mug.id, { locale: 'de', defaultLocale: 'en' }))?.name).toBe('Kaffeebecher aus Steinzeug');
    const kitchen = await database.db.selectFrom('categories').select('id').where('slug', '=', 'kitchen-dining').executeTakeFirstOrThrow();
    expect((await categoryInLocale(database.db, kitchen.id, { locale: 'de', defaultLocale: 'en' }))?.name).toBe('Küche & Tisch');
    expect(await publishedPostBySlugInLocale(database.db, 'page', 'shipping-returns', fr)).toMatchObject({ title: 'Livraison & retours', content: expect.stringContaining('## Retours') });
  });

  /** Every published post and page, with its French and German rows. */
  const publishedWithTranslations = async () => {
    const posts = await database.db.selectFrom('posts').select(['id', 'type', 'slug', 'title', 'excerpt', 'content', 'content_format']).where('status', '=', 'publish').execute();
    const rows = await database.db.selectFrom('post_translations').select(['post_id', 'locale', 'title', 'excerpt', 'content']).execute();
    return posts.map((post) => ({
      post,
      fr: rows.find((row) => row.post_id === post.id && row.locale === 'fr'),
      de: rows.find((row) => row.post_id === post.id && row.locale === 'de'),
    }));
  };

  it('translates every published journal post and page into French and German, keeping the text format’s structure', async () => {
    const entries = await publishedWithTranslations();
    expect(entries.filter(({ post }) => post.type === 'post').length).toBeGreaterThanOrEqual(12);
    const shape = (text: string) => toBlocks(text).map((block) => (block.type === 'list' ? `list of ${block.items.length}` : block.type));
    for (const { post, ...locales } of entries) {
      for (const locale of ['fr', 'de'] as const) {
        const row = locales[locale];
        const label = `${post.type} ${post.slug} in ${locale}`;
        expect(row, label).toBeDefined();
        for (const field of ['title', 'excerpt', 'content'] as const) expect(row![field].trim(), `${label}: ${field}`).not.toBe('');
        // What the admin's translation form would accept and store unchanged, so saving the page there changes nothing.
        const { title, excerpt, content } = row!;
        expect(parseTranslatedFields('post', { title, excerpt, content }), label).toEqual({ ok: true, value: { title, excerpt, content } });
        expect(row!.excerpt, label).not.toBe(post.excerpt);
        expect(row!.content, label).not.toBe(post.content);
        if (post.content_format === 'text') expect(shape(row!.content), label).toEqual(shape(post.content));
      }
    }
  });

  it('writes French with its typography: no-break spaces before two-part punctuation and typographic apostrophes', async () => {
    const entries = await publishedWithTranslations();
    for (const { post, fr } of entries) {
      const texts = [fr!.title, fr!.excerpt, post.content_format === 'html' ? humanTexts(fr!.content).join('\n') : fr!.content];
      for (const text of texts) {
        expect(text, post.slug).not.toMatch(/[^\S\u00a0][:;!?»]|«[^\S\u00a0]/);
        expect(text, post.slug).not.toMatch(/[a-zé]'[a-zéèêàâ]/i);
      }
    }
  });

  it('translates the About us page’s words and keeps every element, id, class and data-* attribute, stored as the sanitiser returns it', async () => {
    const entries = await publishedWithTranslations();
    const { post, fr, de } = entries.find((entry) => entry.post.slug === 'about-us')!;
    const english = markupSkeleton(post.content);
    expect(english.filter((element) => element.values['id']).length).toBeGreaterThanOrEqual(10);
    const englishTexts = humanTexts(post.content);
    for (const [locale, row] of [['fr', fr!], ['de', de!]] as const) {
      expect(sanitizeOwnerHtml(row.content), locale).toBe(row.content);
      expect(markupSkeleton(row.content), locale).toEqual(english);
      // Every sentence, label and description is in the page's language; none is left in English.
      const translated = humanTexts(row.content);
      expect(translated.length, locale).toBe(englishTexts.length);
      for (const text of englishTexts.filter((text) => !/^(?:\d|https?:|Vitrine$)/.test(text) && !/Printers Yard|Amsterdam/.test(text))) expect(translated, locale).not.toContain(text);
      // The typed words change, and the served word is still the first of them.
      const typed = /data-text-effect="([^"]+)">([^<]+)</.exec(row.content)!;
      const words = JSON.parse(typed[1]!.replace(/&quot;/g, '"')) as string[];
      expect(words[0], locale).toBe(typed[2]);
      expect(words, locale).not.toContain('last');
    }
  });

  it('has at least 60 published products in at least 5 categories, none of them empty', async () => {
    const published = await listProducts(database.db, { page: 1, perPage: 1, uploadsUrl: '/uploads' });
    expect(published.total).toBeGreaterThanOrEqual(60);
    const categories = await database.db
      .selectFrom('categories')
      .leftJoin('product_categories', 'product_categories.category_id', 'categories.id')
      .select(['categories.slug', (eb) => eb.fn.count('product_categories.product_id').as('n')])
      .groupBy('categories.slug')
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const category of categories) expect(Number(category.n), category.slug).toBeGreaterThanOrEqual(8);
  });

  it('gives every product a SKU, descriptions and three or four images, each described, that exist on disk', async () => {
    // A variation shows its product's pictures and texts; its own SKU is checked with the others'.
    const everyRow = await database.db.selectFrom('products').selectAll().execute();
    const products = everyRow.filter((product) => product.type !== 'variation');
    const images = await database.db.selectFrom('product_images').selectAll().execute();
    expect(new Set(everyRow.map((product) => product.sku)).size).toBe(everyRow.length);
    for (const product of products) {
      expect(product.short_description.length, product.slug).toBeGreaterThan(20);
      expect(product.description.length, product.slug).toBeGreaterThan(product.short_description.length);
      const own = images.filter((image) => image.product_id === product.id);
      expect(own.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, product.slug).toBeLessThanOrEqual(4);
      // Distinct views of the same object: one file and one description each, the first named as the product.
      expect(new Set(own.map((image) => image.file)).size, product.slug).toBe(own.length);
      expect(new Set(own.map((image) => image.alt)).size, product.slug).toBe(own.length);
      expect(own.find((image) => image.position === 0)?.alt, product.slug).toBe(product.name);
    }
    for (const image of images) {
      expect(image).toMatchObject({ width: 1200, height: 1200, sizes: '[300,600,900,1200]' });
      expect(existsSync(join(UPLOADS_DIR, `${image.file}-300.webp`))).toBe(true);
      expect(existsSync(join(UPLOADS_DIR, `${image.file}-1200.webp`))).toBe(true);
    }
  });

  it('mixes sales, stock levels and a draft like a real shop', async () => {
    const products = await database.db.selectFrom('products').selectAll().execute();
    expect(products.filter((p) => p.sale_price !== null && p.sale_price < p.regular_price && p.price === p.sale_price).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.stock_status === 'outofstock').length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.stock !== null && p.stock >= 3 && p.stock <= 10).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.stock === null && p.stock_status === 'instock').length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.status === 'draft').length).toBe(1);
  });

  it('orders the first page differently for every sort option', async () => {
    const firstPages = await Promise.all(
      SORT_OPTIONS.map(async (sort) => {
        const { products } = await listProducts(database.db, { page: 1, perPage: 12, sort, uploadsUrl: '/uploads' });
        return products.map((product) => product.id).join(',');
      }),
    );
    expect(new Set(firstPages).size).toBe(SORT_OPTIONS.length);
  });

  it('publishes the shop pages and at least 12 journal posts with varied images and excerpts', async () => {
    const pages = await database.db.selectFrom('posts').select('slug').where('type', '=', 'page').where('status', '=', 'publish').execute();
    expect(pages.map((page) => page.slug)).toEqual(expect.arrayContaining(['about', 'shipping-returns', 'contact', 'privacy-policy']));
    const { posts, total } = await listPosts(database.db, { page: 1, perPage: 50, uploadsUrl: '/uploads' });
    expect(total).toBeGreaterThanOrEqual(12);
    expect(posts.every((post) => post.image !== null)).toBe(true);
    const ratios = new Set(posts.map((post) => (post.image!.height / post.image!.width).toFixed(2)));
    expect(ratios.size).toBeGreaterThanOrEqual(3);
    const lengths = posts.map((post) => post.excerpt.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThan(100);
  });

  it('publishes a long About us page in the HTML format, stored sanitised, with the theme markup', async () => {
    const page = await database.db.selectFrom('posts').selectAll().where('slug', '=', 'about-us').executeTakeFirstOrThrow();
    expect(page).toMatchObject({ type: 'page', status: 'publish', content_format: 'html' });
    expect(sanitizeOwnerHtml(page.content)).toBe(page.content);
    expect(page.content).toMatch(/<nav[^>]*aria-label="On this page"/);
    const sections = [...page.content.matchAll(/<section id="([a-z-]+)" data-reveal>/g)].map((match) => match[1]);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const id of sections) expect(page.content).toContain(`<a href="#${id}">`);
    expect(page.content).toMatch(/<a href="https:\/\/[^"]+#new_tab">/);
    expect(page.content).toContain('<a href="#page-top">');
    const textPages = await database.db.selectFrom('posts').select('content_format').where('slug', '!=', 'about-us').execute();
    expect(new Set(textPages.map((row) => row.content_format))).toEqual(new Set(['text']));
  });

  it('shows every content widget on About us in the contract markup, served in its final state and kept by the sanitiser', async () => {
    const { content } = await database.db.selectFrom('posts').select('content').where('slug', '=', 'about-us').executeTakeFirstOrThrow();
    expect(sanitizeOwnerHtml(content)).toBe(content);
    const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

    // Gallery: lightbox links to stored images, each around its thumbnail.
    const links = [...content.matchAll(/<a href="\/uploads\/([^"]+)" data-lightbox="workshop"[^>]*><img src="\/uploads\/([^"]+)" alt="([^"]+)"/g)];
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const [, full, thumb] of links) {
      expect(existsSync(join(UPLOADS_DIR, full!)), full).toBe(true);
      expect(existsSync(join(UPLOADS_DIR, thumb!)), thumb).toBe(true);
    }

    // Tabs: one tablist pushing its hash, every tab controlling a served panel, the first selected.
    expect(content).toMatch(/<div role="tablist" aria-label="[^"]+" data-tabs-hash>/);
    const tabs = [...content.matchAll(/<button type="button" role="tab" id="([a-z-]+)" aria-controls="([a-z-]+)" aria-selected="(true|false)">/g)];
    expect(tabs.length).toBeGreaterThanOrEqual(3);
    expect(tabs.map((tab) => tab[3])).toEqual(['true', ...tabs.slice(1).map(() => 'false')]);
    tabs.forEach(([, tab, panel], index) => expect(content).toContain(`<div role="tabpanel" id="${panel}" aria-labelledby="${tab}" tabindex="0"${index === 0 ? '' : ' hidden=""'}>`));

    // Modal: a link to a dialog naming it (without script the link shows it in place), closed as served.
    const modal = /<a class="button" href="#([a-z-]+)" data-modal="\1">/.exec(content)?.[1];
    expect(modal).toBeDefined();
    expect(content).toMatch(new RegExp(`<dialog id="${modal}" aria-labelledby="[a-z-]+">`));

    // Count-ups and circles: the served text is already prefix + final value + suffix.
    const counters = [...content.matchAll(/<(strong|span) data-countup(?:="(circle)")?((?: data-[a-z]+="[^"]*")*)>([^<]*)</g)];
    expect(counters.filter((counter) => counter[2] === 'circle').length).toBeGreaterThanOrEqual(2);
    expect(counters.filter((counter) => counter[2] === undefined).length).toBeGreaterThanOrEqual(2);
    for (const [, , , attributes, text] of counters) {
      const value = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '';
      expect(value('min')).toMatch(/^\d+$/);
      expect(Number(value('stop'))).toBeLessThanOrEqual(Number(value('max')));
      expect(text).toBe(`${value('prefix')}${value('stop')}${value('suffix')}`);
    }

    // Typed text: the served text is the first of its strings.
    const typed = /data-text-effect="([^"]+)">([^<]+)</.exec(content);
    const words = JSON.parse(decode(typed![1]!)) as string[];
    expect(words.length).toBeGreaterThanOrEqual(2);
    expect(typed![2]).toBe(words[0]);

    // Map: the contract's attributes around the address it shows before consent.
    expect(content).toMatch(/<div class="studio-map" data-map id="workshop-map" data-lat="-?\d+\.\d+" data-lng="-?\d+\.\d+" data-zoom="14" data-type="roadmap">\s*<address>[^<]+<br \/>/);

    // Collapse: a closed button naming the region it opens.
    const region = /<button type="button" data-collapse aria-expanded="false" aria-controls="([a-z-]+)">/.exec(content)?.[1];
    expect(region).toBeDefined();
    expect(content).toContain(`<div id="${region}">`);
  });

  it('does nothing the second time', async () => {
    const before = await snapshot();
    const users = await count('users');
    expect(await seedIfEmpty(database.db, { adminPassword: 'another-password', uploadsDir: UPLOADS_DIR })).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(before);
    expect(await count('users')).toBe(users);
  });

  it('reseeds the same catalog and content, keeping users and orders', async () => {
    const before = await snapshot();
    const customerId = await insertCustomer(database.db, { username: 'shopper', email: 'shopper@example.test' });
    const product = await database.db.selectFrom('products').select(['id', 'name', 'price']).limit(1).executeTakeFirstOrThrow();
    await insertOrder(database.db, { customerId, email: 'shopper@example.test', lines: [{ productId: product.id, name: product.name, quantity: 1, unitPrice: product.price }] });

    await reseed(database.db, { uploadsDir: UPLOADS_DIR });

    expect(await snapshot()).toEqual(before);
    expect(await count('users')).toBe(2);
    expect(await count('orders')).toBe(1);
    const line = await database.db.selectFrom('order_lines').select(['name', 'product_id']).executeTakeFirstOrThrow();
    // The line keeps its snapshot of the product; the old row is gone.
    expect(line).toEqual({ name: product.name, product_id: null });
  });

  it('does not bring the demo store back once the owner has emptied the catalog', async () => {
    await database.db.deleteFrom('product_images').execute();
    await database.db.deleteFrom('product_categories').execute();
    await database.db.deleteFrom('products').execute();
    await database.db.deleteFrom('categories').execute();
    await database.db.deleteFrom('posts').execute();
    expect(await seedIfEmpty(database.db, { uploadsDir: UPLOADS_DIR })).toEqual({ seeded: false });
    expect(await count('products')).toBe(0);
  });
});
