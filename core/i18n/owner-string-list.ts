import type { ConsentOptions } from '../contract/consent/options.ts';
import type { ThemeOptions } from '../contract/theme/options.ts';
import { ownerWrittenBannerTexts, ownerWrittenCategoryLabels } from '../consent/banner-texts.ts';
import { CONSENT_TEXT_FIELDS } from '../settings/consent-fields.ts';
import type { StoreSettings } from '../settings/settings.ts';
import type { HomeLayout, HomeSection } from '../theme/home-sections.ts';
import { isDefaultHomeText, NOT_TEXT } from '../theme/home-translations.ts';
import type { OwnerTranslations } from './owner-text.ts';
import type { ShippingZone } from '../shipping/shipping-zone.ts';
import { METHOD_TITLES } from '../shipping/method-settings.ts';

/**
 * Which of the owner's words show on storefront pages and need the owner's own translation: the texts
 * of the home page's shown sections, the tagline, the header menu's own links, the store notice and the
 * cookie banner's texts. A text left at its default is not listed: the fixed tables translate it. Shop
 * content (products, categories, pages, posts) has translation fields of its own and is not listed either.
 */

/** Where the translation may be longer than the field it translates (German runs long), but still capped. */
export const ONE_LINE_MAX = 200;
export const PARAGRAPH_MAX = 2000;

export interface OwnerString {
  /** The text as the owner wrote it, in the shop's default language: what translations are keyed by. */
  source: string;
  /** Where it shows, in words ("Home page, “Our story” section: heading"); the same text may show in several places. */
  places: string[];
  /** Line breaks allowed (a paragraph); else one line. */
  multiline: boolean;
  maxLength: number;
}

/** What the list is drawn from: the saved settings, read by the caller. */
export interface OwnerStringSources {
  homeLayout: HomeLayout;
  tagline: string;
  menu: ThemeOptions['menu'];
  storeNotice: StoreSettings['storeNotice'];
  consent: ConsentOptions;
  /** The shipping zones: a method the owner titled shows in the cart, the checkout and the order. */
  shippingZones?: readonly ShippingZone[];
}

const HOME_FIELD_NAMES: Readonly<Record<string, string>> = {
  menuLabel: 'in-page menu label',
  eyebrow: 'text above the headline',
  headlines: 'headline',
  text: 'text',
  ctaLabel: 'button',
  heading: 'heading',
  label: 'counter label',
  prefix: 'text before the number',
  suffix: 'text after the number',
  linkLabel: 'link',
  title: 'tab title',
  buttonLabel: 'button',
  modalTitle: 'window title',
  modalText: 'window text',
  caption: 'image caption',
};
const PARAGRAPH_FIELDS = new Set(['text', 'modalText']);

const SECTION_NAMES: Readonly<Record<HomeSection['type'], string>> = {
  hero: 'hero',
  story: 'story',
  counters: 'counters',
  products: 'products',
  categories: 'categories',
  posts: 'journal',
  gallery: 'gallery',
  tabs: 'tabs',
  map: 'map',
  cta: 'call to action',
  visit: 'visit',
};

type Found = { text: string; place: string; multiline: boolean; maxLength: number };

function homeTexts(layout: HomeLayout): Found[] {
  const found: Found[] = [];
  for (const section of layout) {
    if (!section.enabled) continue;
    const where = 'heading' in section ? `Home page, “${section.heading}” section` : `Home page, ${SECTION_NAMES[section.type]}`;
    const add = (field: string, text: string) => {
      // "+" after a counter says the same in every language.
      if (!/\p{L}/u.test(text) || isDefaultHomeText(text)) return;
      const multiline = PARAGRAPH_FIELDS.has(field);
      found.push({ text, place: `${where}: ${HOME_FIELD_NAMES[field] ?? field}`, multiline, maxLength: multiline ? PARAGRAPH_MAX : ONE_LINE_MAX });
    };
    const walk = (field: string, value: unknown) => {
      if (typeof value === 'string') add(field, value);
      else if (Array.isArray(value)) value.forEach((item) => walk(field, item));
      else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) if (!NOT_TEXT.has(name)) walk(name, inner);
    };
    for (const [field, value] of Object.entries(section)) {
      if (field === 'images' && section.type === 'gallery' && section.source === 'images') section.images.forEach((image) => add('caption', image.caption));
      else if (!NOT_TEXT.has(field)) walk(field, value);
    }
  }
  return found;
}

function consentTexts(consent: ConsentOptions): Found[] {
  if (!consent.enabled) return [];
  const fieldLabel = (field: string) => CONSENT_TEXT_FIELDS.find((candidate) => candidate.key === field)?.label ?? field;
  return [
    ...ownerWrittenBannerTexts(consent.texts).map(({ field, text }) => ({
      text,
      place: `Cookie banner: ${fieldLabel(field).toLowerCase()}`,
      multiline: field === 'message',
      maxLength: field === 'message' ? PARAGRAPH_MAX : ONE_LINE_MAX,
    })),
    ...ownerWrittenCategoryLabels(consent.categories).map(({ name, text }) => ({ text, place: `Cookie banner: label of the “${name}” category`, multiline: false, maxLength: ONE_LINE_MAX })),
  ];
}

/** The owner's words to translate, each text once with every place it shows, in the order a page shows them. */
export function listOwnerStrings(sources: OwnerStringSources): OwnerString[] {
  const found: Found[] = [
    ...(sources.tagline.trim() ? [{ text: sources.tagline, place: 'Store tagline (the footer, page descriptions)', multiline: false, maxLength: ONE_LINE_MAX }] : []),
    ...sources.menu.entries.flatMap((entry) => (entry.type === 'link' && entry.label.trim() ? [{ text: entry.label, place: `Header menu: link to ${entry.href}`, multiline: false, maxLength: ONE_LINE_MAX }] : [])),
    ...(sources.storeNotice.enabled && sources.storeNotice.text.trim() ? [{ text: sources.storeNotice.text, place: 'Store notice', multiline: true, maxLength: 500 }] : []),
    ...homeTexts(sources.homeLayout),
    ...consentTexts(sources.consent),
    ...shippingTitles(sources.shippingZones ?? []),
  ];
  const bySource = new Map<string, OwnerString>();
  for (const item of found) {
    const known = bySource.get(item.text);
    if (!known) bySource.set(item.text, { source: item.text, places: [item.place], multiline: item.multiline, maxLength: item.maxLength });
    else {
      if (!known.places.includes(item.place)) known.places.push(item.place);
      known.multiline ||= item.multiline;
      known.maxLength = Math.max(known.maxLength, item.maxLength);
    }
  }
  return [...bySource.values()];
}

/** Titles the owner gave shipping methods (a default title is translated by the fixed tables). */
function shippingTitles(zones: readonly ShippingZone[]): Found[] {
  return zones.flatMap((zone) =>
    zone.methods
      .filter((method) => method.enabled && method.settings.title.trim() !== '' && method.settings.title !== METHOD_TITLES[method.methodId])
      .map((method) => ({ text: method.settings.title, place: `Shipping zone “${zone.name}”: method title`, multiline: false, maxLength: ONE_LINE_MAX })),
  );
}

/** Each listed text's translation per locale ('' where there is none). */
export function translationsOf(strings: readonly OwnerString[], translations: OwnerTranslations, locales: readonly string[]): Record<string, string>[] {
  return strings.map((item) => Object.fromEntries(locales.map((locale) => [locale, translations.get(locale)?.get(item.source) ?? ''])));
}
