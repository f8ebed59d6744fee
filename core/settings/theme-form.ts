import type { MenuEntry, StickyToken, ThemeOptions } from '../contract/theme/options.ts';
import { STICKY_TOKENS } from '../contract/theme/options.ts';
import { OFFCANVAS_WIDTH_RANGE, themeFileSchema } from '../theme/options-schema.ts';
import type { FormFailure } from '../shared/validation.ts';
import type { ThemeMenuChoices } from './theme-menu-choices.ts';
import { brandFormFields, brandFormValues, brandIssue, parseBrandForm, readBrandForm, type BrandFormValues } from './theme-form-brand.ts';
import { mediaFormFields, mediaFormValues, mediaIssue, parseMediaForm, readMediaForm, type MediaFormValues } from './theme-form-media.ts';

/**
 * The admin's theme form. The menu is a list of candidate entries (Shop, Journal, each published page
 * and the links the options already hold), each with a "show" box and an order number; the categories
 * under "Shop" are all of them, or the ticked ones in their order. What the form gives is checked with
 * the config file's own schema, and each message lands next to the field it is about.
 */

/** One menu candidate as the form shows it; `key` names its fields (`menu.entries.<key>.shown`). */
export interface MenuCandidate {
  key: string;
  label: string;
  entry: MenuEntry;
}

export interface OrderedChoice {
  key: string;
  label: string;
  shown: boolean;
  order: string;
}

export interface ThemeFormValues {
  sticky: boolean;
  stickyVariants: Record<StickyToken, boolean>;
  offcanvasWidth: string;
  smoothScroll: boolean;
  reveal: boolean;
  parallaxFooter: boolean;
  entries: OrderedChoice[];
  categoriesMode: 'all' | 'chosen';
  categories: OrderedChoice[];
  /** The slideshow, text effect, video and map fields (theme-form-media.ts). */
  media: MediaFormValues;
  /** The logo, colours and fonts (theme-form-brand.ts). */
  brand: BrandFormValues;
}

/** Order numbers run 1–99; an empty one puts the entry last. */
const ORDER_MAX = 99;

export const STICKY_TOKEN_LABELS: Record<StickyToken, string> = {
  mobile: 'Also on phones (below 768 px)',
  shrinked: 'Shrink once it sticks',
  always: 'Stick from the start, before any scrolling',
};

/** A menu entry's key: stable for the same entry, so its fields keep their names between requests. */
function entryKey(entry: MenuEntry, linkIndex: number): string {
  if (entry.type === 'page') return `page-${entry.slug}`;
  if (entry.type === 'link') return `link-${linkIndex}`;
  return entry.type;
}

/** Every entry the menu may hold: the current options' entries first (in their order), then the others. */
export function menuCandidates(options: Readonly<ThemeOptions>, choices: ThemeMenuChoices): MenuCandidate[] {
  const pageTitle = new Map(choices.pages.map((page) => [page.slug, page.title]));
  const label = (entry: MenuEntry): string => {
    if (entry.type === 'shop') return 'Shop (with its categories)';
    if (entry.type === 'blog') return 'Journal';
    // With its address: two pages may share a title (an owner's copy, a draft made live), never an address.
    if (entry.type === 'page') return pageTitle.has(entry.slug) ? `Page: ${pageTitle.get(entry.slug)} (/${entry.slug}/)` : `Page: /${entry.slug}/ (not published)`;
    return `Link: ${entry.label} (${entry.href})`;
  };
  const all: MenuEntry[] = [...options.menu.entries, { type: 'shop' }, { type: 'blog' }, ...choices.pages.map((page): MenuEntry => ({ type: 'page', slug: page.slug }))];
  const seen = new Set<string>();
  const candidates: MenuCandidate[] = [];
  let links = 0;
  for (const entry of all) {
    const key = entryKey(entry, entry.type === 'link' ? links++ : 0);
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push({ key, label: label(entry), entry });
  }
  return candidates;
}

