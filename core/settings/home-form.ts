import {
  GALLERY_SOURCES,
  HERO_MODES,
  HOME_LIMITS,
  homeLayoutSchema,
  MAP_TYPES,
  PRODUCT_SOURCES,
  type HomeLayout,
  type HomeSection,
  type HomeSectionType,
} from '../theme/home-sections.ts';
import type { FormFailure } from '../shared/validation.ts';

/**
 * The admin's home page form: one fieldset per section of the saved layout, each with a "show" box, an
 * order number and its type's settings. Every field is text on the way in (`sections.<key>.<field>`), so
 * the form shows again exactly what was typed; the layout's own schema checks the result and each message
 * lands next to the field it is about.
 */

export type HomeFieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'select';

export interface HomeField {
  /** The field's name within its section (`headlines`, `items.0.label`). */
  name: string;
  label: string;
  kind: HomeFieldKind;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** A group heading shown before the field (a counter's or a tab's first field). */
  group?: string;
}

export interface HomeSectionForm {
  key: string;
  type: HomeSectionType;
  /** What the section is, for its legend. */
  title: string;
  enabled: boolean;
  order: string;
  fields: HomeField[];
  /** The fields' text by name. */
  values: Record<string, string>;
}

export type HomeFormValues = HomeSectionForm[];

/** Order numbers run 1–99; an empty one puts the section last. */
const ORDER_MAX = 99;
/** Longer input is cut before it is shown again (the limits themselves are below this). */
const MAX_ECHO_LENGTH = 6000;

const TYPE_TITLES: Record<HomeSectionType, string> = {
  hero: 'Hero',
  story: 'Our story',
  counters: 'Counters',
  products: 'Featured products',
  categories: 'Categories',
  posts: 'Latest posts',
  gallery: 'Gallery',
  tabs: 'Tabs',
  map: 'Map',
  cta: 'Call to action',
  visit: 'Visit us',
};

const choices = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) => values.map((value) => ({ value, label: labels[value] }));

const heading: HomeField = { name: 'heading', label: 'Heading', kind: 'text' };
const menuLabel: HomeField = { name: 'menuLabel', label: 'Label in the page’s menu', kind: 'text', hint: 'Empty: the section has no entry in the menu under the hero.' };

/** A repeated group's fields (`<list>.<slot>.<name>`), slot by slot, each slot's first field headed `<group> <n>`. */
function slotFields(list: string, count: number, group: string, fields: readonly Omit<HomeField, 'group'>[]): HomeField[] {
  return Array.from({ length: count }, (_, slot) => fields.map((field, index) => ({ ...field, name: `${list}.${slot}.${field.name}`, ...(index === 0 ? { group: `${group} ${slot + 1}` } : {}) }))).flat();
}

const counterFields = () =>
  slotFields('items', HOME_LIMITS.counters, 'Counter', [
    { name: 'label', label: 'Label', kind: 'text' },
    { name: 'stop', label: 'Number', kind: 'number' },
    { name: 'prefix', label: 'Before the number', kind: 'text' },
    { name: 'suffix', label: 'After the number', kind: 'text' },
    { name: 'max', label: 'Full circle at', kind: 'number', hint: 'Empty: 100.' },
    { name: 'circle', label: 'Draw as a circle', kind: 'checkbox' },
  ]);

const tabFields = () =>
  slotFields('tabs', HOME_LIMITS.tabs, 'Tab', [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
  ]);

