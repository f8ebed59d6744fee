import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { getTranslations } from '../core/i18n/content-translations.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const LOCALES = { store: { locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile;
const SHIRT = 'washed-linen-shirt';

/** A select of the variations form: its label and its options as `value=text`. */
function variationSelect(html: string, key: string): { label: string; options: string[] } {
  const field = `attribute_${key}`;
  const label = textOf(new RegExp(`<label for="${field}">([^<]*)</label>`).exec(html)?.[1] ?? '');
  const select = new RegExp(`<select id="${field}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  const options = [...select.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map(([, value, text]) => `${value}=${textOf(text ?? '')}`);
  return { label, options };
}

/** The form's variations JSON, as the page's script reads it. */
function variationsJson(rawHtml: string): { attributes: Record<string, string> }[] {
  const json = /data-product_variations="([^"]*)"/.exec(rawHtml)?.[1] ?? '[]';
  return JSON.parse(decode(json)) as { attributes: Record<string, string> }[];
}

/** The cart page's lines: product name with its attributes, as text. */
function cartLines(html: string): string[] {
  return [...html.matchAll(/<tr class="woocommerce-cart-form__cart-item[^"]*">([\s\S]*?)<\/tr>/g)].map((row) => {
    const cell = /<t[hd][^>]*class="product-name"[^>]*>([\s\S]*?)<\/t[hd]>/.exec(row[1]!)?.[1] ?? '';
    return textOf(cell.replace(/<\/?[a-z][^>]*>/gi, (tag) => `${tag} `)).replace(/\s+/g, ' ').trim();
  });
}

/** The page's notices, as text. */
async function noticesOn(visitor: Visitor, path: string): Promise<string> {
  const html = await visitor.page(path);
  return [...html.matchAll(/<(?:ul|div) class="woocommerce-(?:error|message|info)"[^>]*>([\s\S]*?)<\/(?:ul|div)>/g)].map((match) => textOf(match[1]!)).join(' | ');
}

function errorBy(html: string, id: string): string {
  const match = new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html);
  return match ? textOf(match[1] ?? '') : '';
}

describe.each(DIALECTS)('global attributes and terms in each language on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, LOCALES);
  const admin = new Visitor(shop);
  let nonce = '';
  let shirt = 0;
  let colour = 0;
  let size = 0;

  const termId = async (attributeId: number, slug: string) =>
    (await shop.database.db.selectFrom('attribute_terms').select('id').where('attribute_id', '=', attributeId).where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    const { db } = shop.database;
    shirt = (await db.selectFrom('products').select('id').where('slug', '=', SHIRT).executeTakeFirstOrThrow()).id;
    colour = (await db.selectFrom('attributes').select('id').where('slug', '=', 'colour').executeTakeFirstOrThrow()).id;
    size = (await db.selectFrom('attributes').select('id').where('slug', '=', 'size').executeTakeFirstOrThrow()).id;
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page('/admin/products/attributes/'));
    expect(nonce).not.toBe('');
  });

  it('seeds the demo store’s colours and sizes with French and German names through the admin’s writer', async () => {
    expect(await getTranslations(shop.database.db, 'attribute', colour)).toEqual({ de: { name: 'Farbe' }, fr: { name: 'Couleur' } });
    expect(await getTranslations(shop.database.db, 'attribute', size)).toEqual({ de: { name: 'Größe' }, fr: { name: 'Taille' } });
    expect(await getTranslations(shop.database.db, 'attribute_term', await termId(colour, 'rust'))).toEqual({
      de: { name: 'Rost', description: '' },
      fr: { name: 'Rouille', description: '' },
    });
    // The admin's lists say which names are translated.
    const rowOf = (html: string, href: string) => textOf(`<tr${(html.split('<tr').find((part) => part.includes(`href="${href}"`)) ?? '').split('</tr>')[0] ?? ''}`);
    expect(rowOf(await admin.page('/admin/products/attributes/'), `/admin/products/attributes/${colour}/`)).toContain('Français: translated; Deutsch: translated');
    const terms = await admin.page(`/admin/products/attributes/${colour}/terms/`);
    expect(terms).toContain('<th scope="col">Translations</th>');
    expect(rowOf(terms, `/admin/products/attributes/${colour}/terms/${await termId(colour, 'rust')}/`)).toContain('fr ok, de ok');
  });

  it('names the variations form’s selects and options in the page’s language; the values and the JSON stay the slugs', async () => {
    const pages = await Promise.all([`/de/product/${SHIRT}/`, `/fr/product/${SHIRT}/`, `/product/${SHIRT}/`].map((path) => new Visitor(shop).page(path)));
    const [german, french, english] = pages.map(decode) as [string, string, string];
    expect(variationSelect(german, 'pa_colour')).toEqual({ label: 'Farbe', options: ['indigo=Indigo', 'oat=Hafer', 'rust=Rost'] });
    // The sizes have no translation: their own names are shown.
    expect(variationSelect(german, 'pa_size')).toEqual({ label: 'Größe', options: ['s=S', 'm=M', 'l=L', 'xl=XL'] });
    expect(german).toContain('data-label="Rost"');

    expect(variationSelect(french, 'pa_colour')).toEqual({ label: 'Couleur', options: ['indigo=Indigo', 'oat=Avoine', 'rust=Rouille'] });
    expect(variationSelect(french, 'pa_size').label).toBe('Taille');

    expect(variationSelect(english, 'pa_colour')).toEqual({ label: 'Colour', options: ['indigo=Indigo', 'oat=Oat', 'rust=Rust'] });

    // The "Additional information" table names the visible attributes and their values in the page's language too.
    const additionalRow = (html: string, key: string) => textOf(`<tr${(html.split('<tr').find((part) => part.includes(`woocommerce-product-attributes-item--attribute_${key}`)) ?? '').split('</tr>')[0] ?? ''}`);
    expect(additionalRow(german, 'pa_colour')).toMatch(/^Farbe\s*Indigo, Hafer, Rost$/);
    expect(additionalRow(french, 'pa_colour')).toMatch(/^Couleur\s*Indigo, Avoine, Rouille$/);
    expect(additionalRow(english, 'pa_colour')).toMatch(/^Colour\s*Indigo, Oat, Rust$/);

    for (const html of pages) {
      const variations = variationsJson(html);
      expect(variations).toHaveLength(12);
      expect(variations.map((variation) => variation.attributes['attribute_pa_colour'])).toContain('rust');
      expect(variations.every((variation) => Object.keys(variation.attributes).join() === 'attribute_pa_colour,attribute_pa_size')).toBe(true);
    }
  });

  it('puts the product’s type on the product page’s body, as on its own element', async () => {
    const html = await new Visitor(shop).page(`/de/product/${SHIRT}/`);
    expect(/<body class="([^"]*)"/.exec(html)?.[1]?.split(' ')).toEqual(expect.arrayContaining(['single-product', 'product-type-variable']));
    expect(html).toMatch(/<div class="product type-product product-type-variable /);
    const simple = await new Visitor(shop).page('/product/stoneware-coffee-mug/');
    expect(/<body class="([^"]*)"/.exec(simple)?.[1]?.split(' ')).toEqual(expect.arrayContaining(['single-product', 'product-type-simple']));
  });

  it('names a cart line’s attributes in the shopper’s language, refuses in it, and the order keeps them as read', async () => {
    const visitor = new Visitor(shop);
    const refused = await visitor.request(`/de/product/${SHIRT}/?add-to-cart=${shirt}&attribute_pa_colour=rust`);
    expect(refused.status).toBe(303);
    expect(await noticesOn(visitor, `/de/product/${SHIRT}/`)).toContain('Größe ist ein Pflichtfeld.');
    await visitor.request(`/de/product/${SHIRT}/?add-to-cart=${shirt}&attribute_pa_colour=purple&attribute_pa_size=m`);
    expect(await noticesOn(visitor, `/de/product/${SHIRT}/`)).toContain('Ungültiger Wert für Farbe übermittelt.');

    expect((await visitor.request(`/de/product/${SHIRT}/?add-to-cart=${shirt}&attribute_pa_colour=rust&attribute_pa_size=m`)).status).toBe(303);
    const german = decode(await visitor.page('/de/cart/'));
    expect(cartLines(german)).toEqual([expect.stringMatching(/Farbe: Rost Größe: M$/)]);
    // The mini cart in the header and the checkout's order review; the same cart read in English and French.
    const rust = '<dt class="variation-Farbe">Farbe:</dt><dd class="variation-Farbe">Rost</dd>';
    const markup = async (path: string) => decode(await visitor.page(path)).replaceAll('<!-- -->', '');
    expect(await markup('/de/shop/')).toMatch(new RegExp(`class="widget_shopping_cart_content"[\\s\\S]*${rust}`));
    expect(await markup('/de/checkout/')).toContain(rust);
    expect(cartLines(decode(await visitor.page('/cart/')))).toEqual([expect.stringMatching(/Colour: Rust Size: M$/)]);
    expect(cartLines(decode(await visitor.page('/fr/cart/')))).toEqual([expect.stringMatching(/Couleur: Rouille Taille: M$/)]);
    // The fragments a German page asks for after an add by script.
    const ajax = await new Visitor(shop).request('/de/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ product_id: String(shirt), attribute_pa_colour: 'oat', attribute_pa_size: 'l' }).toString(),
    });
    const { fragments } = (await ajax.json()) as { fragments: Record<string, string> };
    expect(decode(fragments['div.widget_shopping_cart_content'] ?? '').replaceAll('<!-- -->', '')).toContain('<dt class="variation-Farbe">Farbe:</dt><dd class="variation-Farbe">Hafer</dd>');

    const checkoutNonce = nonceIn(decode(await (await visitor.request('/de/checkout/')).text()));
    const placed = await visitor.post('/de/checkout/', { ...checkoutFields(checkoutNonce, {}), billing_email: 'farbe@example.com' });
    expect(placed.status).toBe(303);
    const orderId = Number(/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]);
    const line = await shop.database.db.selectFrom('order_lines').select('attributes').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(JSON.parse(line.attributes)).toEqual([
      { name: 'Farbe', value: 'Rost' },
      { name: 'Größe', value: 'M' },
    ]);
    const mail = await shop.database.db.selectFrom('outbox').select('text').where('to_address', '=', 'farbe@example.com').executeTakeFirstOrThrow();
    expect(mail.text).toContain('Farbe: Rost, Größe: M');
  });

  it('saves an attribute’s and a term’s names from the admin; the pages show them at once, and fall back when emptied', async () => {
    const form = decode(await admin.page(`/admin/products/attributes/${size}/`));
    expect(form).toMatch(/<legend>Translation: <span lang="de">Deutsch<\/span><\/legend>/);
    expect(form).toMatch(/<label[^>]*for="attribute-name-de"[^>]*>Name \(de\)/);
    expect(form).toMatch(/<input[^>]*name="name__de"[^>]*value="Größe"/);
    expect(form).toContain('Leave empty to show the English name.');

    const labelOn = async (path: string, key: string) => variationSelect(decode(await new Visitor(shop).page(path)), key);
    // Read first, so the page and its names are the ones kept for this content version.
    expect((await labelOn(`/de/product/${SHIRT}/`, 'pa_size')).label).toBe('Größe');
    const saved = await admin.post(`/admin/products/attributes/${size}/`, { _wpnonce: nonce, name: 'Size', slug: 'size', order_by: 'menu_order', name__fr: '', name__de: 'Konfektionsgröße' });
    expect(saved.status).toBe(303);
    expect(await getTranslations(shop.database.db, 'attribute', size)).toEqual({ de: { name: 'Konfektionsgröße' } });
    expect((await labelOn(`/de/product/${SHIRT}/`, 'pa_size')).label).toBe('Konfektionsgröße');
    // No French name any more: the English one.
    expect((await labelOn(`/fr/product/${SHIRT}/`, 'pa_size')).label).toBe('Size');

    const medium = await termId(size, 'm');
    const termPage = decode(await admin.page(`/admin/products/attributes/${size}/terms/${medium}/`));
    expect(termPage).toMatch(/<textarea[^>]*name="description__fr"/);
    const term = await admin.post(`/admin/products/attributes/${size}/terms/${medium}/`, {
      _wpnonce: nonce,
      name: 'M',
      slug: 'm',
      description: 'Medium',
      menu_order: '1',
      name__fr: 'M (moyen)',
      description__fr: 'Taille moyenne',
      name__de: '',
      description__de: '',
    });
    expect(term.status).toBe(303);
    expect(await getTranslations(shop.database.db, 'attribute_term', medium)).toEqual({ fr: { name: 'M (moyen)', description: 'Taille moyenne' } });
    expect((await labelOn(`/fr/product/${SHIRT}/`, 'pa_size')).options).toContain('m=M (moyen)');
    expect((await labelOn(`/de/product/${SHIRT}/`, 'pa_size')).options).toContain('m=M');

    // A new term of a new attribute, with its names, from the admin's add forms.
    const created = await admin.post('/admin/products/attributes/new/', { _wpnonce: nonce, name: 'Fabric', slug: '', order_by: 'menu_order', name__fr: 'Tissu', name__de: 'Stoff' });
    expect(created.status).toBe(303);
    const fabric = Number(/attributes\/(\d+)\/terms\//.exec(created.headers.get('location') ?? '')?.[1]);
    expect(await getTranslations(shop.database.db, 'attribute', fabric)).toEqual({ de: { name: 'Stoff' }, fr: { name: 'Tissu' } });
    const added = await admin.post(`/admin/products/attributes/${fabric}/terms/`, { _wpnonce: nonce, name: 'Linen', slug: '', description: '', menu_order: '0', name__fr: 'Lin', name__de: 'Leinen' });
    expect(added.status).toBe(303);
    expect(await getTranslations(shop.database.db, 'attribute_term', await termId(fabric, 'linen'))).toEqual({
      de: { name: 'Leinen', description: '' },
      fr: { name: 'Lin', description: '' },
    });
  });

  it('refuses a translation that is not a name, with the message by its field and every other problem at once', async () => {
    const refused = await admin.post(`/admin/products/attributes/${colour}/`, { _wpnonce: nonce, name: '', slug: 'colour', order_by: 'menu_order', name__fr: 'Couleur', name__de: 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, 'attribute-name-de')).toBe('Keep the name under 200 characters.');
    expect(errorBy(html, 'attribute-name')).toBe('Enter the name.');
    expect(html).toMatch(/<input[^>]*name="name__fr"[^>]*value="Couleur"/);
    expect(await getTranslations(shop.database.db, 'attribute', colour)).toEqual({ de: { name: 'Farbe' }, fr: { name: 'Couleur' } });

    const rust = await termId(colour, 'rust');
    const term = await admin.post(`/admin/products/attributes/${colour}/terms/${rust}/`, {
      _wpnonce: nonce,
      name: 'Rust',
      slug: 'rust',
      description: '',
      menu_order: 'two',
      name__fr: 'Rouille',
      description__fr: '',
      name__de: '<b>Rost</b>',
      description__de: '',
    });
    expect(term.status).toBe(400);
    const termHtml = decode(await term.text());
    expect(errorBy(termHtml, 'term-name-de')).toMatch(/^The name /);
    expect(errorBy(termHtml, 'term-order')).toBe('Enter a whole number.');
    expect((await getTranslations(shop.database.db, 'attribute_term', rust)).de?.name).toBe('Rost');
  });
});
