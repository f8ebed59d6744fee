import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, type ThemeOptions } from '../contract/theme/options.ts';
import { parseThemeForm, readThemeForm, themeFormFields, themeFormValues, type ThemeFormValues } from './theme-form.ts';
import type { ThemeMenuChoices } from './theme-menu-choices.ts';

const CHOICES: ThemeMenuChoices = {
  pages: [
    { slug: 'about-us', title: 'About us' },
    { slug: 'contact', title: 'Contact' },
  ],
  categories: [
    { slug: 'kitchen', name: 'Kitchen' },
    { slug: 'bags', name: 'Bags' },
  ],
};

const WITH_LINK: ThemeOptions = { ...THEME_DEFAULTS, menu: { entries: [{ type: 'link', label: 'Story', href: '/#story' }, { type: 'shop' }], categories: ['bags'] } };

function posted(options: ThemeOptions, changes: Record<string, string | undefined> = {}): URLSearchParams {
  const fields = { ...themeFormFields(themeFormValues(options, CHOICES)), ...changes };
  return new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function parse(options: ThemeOptions, changes: Record<string, string | undefined> = {}) {
  return parseThemeForm(readThemeForm(posted(options, changes), options, CHOICES), options, CHOICES);
}

describe('theme form', () => {
  it('reads back, unchanged, the options it was filled with', () => {
    expect(readThemeForm(posted(THEME_DEFAULTS), THEME_DEFAULTS, CHOICES)).toEqual(themeFormValues(THEME_DEFAULTS, CHOICES));
    expect(parse(THEME_DEFAULTS)).toEqual({ ok: true, value: THEME_DEFAULTS });
    expect(parse(WITH_LINK)).toEqual({ ok: true, value: WITH_LINK });
  });

  it('lists the shown entries first, in order, then the other pages to add', () => {
    const values: ThemeFormValues = themeFormValues(WITH_LINK, CHOICES);
    expect(values.entries.map(({ key, shown, order }) => [key, shown, order])).toEqual([
      ['link-0', true, '1'],
      ['shop', true, '2'],
      ['blog', false, ''],
      ['page-about-us', false, ''],
      ['page-contact', false, ''],
    ]);
    expect(values.categoriesMode).toBe('chosen');
    expect(values.categories.map(({ key, shown }) => [key, shown])).toEqual([
      ['bags', true],
      ['kitchen', false],
    ]);
  });

  it('orders the ticked entries by their numbers, an empty number last', () => {
    const result = parse(THEME_DEFAULTS, {
      'menu.entries.blog.order': '1',
      'menu.entries.shop.order': '',
      'menu.entries.page-contact.shown': '1',
      'menu.entries.page-contact.order': '2',
      'menu.entries.page-about-us.shown': undefined,
      'menu.categoriesMode': 'chosen',
      'menu.categories.bags.shown': '1',
      'menu.categories.kitchen.shown': '1',
      'menu.categories.kitchen.order': '1',
      'offcanvas.width': ' 320 ',
      'header.stickyVariants.shrinked': '1',
      'smoothScroll.enabled': '1',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.menu).toEqual({ entries: [{ type: 'blog' }, { type: 'page', slug: 'contact' }, { type: 'shop' }], categories: ['kitchen', 'bags'] });
    expect(result.value).toMatchObject({ offcanvas: { width: 320 }, header: { sticky: true, stickyVariants: ['shrinked'] }, smoothScroll: { enabled: true } });
  });

  it('names each invalid field and keeps what was typed', () => {
    const result = parse(THEME_DEFAULTS, { 'offcanvas.width': '40', 'menu.entries.blog.order': 'first' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'offcanvas.width': 'Enter a whole number of pixels from 160 to 600.',
      'menu.entries.blog.order': 'Enter a whole number from 1 to 99, or leave it empty to put it last.',
    });
    expect(result.values.offcanvasWidth).toBe('40');
    expect(result.values.entries.find((entry) => entry.key === 'blog')?.order).toBe('first');
  });
});
