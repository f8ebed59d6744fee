import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import { THEME_DEFAULTS } from '../contract/theme/options.ts';
import { SETTINGS_DEFAULTS } from '../settings/settings.ts';
import { DEFAULT_HOME_LAYOUT, type HomeLayout } from '../theme/home-sections.ts';
import { homeLayoutInLocale } from '../theme/home-translations.ts';
import { buildMenu, EMPTY_MENU_SOURCES } from '../theme/menu.ts';
import { bannerCategoryLabel, bannerTexts } from '../consent/banner-texts.ts';
import { cleanOwnerTranslation, ownerInputName, parseOwnerTranslationForm } from './owner-string-form.ts';
import { listOwnerStrings, type OwnerStringSources } from './owner-string-list.ts';
import type { ShippingZone } from '../shipping/shipping-zone.ts';
import { NO_OWNER_TRANSLATIONS, ownerLabels, ownerText, ownerTextIn, type OwnerTranslations } from './owner-text.ts';

const translations: OwnerTranslations = new Map([
  ['fr', new Map([['How we began', 'Nos débuts'], ['Open on Sundays', 'Ouvert le dimanche']])],
  ['de', new Map([['How we began', 'Wie alles begann']])],
]);

/** The demo's layout with a few texts of the owner's own. */
const owned: HomeLayout = DEFAULT_HOME_LAYOUT.map((section) => {
  if (section.type === 'story') return { ...section, heading: 'How we began' };
  if (section.type === 'gallery') return { ...section, source: 'images' as const, images: [{ src: '/uploads/a.jpg', caption: 'The kiln' }] };
  if (section.type === 'tabs') return { ...section, tabs: [...section.tabs, { title: 'Sundays', text: 'Open on Sundays' }] };
  if (section.type === 'cta') return { ...section, enabled: false, heading: 'Hidden words' };
  return section;
}) as HomeLayout;

const sources = (overrides: Partial<OwnerStringSources> = {}): OwnerStringSources => ({
  homeLayout: owned,
  tagline: 'Good things, well made.',
  menu: { entries: [{ type: 'shop' }, { type: 'link', label: 'Gift cards', href: '/gift-cards/' }, { type: 'blog' }], categories: 'all' },
  storeNotice: { enabled: true, text: 'Closed for the holidays', id: '2' },
  consent: { ...CONSENT_DEFAULTS, texts: { ...CONSENT_DEFAULTS.texts, message: 'We use a few cookies.' } },
  ...overrides,
});

