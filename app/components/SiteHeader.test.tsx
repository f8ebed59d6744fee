import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader.tsx';
import { TranslateContext } from './i18n/translate-context.ts';
import { translator } from '../../core/i18n/translator.ts';
import { headerSticky } from './header/header-sticky.ts';
import type { MenuItem } from '../../core/theme/menu.ts';
import { pageLanguages, type PageLanguage } from '../../core/i18n/page-languages.ts';

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
    const switchers = html.match(/<nav class="language-switcher[^"]*" aria-label="Language">.*?<\/nav>/g) ?? [];
    expect(switchers).toHaveLength(2);
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
});
