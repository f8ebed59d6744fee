import type { ThemeOptions } from '../contract/theme/options.ts';

/** The name of a category or page in the shop's other languages, by locale, where it is translated. */
export type TranslatedLabels = Readonly<Record<string, string>>;

/** A category the menu may name: `hasProducts` decides whether "all" includes it. */
export interface MenuCategorySource {
  slug: string;
  name: string;
  hasProducts: boolean;
  names?: TranslatedLabels;
}

/** A published content page the menu may link to. */
export interface MenuPageSource {
  slug: string;
  title: string;
  titles?: TranslatedLabels;
}

/** What the header menu is built from, read once per content version. */
export interface MenuSources {
  categories: MenuCategorySource[];
  pages: MenuPageSource[];
}

export interface MenuLink {
  /** In the shop's default language. */
  label: string;
  /** The label in other languages, where translated; a page in another language falls back to `label`. */
  labels?: TranslatedLabels;
  /** A site path (unprefixed: the page's language prefix is added where the link is written) or a full address. */
  href: string;
}

/** The built-in entries' names, from the message catalogues. */
export type MenuLabelKey = 'catalog.menu.shop' | 'catalog.menu.journal';

/** One item of the header menu; `children` (the shop's categories) open in a dropdown. */
export interface MenuItem extends MenuLink {
  /** Stable key, unique within the menu (also the dropdown's element id suffix). */
  key: string;
  /** A built-in entry's name in the page's language comes from this message. */
  labelKey?: MenuLabelKey;
  children: MenuLink[];
}

export const EMPTY_MENU_SOURCES: MenuSources = { categories: [], pages: [] };

const byName = (a: MenuCategorySource, b: MenuCategorySource) => a.name.localeCompare(b.name, 'en');

/** The categories under "Shop": every category with products by name, or the listed slugs in their order. */
export function menuCategories(choice: ThemeOptions['menu']['categories'], categories: readonly MenuCategorySource[]): MenuLink[] {
  const chosen =
    choice === 'all'
      ? categories.filter((category) => category.hasProducts).sort(byName)
      : choice.flatMap((slug) => categories.filter((category) => category.slug === slug));
  return chosen.map((category) => ({ label: category.name, ...(category.names ? { labels: category.names } : {}), href: `/product-category/${category.slug}/` }));
}

/**
 * The header menu in the owner's order. A page entry whose slug no published page has is left out (the
 * menu never links to a missing page); a repeated entry keeps only its first place. `linkLabels` gives an
 * owner's link label in the languages it is translated into.
 */
export function buildMenu(menu: ThemeOptions['menu'], sources: MenuSources, linkLabels: (label: string) => TranslatedLabels | undefined = () => undefined): MenuItem[] {
  const items: MenuItem[] = [];
  const add = (item: MenuItem) => {
    if (!items.some((existing) => existing.key === item.key)) items.push(item);
  };
  for (const entry of menu.entries) {
    if (entry.type === 'shop') add({ key: 'shop', label: 'Shop', labelKey: 'catalog.menu.shop', href: '/shop/', children: menuCategories(menu.categories, sources.categories) });
    else if (entry.type === 'blog') add({ key: 'blog', label: 'Journal', labelKey: 'catalog.menu.journal', href: '/blog/', children: [] });
    else if (entry.type === 'page') {
      const page = sources.pages.find((candidate) => candidate.slug === entry.slug);
      if (page) add({ key: `page-${page.slug}`, label: page.title, ...(page.titles ? { labels: page.titles } : {}), href: `/${page.slug}/`, children: [] });
    } else {
      // The owner's own link: its label in other languages is the owner's translation of it.
      const labels = linkLabels(entry.label);
      add({ key: `link-${entry.href}-${entry.label}`, label: entry.label, ...(labels ? { labels } : {}), href: entry.href, children: [] });
    }
  }
  return items;
}