describe('the owner’s translations as pages use them', () => {
  it('looks a text up in the page’s locale, one function per translations and locale', () => {
    const french = ownerTextIn(translations, 'fr');
    expect(french('How we began')).toBe('Nos débuts');
    expect(french('Something else')).toBeUndefined();
    expect(ownerText(french, 'Something else')).toBe('Something else');
    expect(ownerTextIn(translations, 'fr')).toBe(french);
    expect(ownerTextIn(translations, 'en')('How we began')).toBeUndefined();
    expect(ownerTextIn(NO_OWNER_TRANSLATIONS, 'fr')('How we began')).toBeUndefined();
    expect(ownerLabels(translations, 'How we began')).toEqual({ fr: 'Nos débuts', de: 'Wie alles begann' });
    expect(ownerLabels(translations, 'Unknown')).toBeUndefined();
  });

  it('lays the owner’s translations over the home layout: they win, defaults fall back to the fixed table, the rest stays as written', () => {
    const withDefaultOverridden: OwnerTranslations = new Map([['fr', new Map([...translations.get('fr')!, ['Our story', 'Notre belle histoire'], ['The kiln', 'Le four']])]]);
    const french = homeLayoutInLocale(owned, 'fr', ownerTextIn(withDefaultOverridden, 'fr'));
    expect(french.find((section) => section.key === 'story')).toMatchObject({ heading: 'Nos débuts', menuLabel: 'Notre belle histoire', page: 'about-us' });
    expect(french.find((section) => section.key === 'good-to-know')).toMatchObject({ heading: 'Bon à savoir', tabs: [{ title: 'Livraison' }, { title: 'Retours' }, { title: 'Entretien' }, { title: 'Sundays', text: 'Ouvert le dimanche' }] });
    expect(french.find((section) => section.key === 'gallery')).toMatchObject({ images: [{ src: '/uploads/a.jpg', caption: 'Le four' }] });
    // German has no translation of the tab text: as written.
    const german = homeLayoutInLocale(owned, 'de', ownerTextIn(translations, 'de'));
    expect(german.find((section) => section.key === 'story')).toMatchObject({ heading: 'Wie alles begann', menuLabel: 'Unsere Geschichte' });
    expect(german.find((section) => section.key === 'good-to-know')).toMatchObject({ tabs: [{}, {}, {}, { title: 'Sundays', text: 'Open on Sundays' }] });
    // Without translations: the defaults' table only; in English: the layout itself.
    expect(homeLayoutInLocale(owned, 'fr').find((section) => section.key === 'story')).toMatchObject({ heading: 'How we began', menuLabel: 'Notre histoire' });
    expect(homeLayoutInLocale(owned, 'en', ownerTextIn(translations, 'en'))).toBe(owned);
    // Kept per lookup: new translations (a new content version) give a new layout.
    expect(homeLayoutInLocale(owned, 'fr', ownerTextIn(withDefaultOverridden, 'fr'))).toBe(french);
    const edited: OwnerTranslations = new Map([['fr', new Map([['How we began', 'Nos tout débuts']])]]);
    expect(homeLayoutInLocale(owned, 'fr', ownerTextIn(edited, 'fr')).find((section) => section.key === 'story')).toMatchObject({ heading: 'Nos tout débuts' });
  });

  it('gives the owner’s menu links their translations as labels, and leaves the built-in entries to the catalogues', () => {
    const menu = buildMenu(sources().menu, EMPTY_MENU_SOURCES, (label) => ownerLabels(new Map([['fr', new Map([['Gift cards', 'Cartes cadeaux']])]]), label));
    expect(menu.map((item) => [item.key, item.label, item.labels])).toEqual([
      ['shop', 'Shop', undefined],
      ['link-/gift-cards/-Gift cards', 'Gift cards', { fr: 'Cartes cadeaux' }],
      ['blog', 'Journal', undefined],
    ]);
    expect(buildMenu(THEME_DEFAULTS.menu, EMPTY_MENU_SOURCES).every((item) => item.labels === undefined)).toBe(true);
  });

  it('translates the banner’s owner-written texts, keeps the catalogue for its defaults', () => {
    const texts = { ...CONSENT_DEFAULTS.texts, message: 'We use a few cookies.', header: 'Cookies!' };
    const owner = ownerTextIn(new Map([['fr', new Map([['We use a few cookies.', 'Nous utilisons quelques cookies.'], ['Analytics', 'Mesure d’audience']])]]), 'fr');
    const french = bannerTexts(texts, 'fr', owner);
    expect(french.message).toBe('Nous utilisons quelques cookies.');
    expect(french.header).toBe('Cookies!');
    expect(french.savesettings).toBe(bannerTexts(CONSENT_DEFAULTS.texts, 'fr').savesettings);
    expect(french.savesettings).not.toBe(CONSENT_DEFAULTS.texts.savesettings);
    expect(bannerTexts(texts, 'en', owner)).toBe(texts);
    expect(bannerCategoryLabel('statistics', 'Analytics', 'fr', owner)).toBe('Mesure d’audience');
    expect(bannerCategoryLabel('statistics', 'Statistics', 'fr', owner)).toBe('Statistiques');
    expect(bannerCategoryLabel('statistics', 'Analytics', 'en', owner)).toBe('Analytics');
  });
});