/** Each type's settings, as the form shows them. */
export function sectionFields(type: HomeSectionType): HomeField[] {
  switch (type) {
    case 'hero':
      return [
        { name: 'eyebrow', label: 'Line above the headline', kind: 'text', hint: 'Empty: the shop’s name.' },
        { name: 'headlines', label: 'Headlines, one per line', kind: 'textarea', hint: `The first is the headline; up to ${HOME_LIMITS.headlines - 1} more follow it in the text effect.` },
        { name: 'mode', label: 'Text effect', kind: 'select', options: choices(HERO_MODES, { typed: 'Typed', morph: 'Morph' }) },
        { name: 'text', label: 'Text under the headline', kind: 'textarea' },
        {
          name: 'slides',
          label: 'Background slides, one address per line',
          kind: 'textarea',
          hint: 'Images, video files (.mp4, .webm), or YouTube or Vimeo pages (played once the visitor allows marketing cookies). Empty: the theme’s background images, else the covers of the first categories.',
        },
        { name: 'duration', label: 'Each slide shows for (milliseconds)', kind: 'number' },
        { name: 'ctaLabel', label: 'Button label', kind: 'text', hint: 'Empty: no button.' },
        { name: 'ctaHref', label: 'Button link', kind: 'text' },
      ];
    case 'story':
    case 'visit':
      return [heading, menuLabel, { name: 'page', label: 'Page whose excerpt it shows (slug)', kind: 'text' }];
    case 'counters':
      return [heading, menuLabel, ...counterFields()];
    case 'products':
      return [
        heading,
        menuLabel,
        { name: 'source', label: 'Products', kind: 'select', options: choices(PRODUCT_SOURCES, { sale: 'On sale', newest: 'Newest', category: 'From a category' }) },
        { name: 'category', label: 'Category (slug), for “From a category”', kind: 'text' },
        { name: 'count', label: 'How many', kind: 'number' },
        { name: 'linkLabel', label: 'Label of the link to the listing', kind: 'text', hint: 'Empty: no link.' },
      ];
    case 'categories':
    case 'posts':
      return type === 'posts' ? [heading, menuLabel, { name: 'count', label: 'How many posts', kind: 'number' }] : [heading, menuLabel];
    case 'gallery':
      return [
        heading,
        menuLabel,
        { name: 'source', label: 'Images', kind: 'select', options: choices(GALLERY_SOURCES, { products: 'The products’ images', images: 'The images listed below' }) },
        { name: 'count', label: 'How many product images', kind: 'number' },
        { name: 'images', label: 'Images, one per line: address | caption', kind: 'textarea', hint: 'For example /uploads/shop-front.jpg | The shop in spring' },
      ];
    case 'tabs':
      return [heading, menuLabel, ...tabFields()];
    case 'map':
      return [
        heading,
        menuLabel,
        { name: 'lat', label: 'Latitude', kind: 'number' },
        { name: 'lng', label: 'Longitude', kind: 'number' },
        { name: 'zoom', label: 'Zoom (1–19)', kind: 'number' },
        { name: 'mapType', label: 'Map type', kind: 'select', options: choices(MAP_TYPES, { roadmap: 'Streets', grayscale: 'Streets in grey' }) },
        { name: 'address', label: 'Address', kind: 'textarea' },
      ];
    case 'cta':
      return [
        heading,
        menuLabel,
        { name: 'text', label: 'Text', kind: 'textarea' },
        { name: 'buttonLabel', label: 'Button label', kind: 'text' },
        { name: 'modalTitle', label: 'Title of the window the button opens', kind: 'text' },
        { name: 'modalText', label: 'Text of the window', kind: 'textarea' },
        { name: 'modalPage', label: 'Or show a page in the window (slug)', kind: 'text', hint: 'Empty: the window shows the text above.' },
      ];
  }
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
const flag = (value: boolean) => (value ? '1' : '');

/** A section's settings as the form's text. */
function sectionStrings(section: HomeSection): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  const put = (name: string, value: string) => (values[name] = value);
  if (section.type !== 'hero') put('menuLabel', section.menuLabel);
  switch (section.type) {
    case 'hero':
      put('eyebrow', section.eyebrow);
      put('headlines', section.headlines.join('\n'));
      put('mode', section.mode);
      put('text', section.text);
      put('slides', section.slides.join('\n'));
      put('duration', String(section.duration));
      put('ctaLabel', section.ctaLabel);
      put('ctaHref', section.ctaHref);
      break;
    case 'story':
    case 'visit':
      put('heading', section.heading);
      put('page', section.page);
      break;
    case 'counters':
      put('heading', section.heading);
      for (let slot = 0; slot < HOME_LIMITS.counters; slot++) {
        const item = section.items[slot];
        put(`items.${slot}.label`, item?.label ?? '');
        put(`items.${slot}.stop`, item ? String(item.stop) : '');
        put(`items.${slot}.prefix`, item?.prefix ?? '');
        put(`items.${slot}.suffix`, item?.suffix ?? '');
        put(`items.${slot}.max`, item ? numberText(item.max) : '');
        put(`items.${slot}.circle`, flag(item?.circle ?? false));
      }
      break;
    case 'products':
      put('heading', section.heading);
      put('source', section.source);
      put('category', section.category);
      put('count', String(section.count));
      put('linkLabel', section.linkLabel);
      break;
    case 'categories':
      put('heading', section.heading);
      break;
    case 'posts':
      put('heading', section.heading);
      put('count', String(section.count));
      break;
    case 'gallery':
      put('heading', section.heading);
      put('source', section.source);
      put('count', String(section.count));
      put('images', section.images.map((image) => (image.caption ? `${image.src} | ${image.caption}` : image.src)).join('\n'));
      break;
    case 'tabs':
      put('heading', section.heading);
      for (let slot = 0; slot < HOME_LIMITS.tabs; slot++) {
        put(`tabs.${slot}.title`, section.tabs[slot]?.title ?? '');
        put(`tabs.${slot}.text`, section.tabs[slot]?.text ?? '');
      }
      break;
    case 'map':
      put('heading', section.heading);
      put('lat', String(section.lat));
      put('lng', String(section.lng));
      put('zoom', String(section.zoom));
      put('mapType', section.mapType);
      put('address', section.address);
      break;
    case 'cta':
      put('heading', section.heading);
      put('text', section.text);
      put('buttonLabel', section.buttonLabel);
      put('modalTitle', section.modalTitle);
      put('modalText', section.modalText);
      put('modalPage', section.modalPage);
      break;
  }
  return values;
}

