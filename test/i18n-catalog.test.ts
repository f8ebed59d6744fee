import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { DIALECTS } from './dialects.ts';
import { decode, textOf } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

/** The demo shop in English, French and German (as vitrine.config.json has it). */
const FILE: ConfigFile = { store: { locales: { default: 'en', others: ['fr', 'de'] } } };

const PRODUCT = '/product/stoneware-coffee-mug/';
const CATEGORY = '/product-category/kitchen-dining/';
const TEXT_PAGE = '/about/';

/** Addresses that are not pages and so carry no language. */
const LANGUAGELESS = ['/uploads/', '/assets/', '/wp-json/', '/favicon.', '/site.webmanifest'];
/** The header's cart link is the cart's (app/components/cart/HeaderCartLink.tsx), which writes it unprefixed. */
const CART_LINK = '/cart/';

/**
 * Every site path a page links to or sends a form to (`href` of links and anchors, `action` of forms),
 * leaving out the language switcher's and the alternates' (`hreflang`: each leads to another language
 * on purpose), full addresses, anchors and query-only links.
 */
function internalTargets(html: string): string[] {
  const targets: string[] = [];
  for (const [tag = ''] of html.matchAll(/<(?:a|link|form)\b[^>]*>/gi)) {
    if (/\shreflang=/i.test(tag)) continue;
    const value = /\s(?:href|action)="([^"]*)"/.exec(tag)?.[1];
    if (value === undefined) continue;
    const target = decode(value);
    if (!target.startsWith('/') || target.startsWith('//')) continue;
    targets.push(target);
  }
  return targets;
}

/** The `action` of the form with this class. */
function formAction(html: string, className: string): string | undefined {
  const tag = new RegExp(`<form class="${className}"[^>]*>`).exec(html)?.[0] ?? '';
  return /\saction="([^"]*)"/.exec(tag)?.[1];
}

function outsideLanguage(html: string, prefix: string): string[] {
  return internalTargets(html).filter((target) => !target.startsWith(`${prefix}/`) && target !== CART_LINK && !LANGUAGELESS.some((path) => target.startsWith(path)));
}