/** The categories the form lists: the chosen ones first, in their order, then the others. */
function categoryCandidates(options: Readonly<ThemeOptions>, choices: ThemeMenuChoices): { key: string; label: string }[] {
  const names = new Map(choices.categories.map((category) => [category.slug, category.name]));
  const chosen = options.menu.categories === 'all' ? [] : options.menu.categories;
  const slugs = [...new Set([...chosen, ...choices.categories.map((category) => category.slug)])];
  return slugs.map((slug) => ({ key: slug, label: names.get(slug) ?? `${slug} (no such category)` }));
}

export function themeFormValues(options: Readonly<ThemeOptions>, choices: ThemeMenuChoices): ThemeFormValues {
  let links = 0;
  const shownKeys = options.menu.entries.map((entry) => entryKey(entry, entry.type === 'link' ? links++ : 0));
  const chosen = options.menu.categories === 'all' ? [] : options.menu.categories;
  return {
    sticky: options.header.sticky,
    stickyVariants: Object.fromEntries(STICKY_TOKENS.map((token) => [token, options.header.stickyVariants.includes(token)])) as Record<StickyToken, boolean>,
    offcanvasWidth: String(options.offcanvas.width),
    smoothScroll: options.smoothScroll.enabled,
    reveal: options.reveal.enabled,
    parallaxFooter: options.parallaxFooter.enabled,
    entries: menuCandidates(options, choices).map(({ key, label }) => {
      const at = shownKeys.indexOf(key);
      return { key, label, shown: at !== -1, order: at === -1 ? '' : String(at + 1) };
    }),
    categoriesMode: options.menu.categories === 'all' ? 'all' : 'chosen',
    categories: categoryCandidates(options, choices).map(({ key, label }) => {
      const at = chosen.indexOf(key);
      return { key, label, shown: at !== -1, order: at === -1 ? '' : String(at + 1) };
    }),
    media: mediaFormValues(options),
    brand: brandFormValues(options.brand, choices.fontFamilies),
  };
}

/** Longer input is cut before it is shown again (the limits themselves are far below this). */
const MAX_ECHO_LENGTH = 200;

/** The posted fields, for the candidates the page listed (an unticked box is simply absent). */
export function readThemeForm(form: { get(name: string): unknown }, options: Readonly<ThemeOptions>, choices: ThemeMenuChoices): ThemeFormValues {
  const text = (name: string, max = MAX_ECHO_LENGTH) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  const on = (name: string) => form.get(name) === '1';
  const ordered = (prefix: string, candidates: { key: string; label: string }[]): OrderedChoice[] =>
    candidates.map(({ key, label }) => ({ key, label, shown: on(`${prefix}.${key}.shown`), order: text(`${prefix}.${key}.order`) }));
  return {
    sticky: on('header.sticky'),
    stickyVariants: Object.fromEntries(STICKY_TOKENS.map((token) => [token, on(`header.stickyVariants.${token}`)])) as Record<StickyToken, boolean>,
    offcanvasWidth: text('offcanvas.width'),
    smoothScroll: on('smoothScroll.enabled'),
    reveal: on('reveal.enabled'),
    parallaxFooter: on('parallaxFooter.enabled'),
    entries: ordered('menu.entries', menuCandidates(options, choices)),
    categoriesMode: text('menu.categoriesMode') === 'chosen' ? 'chosen' : 'all',
    categories: ordered('menu.categories', categoryCandidates(options, choices)),
    media: readMediaForm(text, on),
    brand: readBrandForm(text, choices.fontFamilies),
  };
}