/** The form for a layout: its sections in their order, numbered 1, 2, 3… (the switched-off ones too). */
export function homeFormValues(layout: HomeLayout): HomeFormValues {
  return layout.map((section, index) => ({
    key: section.key,
    type: section.type,
    title: TYPE_TITLES[section.type],
    enabled: section.enabled,
    order: String(index + 1),
    fields: sectionFields(section.type),
    values: sectionStrings(section),
  }));
}

/** The posted fields, for the sections of the saved layout (an unticked box is simply absent). */
export function readHomeForm(form: { get(name: string): unknown }, layout: HomeLayout): HomeFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_ECHO_LENGTH) : '';
  };
  return homeFormValues(layout).map((section) => {
    const prefix = `sections.${section.key}`;
    const values = Object.create(null) as Record<string, string>;
    for (const field of section.fields) values[field.name] = field.kind === 'checkbox' ? flag(form.get(`${prefix}.${field.name}`) === '1') : text(`${prefix}.${field.name}`);
    return { ...section, enabled: form.get(`${prefix}.enabled`) === '1', order: text(`${prefix}.order`), values };
  });
}

/** The fields a browser posts for these values (what `readHomeForm` reads back): ticked boxes only. */
export function homeFormFields(values: HomeFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const section of values) {
    const prefix = `sections.${section.key}`;
    if (section.enabled) fields[`${prefix}.enabled`] = '1';
    fields[`${prefix}.order`] = section.order;
    for (const field of section.fields) {
      const value = section.values[field.name] ?? '';
      if (field.kind !== 'checkbox') fields[`${prefix}.${field.name}`] = value;
      else if (value === '1') fields[`${prefix}.${field.name}`] = '1';
    }
  }
  return fields;
}