describe.each(DIALECTS)('the catalogue and content pages in the shop’s languages on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const page = async (path: string) => {
    const response = await shop.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it('the French shop: product names, its words, prices in French, every link in French', async () => {
    const html = await page('/fr/shop/');
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1 class="woocommerce-products-header__title page-title">Boutique<\/h1>/);
    expect(html).toContain('Mug à café en grès');
    expect(html).not.toContain('>Stoneware Coffee Mug<');
    expect(textOf(/<p class="woocommerce-result-count"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '')).toMatch(/^Affichage de 1 à \d+ sur \d+ résultats$/);
    expect(html).toContain('<label for="orderby">Trier par</label>');
    expect(html).toContain('<option value="price">Tri par tarif croissant</option>');
    expect(formAction(html, 'woocommerce-ordering')).toBe('/fr/shop/');
    expect(html).toContain('aria-label="Pagination des produits"');
    expect(html).toContain('Ajouter au panier');
    expect(html).toContain('aria-label="Ajouter «\u00a0Mug à café en grès\u00a0» à votre panier"');
    // The shop's currency, written the French way: "24,00 $US".
    expect(html).toMatch(/<span class="woocommerce-Price-amount amount">24,00\s\$US<\/span>/);
    expect(html).toContain('<link rel="canonical" href="' + shop.url + '/fr/shop/"/>');
    expect(outsideLanguage(html, '/fr')).toEqual([]);
  });

  it('a French product page: its translated name and descriptions, category, breadcrumbs and words', async () => {
    const html = await page(`/fr${PRODUCT}`);
    expect(html).toContain('<h1 class="product_title entry-title">Mug à café en grès</h1>');
    expect(html).toContain('<title>Mug à café en grès – ');
    expect(html).toContain('<nav class="woocommerce-breadcrumb" aria-label="Fil d’Ariane">');
    expect(html).toContain('<a href="/fr/">Accueil</a>');
    expect(html).toContain('<a href="/fr/shop/">Boutique</a>');
    expect(html).toContain(`<a href="/fr${CATEGORY}">Cuisine &amp; table</a>`);
    expect(html).toMatch(/<p class="posted_in">Catégorie\u00a0: <span>/);
    expect(formAction(html, 'cart')).toBe('/fr/product/stoneware-coffee-mug/');
    expect(html).toContain('>Quantité</label>');
    expect(html).toContain('<h2 id="related-title">Produits similaires</h2>');
    expect(html).toMatch(/<p class="stock in-stock">(En stock|\d+ en stock)<\/p>/);
    expect(outsideLanguage(html, '/fr')).toEqual([]);
  });

  it('a French category: its translated name and description', async () => {
    const html = await page(`/fr${CATEGORY}`);
    expect(html).toMatch(/<h1 class="woocommerce-products-header__title page-title">Cuisine &amp; table<\/h1>/);
    expect(html).toContain('<p class="term-description">Grès, bois et fonte pour cuisiner au quotidien et prendre son temps au petit-déjeuner.</p>');
    expect(html).toContain('Mug à café en grès');
    expect(outsideLanguage(html, '/fr')).toEqual([]);
  });

  it('a French text page: its translated title and body', async () => {
    const html = await page(`/fr${TEXT_PAGE}`);
    expect(html).toContain('<h1 class="entry-title">Qui sommes-nous</h1>');
    expect(html).toContain('Ce que nous recherchons');
    expect(outsideLanguage(html, '/fr')).toEqual([]);
  });

  it('the German home page: product and category names, its words, the menu in German', async () => {
    const html = await page('/de/');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<h3 class="woocommerce-loop-product__title">Emaille-Campingbecher</h3>');
    expect(html).toMatch(/<span class="product-category__name">Küche &amp; Tisch<\/span><span class="product-category__count">\d+ Produkte<\/span>/);
    expect(html).toContain('<a href="/de/contact/">Kontakt: So erreichen Sie uns</a>');
    expect(html).toMatch(/<time class="post-date" dateTime="[^"]+">\d+\. [A-Z][a-zä]+ \d{4}<\/time>/);
    expect(html).toContain('<nav class="site-nav" aria-label="Hauptmenü">');
    expect(html).toContain('<a href="/de/about-us/">Über uns</a>');
    expect(html).toContain('<nav aria-label="Fußzeile">');
    expect(outsideLanguage(html, '/de')).toEqual([]);
  });

  it('the first page’s second address leads to the listing in the same language', async () => {
    const response = await shop.request('/fr/shop/page/1/?orderby=price');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr/shop/?orderby=price');
    expect((await shop.request('/shop/page/1/')).headers.get('location')).toBe('/shop/');
  });

  it('a page that does not exist answers 404 in the page’s language, its link in it', async () => {
    const response = await shop.request('/fr/product/no-such-thing/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1>Page introuvable</h1>');
    expect(html).toContain('<a class="button" href="/fr/shop/">Parcourir la boutique</a>');
  });

  it('the English pages are the default language’s: English names and words, no language prefix', async () => {
    for (const path of ['/shop/', PRODUCT, CATEGORY, TEXT_PAGE, '/']) {
      const html = await page(path);
      expect(html, path).toContain('<html lang="en"');
      expect(html, path).not.toContain('Mug à café en grès');
      expect(internalTargets(html).filter((target) => /^\/(fr|de)\//.test(target)), path).toEqual([]);
    }
    const product = await page(PRODUCT);
    expect(product).toContain('<h1 class="product_title entry-title">Stoneware Coffee Mug</h1>');
    expect(product).toContain('<a href="/">Home</a>');
    expect(product).toMatch(/<span class="woocommerce-Price-amount amount">\$24\.00<\/span>/);
    expect(await page('/shop/')).toContain('<label for="orderby">Sort by</label>');
  });
});
