import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader.tsx';
import { TranslateContext } from './i18n/translate-context.ts';
import { translator } from '../../core/i18n/translator.ts';
import { headerSticky } from './header/header-sticky.ts';
import type { MenuItem } from '../../core/theme/menu.ts';
import { pageLanguages, type PageLanguage } from '../../core/i18n/page-languages.ts';
import { renderIn } from './in-language.fixture.tsx';

const MENU: MenuItem[] = [
  { key: 'shop', label: 'Shop', href: '/shop/', children: [{ label: 'Mugs', href: '/product-category/mugs/' }] },
  { key: 'blog', label: 'Journal', href: '/blog/', children: [] },
];
const MINI_CART = { cart: { lines: [], subtotal: 0, count: 0 }, money: { currency: 'USD', locale: 'en-US' }, nonce: '' };

function render(sticky: string | null, currentPath = '/', languages: PageLanguage[] = []) {
  // The page's translator comes from the root layout: English here.
  return renderToStaticMarkup(
    <TranslateContext value={translator('en')}>
      <SiteHeader storeName="Vitrine" menu={MENU} sticky={sticky} miniCart={MINI_CART} showMiniCart={false} currentPath={currentPath} languages={languages} />
    </TranslateContext>,
  );
}

describe('SiteHeader', () => {
  it('offers the page in each language in the header and the off-canvas menu, each name in its own language', () => {
    const html = render('', '/shop/', pageLanguages('/shop/', '', 'fr', { default: 'en', others: ['fr'] }, 'https://shop.example'));
    // Two landmarks, named apart: the header's, and the off-canvas menu's over the page.
    const switchers = html.match(/<nav class="language-switcher[^"]*" aria-label="Language(?: \(menu\))?">.*?<\/nav>/g) ?? [];
    expect(switchers).toHaveLength(2);
    expect(switchers[1]).toContain('aria-label="Language (menu)"');
    for (const switcher of switchers) {
      expect(switcher).toContain('<a href="/shop/" hrefLang="en" lang="en" data-language="en">English</a>');
      expect(switcher).toContain('<a href="/fr/shop/" hrefLang="fr" lang="fr" aria-current="true" data-language="fr">Français</a>');
    }
  });

  it('has no language switcher in a shop of one language', () => {
    expect(render('', '/shop/')).not.toContain('language-switcher');
  });

  it('carries data-sticky with the theme’s variants, and none when the header does not stick', () => {
    expect(render('')).toContain('<header class="site-header" data-sticky="">');
    expect(render('mobile shrinked')).toContain('data-sticky="mobile shrinked"');
    expect(render(null)).not.toContain('data-sticky');
    expect(headerSticky({ sticky: true, stickyVariants: ['mobile', 'mobile', 'always'] })).toBe('mobile always');
    expect(headerSticky({ sticky: false, stickyVariants: ['mobile'] })).toBeNull();
  });

  it('gives an item with children a link and a disclosure button controlling its hidden list', () => {
    const html = render('', '/product-category/mugs/');
    expect(html).toContain('<a href="/shop/">Shop</a><button type="button" class="site-nav__dropdown-toggle" aria-expanded="false" aria-controls="site-nav-shop" data-dropdown="">');
    expect(html).toMatch(/<ul class="site-nav__dropdown" id="site-nav-shop" hidden="">.*<a href="\/product-category\/mugs\/" class="active" aria-current="page">Mugs<\/a>/);
  });

  it('has the off-canvas toggle and its panel holding the same menu, categories listed', () => {
    const html = render('');
    expect(html).toContain('<button type="button" class="offcanvas-toggle" aria-controls="site-offcanvas" aria-expanded="false">');
    expect(html).toMatch(/<div class="offcanvas" id="site-offcanvas" role="dialog" aria-modal="true" aria-label="Menu" hidden="">/);
    expect(html).toMatch(/class="offcanvas__sublist"><li><a href="\/product-category\/mugs\/">Mugs<\/a>/);
  });

  it('speaks the page’s language: built-in entries from the catalogue, translated names, links under its prefix, the current item found without it', () => {
    const menu: MenuItem[] = [
      { key: 'shop', label: 'Shop', labelKey: 'catalog.menu.shop', href: '/shop/', children: [{ label: 'Mugs', labels: { fr: 'Tasses' }, href: '/product-category/mugs/' }] },
      { key: 'page-about-us', label: 'About us', labels: { de: 'Über uns' }, href: '/about-us/', children: [] },
    ];
    const header = (locale: 'en' | 'fr') =>
      renderIn(locale, <SiteHeader storeName="Vitrine" menu={menu} sticky={null} miniCart={MINI_CART} showMiniCart currentPath="/product-category/mugs/" languages={[]} />);
    const french = header('fr');
    expect(french).toContain('<a href="/fr/" class="site-title">Vitrine</a>');
    expect(french).toContain('<nav class="site-nav" aria-label="Principal">');
    expect(french).toContain('<a href="/fr/shop/">Boutique</a>');
    expect(french).toContain('<span class="visually-hidden">Catégories de «\u00a0Boutique\u00a0»</span>');
    expect(french).toContain('<a href="/fr/product-category/mugs/" class="active" aria-current="page">Tasses</a>');
    // A page without a French title keeps the default language's.
    expect(french).toContain('<a href="/fr/about-us/">About us</a>');
    // The account link's word is its name, beside the figure a phone shows in its place.
    expect(french).toMatch(/<a href="\/fr\/my-account\/" class="site-header__account"><svg class="site-header__account-icon"[^>]* aria-hidden="true"[^>]*>.*?<\/svg><span class="site-header__account-label">Compte<\/span><\/a>/);
    expect(french).toContain('aria-label="Contenu du panier"');
    expect(french).toContain('Fermer<span class="visually-hidden"> le contenu du panier</span>');
    expect(french).toMatch(/<div class="offcanvas" id="site-offcanvas" role="dialog" aria-modal="true" aria-label="Menu" hidden="">/);
    expect(french).toMatch(/class="offcanvas__sublist"><li><a href="\/fr\/product-category\/mugs\/" class="active" aria-current="page">Tasses<\/a>/);
    // The header cart link is the cart's own (app/components/cart/).
    expect([...french.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).filter((href) => !href!.startsWith('/fr/'))).toEqual([]);
    const english = header('en');
    expect(english).toContain('<a href="/shop/">Shop</a>');
    expect(english).toContain('<span class="visually-hidden">Shop categories</span>');
    expect(english).toContain('<a href="/product-category/mugs/" class="active" aria-current="page">Mugs</a>');
  });
});