describe('listOwnerStrings', () => {
  it('lists the owner’s own words once each, with where they show, and leaves defaults and hidden sections out', () => {
    const list = listOwnerStrings(sources());
    expect(list.map((item) => item.source)).toEqual(['Good things, well made.', 'Gift cards', 'Closed for the holidays', 'How we began', 'The kiln', 'Sundays', 'Open on Sundays', 'We use a few cookies.']);
    expect(list.find((item) => item.source === 'How we began')).toEqual({ source: 'How we began', places: ['Home page, “How we began” section: heading'], multiline: false, maxLength: 200 });
    expect(list.find((item) => item.source === 'Open on Sundays')).toMatchObject({ multiline: true, maxLength: 2000 });
    expect(list.find((item) => item.source === 'We use a few cookies.')).toMatchObject({ places: ['Cookie banner: message'], multiline: true });
    expect(list.find((item) => item.source === 'Gift cards')?.places).toEqual(['Header menu: link to /gift-cards/']);
  });

  it('joins the places of a text written twice, and skips a switched-off notice and banner', () => {
    const list = listOwnerStrings(sources({ tagline: 'How we began', storeNotice: { ...SETTINGS_DEFAULTS.storeNotice, enabled: false }, consent: { ...sources().consent, enabled: false } }));
    expect(list.map((item) => item.source)).toEqual(['How we began', 'Gift cards', 'The kiln', 'Sundays', 'Open on Sundays']);
    expect(list[0]?.places).toEqual(['Store tagline (the footer, page descriptions)', 'Home page, “How we began” section: heading']);
  });

  it('lists the titles the owner gave shipping methods that are on, not the default titles', () => {
    const method = (instanceId: number, methodId: 'flat_rate' | 'local_pickup', title: string, enabled = true) =>
      ({ instanceId, methodId, order: instanceId, enabled, settings: { title } }) as unknown as ShippingZone['methods'][number];
    const zone: ShippingZone = { id: 1, name: 'Germany', order: 1, locations: [], methods: [method(1, 'flat_rate', 'DHL Paket'), method(2, 'local_pickup', 'Local pickup'), method(3, 'local_pickup', 'Pick up at the Berlin workshop'), method(4, 'flat_rate', 'Courier', false)] };
    const list = listOwnerStrings(sources({ shippingZones: [zone] }));
    expect(list.filter((item) => item.places.some((place) => place.startsWith('Shipping zone'))).map((item) => [item.source, item.places])).toEqual([
      ['DHL Paket', ['Shipping zone “Germany”: method title']],
      ['Pick up at the Berlin workshop', ['Shipping zone “Germany”: method title']],
    ]);
  });

  it('has nothing of the home page to list while it shows the defaults', () => {
    const list = listOwnerStrings(sources({ homeLayout: DEFAULT_HOME_LAYOUT, consent: CONSENT_DEFAULTS }));
    expect(list.map((item) => item.source)).toEqual(['Good things, well made.', 'Gift cards', 'Closed for the holidays']);
  });
});

describe('the translations form', () => {
  const strings = listOwnerStrings(sources());

  it('names inputs after a hash of the text, the same for the same text', () => {
    expect(ownerInputName('How we began', 'fr')).toMatch(/^t_[0-9a-f]{16}__fr$/);
    expect(ownerInputName('How we began', 'fr')).toBe(ownerInputName('How we began', 'fr'));
    expect(ownerInputName('How we began', 'fr')).not.toBe(ownerInputName('How we began!', 'fr'));
  });

  it('reads each posted translation, trims it, keeps what was not sent unchanged and takes empty as removal', () => {
    const posted = new Map([
      [ownerInputName('How we began', 'fr'), '  Nos débuts  '],
      [ownerInputName('How we began', 'de'), ''],
      [ownerInputName('Open on Sundays', 'fr'), 'Ouvert\r\nle dimanche'],
      [ownerInputName('Gift cards', 'fr'), '<b>Cartes</b> cadeaux'],
      [ownerInputName('Not listed', 'fr'), 'ignored'],
    ]);
    const result = parseOwnerTranslationForm(strings, ['fr', 'de'], (name) => posted.get(name) ?? null);
    expect(result).toEqual({
      ok: true,
      changes: [
        { locale: 'fr', source: 'Gift cards', text: '<b>Cartes</b> cadeaux' },
        { locale: 'fr', source: 'How we began', text: 'Nos débuts' },
        { locale: 'de', source: 'How we began', text: '' },
        { locale: 'fr', source: 'Open on Sundays', text: 'Ouvert\nle dimanche' },
      ],
    });
  });

  it('refuses a line break in a one-line text and a translation over the cap, by input', () => {
    const posted = new Map([
      [ownerInputName('How we began', 'fr'), 'Nos\ndébuts'],
      [ownerInputName('Open on Sundays', 'de'), 'x'.repeat(2001)],
      [ownerInputName('Gift cards', 'de'), 'Gutscheine'],
    ]);
    const result = parseOwnerTranslationForm(strings, ['fr', 'de'], (name) => posted.get(name) ?? null);
    expect(result).toEqual({
      ok: false,
      errors: {
        [ownerInputName('How we began', 'fr')]: 'Keep it on one line, without tabs or other control characters.',
        [ownerInputName('Open on Sundays', 'de')]: 'Keep it to 2,000 characters or fewer.',
      },
    });
  });

  it('keeps the spaces around a text whose source has them (“ years”)', () => {
    expect(cleanOwnerTranslation({ source: ' yrs', multiline: false, maxLength: 200 }, '\u00a0ans')).toEqual({ ok: true, text: '\u00a0ans' });
    expect(cleanOwnerTranslation({ source: ' yrs', multiline: false, maxLength: 200 }, '   ')).toEqual({ ok: true, text: '' });
    expect(cleanOwnerTranslation({ source: 'yrs', multiline: false, maxLength: 200 }, ' ans ')).toEqual({ ok: true, text: 'ans' });
  });
});