/** A number as typed: a plain decimal, else NaN (the schema then asks for a number). */
function numberFrom(text: string): number {
  const trimmed = text.trim();
  return /^-?\d{1,12}(\.\d{1,8})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The filled slots of a repeated group, with the slot each came from (so a message finds its field). */
function filledSlots(values: Record<string, string>, prefix: string, count: number, names: readonly string[]): number[] {
  return Array.from({ length: count }, (_, slot) => slot).filter((slot) => names.some((name) => (values[`${prefix}.${slot}.${name}`] ?? '').trim() !== ''));
}

/** A section object from the form's text (for the schema to check), and where its list entries came from. */
function sectionFrom(form: HomeSectionForm): { candidate: Record<string, unknown>; slots: number[] } {
  const v = form.values;
  const get = (name: string) => v[name] ?? '';
  const base = { key: form.key, type: form.type, enabled: form.enabled, menuLabel: form.type === 'hero' ? '' : get('menuLabel') };
  switch (form.type) {
    case 'hero':
      return {
        candidate: { ...base, eyebrow: get('eyebrow'), headlines: linesOf(get('headlines')), mode: get('mode'), text: get('text'), slides: linesOf(get('slides')), duration: numberFrom(get('duration')), ctaLabel: get('ctaLabel'), ctaHref: get('ctaHref') },
        slots: [],
      };
    case 'story':
    case 'visit':
      return { candidate: { ...base, heading: get('heading'), page: get('page').trim() }, slots: [] };
    case 'counters': {
      const slots = filledSlots(v, 'items', HOME_LIMITS.counters, ['label', 'stop', 'prefix', 'suffix', 'max']);
      const items = slots.map((slot) => {
        const max = get(`items.${slot}.max`).trim();
        return {
          label: get(`items.${slot}.label`),
          stop: numberFrom(get(`items.${slot}.stop`)),
          max: max === '' ? null : numberFrom(max),
          prefix: get(`items.${slot}.prefix`),
          suffix: get(`items.${slot}.suffix`),
          circle: get(`items.${slot}.circle`) === '1',
        };
      });
      return { candidate: { ...base, heading: get('heading'), items }, slots };
    }
    case 'products':
      return { candidate: { ...base, heading: get('heading'), source: get('source'), category: get('category').trim(), count: numberFrom(get('count')), linkLabel: get('linkLabel') }, slots: [] };
    case 'categories':
      return { candidate: { ...base, heading: get('heading') }, slots: [] };
    case 'posts':
      return { candidate: { ...base, heading: get('heading'), count: numberFrom(get('count')) }, slots: [] };
    case 'gallery': {
      const images = linesOf(get('images')).map((entry) => {
        const bar = entry.indexOf('|');
        return bar === -1 ? { src: entry, caption: '' } : { src: entry.slice(0, bar).trim(), caption: entry.slice(bar + 1).trim() };
      });
      return { candidate: { ...base, heading: get('heading'), source: get('source'), count: numberFrom(get('count')), images }, slots: [] };
    }
    case 'tabs': {
      const slots = filledSlots(v, 'tabs', HOME_LIMITS.tabs, ['title', 'text']);
      return { candidate: { ...base, heading: get('heading'), tabs: slots.map((slot) => ({ title: get(`tabs.${slot}.title`), text: get(`tabs.${slot}.text`) })) }, slots };
    }
    case 'map':
      return {
        candidate: { ...base, heading: get('heading'), lat: numberFrom(get('lat')), lng: numberFrom(get('lng')), zoom: numberFrom(get('zoom')), mapType: get('mapType'), address: get('address') },
        slots: [],
      };
    case 'cta':
      return {
        candidate: { ...base, heading: get('heading'), text: get('text'), buttonLabel: get('buttonLabel'), modalTitle: get('modalTitle'), modalText: get('modalText'), modalPage: get('modalPage').trim() },
        slots: [],
      };
  }
}

/** The field a schema message is about: `items.<slot>.<name>` for a list entry, else the path's first name. */
function fieldFor(form: HomeSectionForm, slots: number[], path: readonly PropertyKey[]): string {
  const [first, index, name] = path.map(String);
  if ((first === 'items' || first === 'tabs') && index !== undefined && name !== undefined) return `${first}.${slots[Number(index)] ?? 0}.${name}`;
  if (first !== undefined && form.fields.some((field) => field.name === first)) return first;
  return 'enabled';
}

/** The edited layout (in the order of the numbers, the hero first), or the messages by field name and what was typed. */
export function parseHomeForm(values: HomeFormValues): { ok: true; value: HomeLayout } | FormFailure<HomeFormValues> {
  const errors: Record<string, string> = {};
  const ranked = values.map((section, at) => {
    const order = section.order.trim();
    if (order !== '' && !(/^\d{1,2}$/.test(order) && Number(order) >= 1 && Number(order) <= ORDER_MAX)) {
      errors[`sections.${section.key}.order`] = `Enter a whole number from 1 to ${ORDER_MAX}, or leave it empty to put the section last.`;
    }
    // The hero opens the page whatever its number.
    const rank = section.type === 'hero' ? -1 : order === '' || Number.isNaN(Number(order)) ? ORDER_MAX + 1 : Number(order);
    return { section, rank, at };
  });
  const ordered = ranked.sort((a, b) => a.rank - b.rank || a.at - b.at).map((entry) => entry.section);
  const built = ordered.map((section) => ({ section, ...sectionFrom(section) }));
  const parsed = homeLayoutSchema.safeParse(built.map((entry) => entry.candidate));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [index, ...rest] = issue.path;
      const entry = built[Number(index)];
      if (!entry) continue;
      errors[`sections.${entry.section.key}.${fieldFor(entry.section, entry.slots, rest)}`] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors, values };
  return { ok: true, value: parsed.data };
}
