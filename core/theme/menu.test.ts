import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from '../contract/theme/options.ts';
import { buildMenu, menuCategories, type MenuSources } from './menu.ts';

const SOURCES: MenuSources = {
  categories: [
    { slug: 'mugs', name: 'Mugs', hasProducts: true },
    { slug: 'bowls', name: 'Bowls', hasProducts: true },
    { slug: 'empty', name: 'Aardvarks', hasProducts: false },
  ],
  pages: [{ slug: 'about-us', title: 'About us' }],
};

describe('the header menu', () => {
  it('is Shop with every category that has products by name, the About us page and the Journal by default', () => {
    expect(buildMenu(THEME_DEFAULTS.menu, SOURCES)).toEqual([
      {
        key: 'shop',
        label: 'Shop',
        labelKey: 'catalog.menu.shop',
        href: '/shop/',
        children: [
          { label: 'Bowls', href: '/product-category/bowls/' },
          { label: 'Mugs', href: '/product-category/mugs/' },
        ],
      },
      { key: 'page-about-us', label: 'About us', href: '/about-us/', children: [] },
      { key: 'blog', label: 'Journal', labelKey: 'catalog.menu.journal', href: '/blog/', children: [] },
    ]);
  });

  it('carries the categories’ and pages’ translated names beside their own, and the built-in entries’ message keys', () => {
    const menu = buildMenu(THEME_DEFAULTS.menu, {
      categories: [{ slug: 'mugs', name: 'Mugs', hasProducts: true, names: { fr: 'Tasses', de: 'Becher' } }],
      pages: [{ slug: 'about-us', title: 'About us', titles: { fr: 'À propos' } }],
    });
    expect(menu[0]).toMatchObject({ labelKey: 'catalog.menu.shop', children: [{ label: 'Mugs', labels: { fr: 'Tasses', de: 'Becher' }, href: '/product-category/mugs/' }] });
    expect(menu[1]).toEqual({ key: 'page-about-us', label: 'About us', labels: { fr: 'À propos' }, href: '/about-us/', children: [] });
  });

  it('leaves out a page no published page has the slug of', () => {
    expect(buildMenu(THEME_DEFAULTS.menu, { ...SOURCES, pages: [] }).map((item) => item.label)).toEqual(['Shop', 'Journal']);
  });

  it('lists the chosen categories in the chosen order, empty ones too, unknown slugs left out', () => {
    expect(menuCategories(['mugs', 'missing', 'empty', 'bowls'], SOURCES.categories).map((link) => link.label)).toEqual(['Mugs', 'Aardvarks', 'Bowls']);
  });

  it('follows the owner’s order, with links as given and a repeated entry once', () => {
    const menu = buildMenu(
      {
        entries: [{ type: 'blog' }, { type: 'link', label: 'Our story', href: '/#story' }, { type: 'shop' }, { type: 'blog' }],
        categories: [],
      },
      SOURCES,
    );
    expect(menu.map((item) => [item.label, item.href])).toEqual([
      ['Journal', '/blog/'],
      ['Our story', '/#story'],
      ['Shop', '/shop/'],
    ]);
    expect(menu[2]!.children).toEqual([]);
  });
});
