import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { ownerInputName } from '../core/i18n/owner-string-form.ts';
import { getHomeLayout, saveHomeLayout } from '../core/settings/home-settings.ts';
import { getContentVersion } from '../core/settings/settings.ts';
import type { HomeLayout } from '../core/theme/home-sections.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** Pages cached as in production (a save must drop them), the demo's languages, and a menu link of the owner's own. */
const FILE = {
  pageCache: { enabled: true },
  store: { locales: { default: 'en', others: ['fr', 'de'] } },
  theme: { menu: { entries: [{ type: 'shop' }, { type: 'link', label: 'Gift cards', href: '/shop/' }, { type: 'blog' }], categories: 'all' } },
} as ConfigFile;

const PAGE = '/admin/settings/translations/';

describe.each(DIALECTS)('string translations on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  const rows = () => shop.database.db.selectFrom('string_translations').select(['locale', 'source', 'text']).orderBy('locale').orderBy('source').execute();
  /** The footer's tagline, the header's links and the store notice of a storefront page. */
  const pageText = async (path: string) => {
    const response = await shop.request(path);
    expect(response.status, path).toBe(200);
    return { html: decode(await response.text()), cache: response.headers.get('x-cache') };
  };
  const footerTagline = (html: string) => textOf(/<footer[^>]*>[\s\S]*?<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '');
  const navLabels = (html: string) => [...(/<nav[^>]*class="site-nav[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => textOf(match[1] ?? ''));

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    expect(nonce).not.toBe('');
    // Texts of the owner's own: a home page heading and the store notice.
    const layout = (await getHomeLayout(shop.database.db)).map((section) => (section.type === 'story' ? { ...section, heading: 'How we began' } : section)) as HomeLayout;
    await saveHomeLayout(shop.database.db, layout);
    const notice = await admin.post('/admin/settings/', { _wpnonce: nonce, notice_enabled: '1', notice_text: 'Closed on Monday' });
    expect(notice.status).toBe(303);
  });

  it('shows the demo’s translated tagline on French and German pages, and English on English ones', async () => {
    expect(footerTagline((await pageText('/fr/')).html)).toBe('De belles choses, bien faites.');
    expect(footerTagline((await pageText('/de/shop/')).html)).toBe('Schöne Dinge, gut gemacht.');
    expect(footerTagline((await pageText('/')).html)).toBe('Good things, well made.');
  });

  it('names a shipping method the owner titled by its translation in the cart, and lists the title to translate', async () => {
    const shopper = new Visitor(shop);
    const product = await shop.database.db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', '=', 'simple').where('stock_status', '=', 'instock').orderBy('id').executeTakeFirstOrThrow();
    const headers = { 'CF-IPCountry': 'DE' };
    expect((await shopper.request(`/de/shop/?add-to-cart=${product.id}`, { headers, redirect: 'manual' })).status).toBeLessThan(400);
    const german = decode(await (await shopper.request('/de/cart/', { headers })).text());
    expect(german).toContain('Abholung in der Berliner Werkstatt');
    expect(german).not.toContain('Pick up at the Berlin workshop');
    const english = decode(await (await shopper.request('/cart/', { headers })).text());
    expect(english).toContain('Pick up at the Berlin workshop');
    expect(textOf(decode(await admin.page(PAGE)))).toContain('Shipping zone “Germany”: method title');
  });

  it('lists the owner’s texts with an input per other language and what is missing, linked from the admin navigation', async () => {
    const html = decode(await admin.page(PAGE));
    expect(html).toContain('<h1>Translations</h1>');
    expect(html).toMatch(/<a[^>]*href="\/admin\/settings\/translations\/"[^>]*>Translations<\/a>/);
    for (const source of ['Good things, well made.', 'Gift cards', 'Closed on Monday', 'How we began']) expect(html).toContain(`>${source}</span>`);
    // A default text is translated by the shop already: not listed.
    expect(html).not.toContain('>The workshop in numbers</span>');
    expect(html).toMatch(new RegExp(`<input[^>]*name="${ownerInputName('Good things, well made.', 'fr')}"[^>]*value="De belles choses, bien faites."`));
    expect(html).toMatch(new RegExp(`<input[^>]*lang="de"[^>]*name="${ownerInputName('Gift cards', 'de')}"[^>]*value=""`));
    const row = (source: string) => textOf(html.split('<tr').find((part) => part.includes(`>${source}</span>`))?.split('</tr>')[0] ?? '');
    expect(row('Gift cards')).toContain('fr missing, de missing');
    expect(row('Good things, well made.')).toContain('fr ok, de ok');
    expect(row('How we began')).toContain('Home page, “How we began” section: heading');
  });

  it('saves translations that the next French page shows at once, page cache and all; German falls back to the text as written', async () => {
    await pageText('/fr/');
    expect((await pageText('/fr/')).cache).toBe('HIT');
    const version = await getContentVersion(shop.database.db);
    const saved = await admin.post(PAGE, {
      _wpnonce: nonce,
      [ownerInputName('How we began', 'fr')]: ' Nos débuts ',
      [ownerInputName('Gift cards', 'fr')]: 'Cartes cadeaux',
      [ownerInputName('Closed on Monday', 'fr')]: 'Fermé le lundi',
      [ownerInputName('Gift cards', 'de')]: '',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(PAGE);
    expect(await getContentVersion(shop.database.db)).not.toBe(version);
    expect(decode(await admin.page(PAGE))).toContain('Translations saved.');
    expect((await rows()).filter((row) => row.locale === 'fr' && row.source !== 'Good things, well made.' && !row.source.startsWith('Free shipping') && row.source !== 'Pick up at the Berlin workshop')).toEqual([
      { locale: 'fr', source: 'Closed on Monday', text: 'Fermé le lundi' },
      { locale: 'fr', source: 'Gift cards', text: 'Cartes cadeaux' },
      { locale: 'fr', source: 'How we began', text: 'Nos débuts' },
    ]);

    const french = await pageText('/fr/');
    expect(french.cache).not.toBe('HIT');
    expect(french.html).toContain('Nos débuts');
    expect(french.html).not.toContain('How we began');
    expect(navLabels(french.html)).toContain('Cartes cadeaux');
    expect(french.html).toContain('Fermé le lundi');
    // Other pages carry the header and the notice too.
    expect(navLabels((await pageText('/fr/shop/')).html)).toContain('Cartes cadeaux');

    const german = await pageText('/de/');
    expect(german.html).toContain('How we began');
    expect(navLabels(german.html)).toContain('Gift cards');
    expect(german.html).toContain('Closed on Monday');
    const english = await pageText('/');
    expect(english.html).toContain('How we began');
    expect(navLabels(english.html)).toContain('Gift cards');
  });

  it('forgets a translation saved empty: the page shows the text as written again', async () => {
    const saved = await admin.post(PAGE, { _wpnonce: nonce, [ownerInputName('How we began', 'fr')]: '   ' });
    expect(saved.status).toBe(303);
    expect((await rows()).some((row) => row.source === 'How we began')).toBe(false);
    const french = await pageText('/fr/');
    expect(french.html).toContain('How we began');
    expect(french.html).not.toContain('Nos débuts');
    // What the post left out stays.
    expect(navLabels(french.html)).toContain('Cartes cadeaux');
  });

  it('shows HTML typed as a translation as text, never as markup', async () => {
    expect((await admin.post(PAGE, { _wpnonce: nonce, [ownerInputName('Closed on Monday', 'fr')]: 'Fermé <script>alert(1)</script> lundi' })).status).toBe(303);
    const { html } = await pageText('/fr/');
    expect(html).toContain('Fermé &lt;script&gt;alert(1)&lt;/script&gt; lundi');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('answers bad input with 400 and the form again, the message by its field and what was typed kept, saving nothing', async () => {
    const before = await rows();
    const heading = ownerInputName('How we began', 'de');
    const tagline = ownerInputName('Good things, well made.', 'fr');
    const response = await admin.post(PAGE, { _wpnonce: nonce, [heading]: 'Wie\nalles begann', [tagline]: 'x'.repeat(201), [ownerInputName('Gift cards', 'de')]: 'Gutscheine' });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain('Please correct the fields marked below.');
    const id = (name: string) => `string-${name.replace(/_/g, '-')}`;
    expect(html).toContain(`<span class="form-row__error" id="${id(heading)}-error">Keep it on one line, without tabs or other control characters.</span>`);
    expect(html).toMatch(new RegExp(`<input[^>]*aria-invalid="true"[^>]*aria-describedby="${id(heading)}-error"[^>]*name="${heading}"`));
    expect(html).toContain(`<span class="form-row__error" id="${id(tagline)}-error">Keep it to 200 characters or fewer.</span>`);
    expect(html).toMatch(new RegExp(`<input[^>]*name="${ownerInputName('Gift cards', 'de')}"[^>]*value="Gutscheine"`));
    expect(await rows()).toEqual(before);
  });

  it('refuses a post without the session’s nonce, and visitors who are not administrators', async () => {
    const before = await rows();
    expect((await admin.post(PAGE, { _wpnonce: 'stale', [ownerInputName('Gift cards', 'de')]: 'Gutscheine' })).status).toBe(403);
    const visitor = new Visitor(shop);
    expect((await visitor.request(PAGE)).status).toBe(302);
    expect((await visitor.post(PAGE, { [ownerInputName('Gift cards', 'de')]: 'Gutscheine' })).status).not.toBe(303);
    expect(await rows()).toEqual(before);
  });

  it('captions the home gallery of products with their French names', async () => {
    const { html } = await pageText('/fr/');
    const gallery = /<section[^>]*id="gallery"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const captions = [...gallery.matchAll(/<figcaption>([^<]*)<\/figcaption>/g)].map((match) => textOf(match[1] ?? ''));
    expect(captions.length).toBeGreaterThan(0);
    const names = await shop.database.db
      .selectFrom('products as p')
      .innerJoin('product_translations as t', 't.product_id', 'p.id')
      .select(['p.name', 't.name as french'])
      .where('t.locale', '=', 'fr')
      .execute();
    const french = new Set(names.map((row) => row.french));
    const english = new Set(names.filter((row) => row.name !== row.french).map((row) => row.name));
    for (const caption of captions) {
      expect(french.has(caption), caption).toBe(true);
      expect(english.has(caption), caption).toBe(false);
    }
  });
});