/** The fields a browser posts for these values (what `readThemeForm` reads back): ticked boxes only. */
export function themeFormFields(values: ThemeFormValues): Record<string, string> {
  const fields: Record<string, string> = { 'offcanvas.width': values.offcanvasWidth, 'menu.categoriesMode': values.categoriesMode, ...mediaFormFields(values.media), ...brandFormFields(values.brand) };
  const tick = (name: string, on: boolean) => {
    if (on) fields[name] = '1';
  };
  tick('header.sticky', values.sticky);
  for (const token of STICKY_TOKENS) tick(`header.stickyVariants.${token}`, values.stickyVariants[token]);
  tick('smoothScroll.enabled', values.smoothScroll);
  tick('reveal.enabled', values.reveal);
  tick('parallaxFooter.enabled', values.parallaxFooter);
  for (const [prefix, list] of [['menu.entries', values.entries], ['menu.categories', values.categories]] as const) {
    for (const choice of list) {
      tick(`${prefix}.${choice.key}.shown`, choice.shown);
      fields[`${prefix}.${choice.key}.order`] = choice.order;
    }
  }
  return fields;
}

/** The ticked choices in their order (by number, then as listed), or the messages for bad order numbers. */
function inOrder(prefix: string, list: OrderedChoice[], errors: Record<string, string>): string[] {
  const ranked: { key: string; rank: number; at: number }[] = [];
  list.forEach((choice, at) => {
    const order = choice.order.trim();
    if (order !== '' && !(/^\d{1,2}$/.test(order) && Number(order) >= 1 && Number(order) <= ORDER_MAX)) {
      errors[`${prefix}.${choice.key}.order`] = `Enter a whole number from 1 to ${ORDER_MAX}, or leave it empty to put it last.`;
    }
    if (choice.shown) ranked.push({ key: choice.key, rank: order === '' ? ORDER_MAX + 1 : Number(order), at });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.at - b.at).map((choice) => choice.key);
}

/** The edited theme options, or the messages by field name and what was typed. */
export function parseThemeForm(values: ThemeFormValues, options: Readonly<ThemeOptions>, choices: ThemeMenuChoices): { ok: true; value: ThemeOptions } | FormFailure<ThemeFormValues> {
  const errors: Record<string, string> = {};
  const width = values.offcanvasWidth.trim();
  const { min, max } = OFFCANVAS_WIDTH_RANGE;
  if (!(/^\d{1,4}$/.test(width) && Number(width) >= min && Number(width) <= max)) {
    errors['offcanvas.width'] = `Enter a whole number of pixels from ${min} to ${max}.`;
  }
  const byKey = new Map(menuCandidates(options, choices).map((candidate) => [candidate.key, candidate.entry]));
  const entries = inOrder('menu.entries', values.entries, errors).flatMap((key) => byKey.get(key) ?? []);
  const categories = inOrder('menu.categories', values.categories, errors);
  // Areas this form does not edit keep their current options.
  const file = {
    ...options,
    header: { sticky: values.sticky, stickyVariants: STICKY_TOKENS.filter((token) => values.stickyVariants[token]) },
    offcanvas: { width: Number(width) },
    smoothScroll: { enabled: values.smoothScroll },
    reveal: { enabled: values.reveal },
    parallaxFooter: { enabled: values.parallaxFooter },
    menu: { entries, categories: values.categoriesMode === 'all' ? ('all' as const) : categories },
    ...parseMediaForm(values.media, errors),
    ...parseBrandForm(values.brand, errors),
  };
  // The config file's own schema: the admin can save nothing the file could not hold.
  const parsed = themeFileSchema.safeParse(file);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const media = mediaIssue(issue.path, issue.message) ?? brandIssue(issue.path, issue.message);
      if (media) {
        errors[media.name] ??= media.message;
        continue;
      }
      const [area, field] = issue.path.map(String);
      const name = area === 'menu' && field === 'entries' ? 'menu.entries' : area === 'menu' ? 'menu.categories' : area === 'header' ? 'header.stickyVariants' : 'offcanvas.width';
      errors[name] ??= area === 'menu' && field === 'entries' && issue.code === 'too_big' ? 'Choose at most 12 menu entries.' : `This value is not accepted: ${issue.message}.`;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors, values };
  return { ok: true, value: file };
}
