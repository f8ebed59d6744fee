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

  it('names each page with its address, so pages of the same title are told apart', () => {
    const twins: ThemeMenuChoices = { ...CHOICES, pages: [{ slug: 'about', title: 'About us' }, ...CHOICES.pages] };
    const labels = themeFormValues(THEME_DEFAULTS, twins).entries.map((entry) => entry.label);
    expect(labels).toEqual(['Shop (with its categories)', 'Page: About us (/about-us/)', 'Journal', 'Page: About us (/about/)', 'Page: Contact (/contact/)']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(themeFormValues({ ...THEME_DEFAULTS, menu: { entries: [{ type: 'page', slug: 'gone' }], categories: 'all' } }, CHOICES).entries[0]?.label).toBe('Page: /gone/ (not published)');
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

describe('theme form: slideshow, text effect, video and map', () => {
  const MEDIA: ThemeOptions = {
    ...THEME_DEFAULTS,
    background: { images: ['/uploads/hero.jpg', 'https://www.youtube.com/watch?v=abc'], duration: 7000, transitionDuration: 800 },
    textMorph: { enabled: true, speed: 3000 },
    video: { consent: 'functional' },
    map: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'Tiles © Harbour Maps', consent: 'preferences', maxZoom: 18 },
  };

  it('reads back, unchanged, the options it was filled with: slides one a line', () => {
    expect(themeFormValues(MEDIA, CHOICES).media.backgroundImages).toBe('/uploads/hero.jpg\nhttps://www.youtube.com/watch?v=abc');
    expect(readThemeForm(posted(MEDIA), MEDIA, CHOICES)).toEqual(themeFormValues(MEDIA, CHOICES));
    expect(parse(MEDIA)).toEqual({ ok: true, value: MEDIA });
  });

  it('takes the slides a line each, blank lines and spaces dropped, and the times, effect, categories and tiles', () => {
    const result = parse(THEME_DEFAULTS, {
      'background.images': ' /uploads/a.jpg \r\n\r\nhttps://cdn.example.com/b.mp4\n',
      'background.duration': '9000',
      'background.transitionDuration': '0',
      'textMorph.enabled': '1',
      'textMorph.speed': ' 1500 ',
      'video.consent': 'statistics',
      'map.consent': 'functional',
      'map.tileUrl': 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      'map.attribution': ' © Example Tiles ',
      'map.maxZoom': '17',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value).toMatchObject({
      background: { images: ['/uploads/a.jpg', 'https://cdn.example.com/b.mp4'], duration: 9000, transitionDuration: 0 },
      textMorph: { enabled: true, speed: 1500 },
      video: { consent: 'statistics' },
      map: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Tiles', consent: 'functional', maxZoom: 17 },
    });
  });

  it('names each invalid field with the schema’s ranges and keeps what was typed', () => {
    const result = parse(THEME_DEFAULTS, {
      'background.images': '/uploads/a.jpg\njavascript:alert(1)',
      'background.duration': '500',
      'background.transitionDuration': 'slow',
      'textMorph.speed': '30000',
      'video.consent': 'necessary',
      'map.consent': '',
      'map.tileUrl': 'https://tiles.example.org/tile.png',
      'map.attribution': '   ',
      'map.maxZoom': '23',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'background.images': 'Line 2: the address must be a path such as /uploads/hero.jpg or an http(s) address.',
      'background.duration': 'Enter a whole number of milliseconds from 1000 to 60000.',
      'background.transitionDuration': 'Enter a whole number of milliseconds from 0 to 5000.',
      'textMorph.speed': 'Enter a whole number of milliseconds from 500 to 20000.',
      'video.consent': 'Choose one of: marketing, statistics, statistics-anonymous, functional, preferences.',
      'map.consent': 'Choose one of: marketing, statistics, statistics-anonymous, functional, preferences.',
      'map.tileUrl': 'The address must contain {z}, {x} and {y}.',
      'map.attribution': 'Enter the credit the tile provider asks for, at most 300 characters.',
      'map.maxZoom': 'Enter a whole number of levels from 1 to 22.',
    });
    expect(result.values.media).toMatchObject({ backgroundDuration: '500', mapTileUrl: 'https://tiles.example.org/tile.png', mapMaxZoom: '23' });
  });

  it('refuses more than 20 slides and a tile address that is not http(s) or a path', () => {
    const result = parse(THEME_DEFAULTS, {
      'background.images': Array.from({ length: 21 }, (_, at) => `/uploads/${at}.jpg`).join('\n'),
      'map.tileUrl': 'ftp://tiles.example.org/{z}/{x}/{y}.png',
    });
    if (result.ok) throw new Error('accepted');
    expect(result.errors).toEqual({
      'background.images': 'Enter at most 20 slides, one a line.',
      'map.tileUrl': 'The address must be an http(s) address or a path.',
    });
  });
});
