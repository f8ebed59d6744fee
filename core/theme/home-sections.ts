import { z } from 'zod';
import { MAP_TYPES } from '../contract/theme/map.ts';

/**
 * The home page's layout: an ordered list of sections the shop owner arranges in the admin
 * (/admin/home/). Each section has a `key` (its element id, so `/#<key>` links reach it), a `type`, an
 * `enabled` flag, the label of its entry in the page's in-page menu (empty: no entry) and its type's
 * settings. The defaults are the demo's layout, which shows every section.
 */

/** An element id an anchor can reach: lower-case letters, digits and `-`. */
const sectionKey = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and -');
const pageSlug = z.string().regex(/^[a-z0-9-]{1,200}$/, 'Enter a page’s slug: lower-case letters, digits and -.');
const optionalSlug = z.union([z.literal(''), pageSlug]);
/** One line of text: no line breaks. */
const line = (max: number) => z.string().trim().max(max, `Keep it to ${max} characters or fewer.`).regex(/^[^\r\n]*$/, 'Keep it on one line.');
const requiredLine = (max: number) => line(max).min(1, 'Enter some text.');
/** Text around a counter's number: spaces kept (" years"). */
const affix = z.string().max(10, 'Keep it to 10 characters or fewer.').regex(/^[^\r\n]*$/, 'Keep it on one line.');
const paragraph = (max: number) => z.string().trim().max(max, `Keep it to ${max} characters or fewer.`);
/** A link of this shop (a path or anchor) or an http(s) address. */
const href = z.string().trim().max(500).regex(/^(\/|#)[^\s]*$|^https?:\/\/[^\s]+$/, 'Enter a path such as /shop/, an anchor such as #story, or an http(s) address.');
/** A slide or gallery image: a path of this shop or an http(s) address (a YouTube or Vimeo page for a video slide). */
const mediaUrl = z.string().trim().max(1000).regex(/^\/(?!\/)[^\s]*$|^https?:\/\/[^\s]+$/, 'Each address must be a path such as /uploads/hero.jpg or an http(s) address.');
const whole = (min: number, max: number) =>
  z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(min, `Enter a number from ${min} to ${max}.`)
    .max(max, `Enter a number from ${min} to ${max}.`);
const decimal = (min: number, max: number) => z.number({ error: 'Enter a number.' }).min(min, `Enter a number from ${min} to ${max}.`).max(max, `Enter a number from ${min} to ${max}.`);

/** Limits the form and the schema share. */
export const HOME_LIMITS = { headlines: 6, slides: 10, counters: 4, tabs: 4, galleryImages: 24, products: 12, posts: 12 } as const;
export const SLIDE_DURATION_RANGE = { min: 1000, max: 60_000 } as const;
export const HERO_MODES = ['typed', 'morph'] as const;
export const PRODUCT_SOURCES = ['sale', 'newest', 'category'] as const;
export const GALLERY_SOURCES = ['products', 'images'] as const;
export { MAP_TYPES };

const common = { key: sectionKey, enabled: z.boolean(), menuLabel: line(40) };

const counterSchema = z.strictObject({
  label: requiredLine(60),
  /** Counted up to from 0. */
  stop: whole(0, 1_000_000_000),
  /** The circle's full turn (the count-up's `data-max`); null for the widget's default. */
  max: whole(1, 1_000_000_000).nullable(),
  prefix: affix,
  suffix: affix,
  circle: z.boolean(),
});

const tabSchema = z.strictObject({ title: requiredLine(60), text: paragraph(2000).min(1, 'Enter the tab’s text.') });
const galleryImageSchema = z.strictObject({ src: mediaUrl, caption: line(200) });

export const homeSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...common,
    type: z.literal('hero'),
    eyebrow: line(80),
    /** The first is the headline as served (and the accessible name); the others follow in the text effect. */
    headlines: z.array(requiredLine(120)).min(1, 'Enter at least the headline.').max(HOME_LIMITS.headlines, `Enter at most ${HOME_LIMITS.headlines} lines.`),
    mode: z.enum(HERO_MODES),
    text: paragraph(300),
    /** Background slides; none: the theme's background images, else the covers of the shop's first categories. */
    slides: z.array(mediaUrl).max(HOME_LIMITS.slides, `Enter at most ${HOME_LIMITS.slides} addresses.`),
    duration: whole(SLIDE_DURATION_RANGE.min, SLIDE_DURATION_RANGE.max),
    ctaLabel: line(40),
    ctaHref: href,
  }),
  z.strictObject({ ...common, type: z.literal('story'), heading: requiredLine(80), page: pageSlug }),
  z.strictObject({ ...common, type: z.literal('counters'), heading: requiredLine(80), items: z.array(counterSchema).max(HOME_LIMITS.counters) }),
  z.strictObject({
    ...common,
    type: z.literal('products'),
    heading: requiredLine(80),
    source: z.enum(PRODUCT_SOURCES),
    category: optionalSlug,
    count: whole(1, HOME_LIMITS.products),
    linkLabel: line(60),
  }),
  z.strictObject({ ...common, type: z.literal('categories'), heading: requiredLine(80) }),
  z.strictObject({ ...common, type: z.literal('posts'), heading: requiredLine(80), count: whole(1, HOME_LIMITS.posts) }),
  z.strictObject({
    ...common,
    type: z.literal('gallery'),
    heading: requiredLine(80),
    source: z.enum(GALLERY_SOURCES),
    count: whole(1, HOME_LIMITS.galleryImages),
    images: z.array(galleryImageSchema).max(HOME_LIMITS.galleryImages, `Enter at most ${HOME_LIMITS.galleryImages} images.`),
  }),
  z.strictObject({ ...common, type: z.literal('tabs'), heading: requiredLine(80), tabs: z.array(tabSchema).max(HOME_LIMITS.tabs) }),
  z.strictObject({
    ...common,
    type: z.literal('map'),
    heading: requiredLine(80),
    lat: decimal(-90, 90),
    lng: decimal(-180, 180),
    zoom: whole(1, 19),
    mapType: z.enum(MAP_TYPES),
    address: paragraph(300).min(1, 'Enter the address.'),
  }),
  z.strictObject({
    ...common,
    type: z.literal('cta'),
    heading: requiredLine(80),
    text: paragraph(500),
    buttonLabel: requiredLine(40),
    modalTitle: requiredLine(80),
    modalText: paragraph(2000),
    /** A page whose content the modal fetches (`data-modal-url`); empty: the modal shows `modalText`. */
    modalPage: optionalSlug,
  }),
  z.strictObject({ ...common, type: z.literal('visit'), heading: requiredLine(80), page: pageSlug }),
]);

export type HomeSection = z.infer<typeof homeSectionSchema>;
export type HomeSectionType = HomeSection['type'];
export type SectionOf<Type extends HomeSectionType> = Extract<HomeSection, { type: Type }>;
export type CounterItem = z.infer<typeof counterSchema>;
export type TabItem = z.infer<typeof tabSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** At most one hero, and it opens the page; keys are unique. */
export const homeLayoutSchema = z
  .array(homeSectionSchema)
  .max(30)
  .superRefine((sections, context) => {
    const keys = new Set<string>();
    sections.forEach((section, index) => {
      if (keys.has(section.key)) context.addIssue({ code: 'custom', path: [index, 'key'], message: 'Each section needs its own key.' });
      keys.add(section.key);
      if (section.type === 'hero' && index !== 0) context.addIssue({ code: 'custom', path: [index, 'type'], message: 'The hero opens the page.' });
    });
  });

export type HomeLayout = z.infer<typeof homeLayoutSchema>;

/**
 * The default sections: every section, each with example content, shown until the owner saves a layout
 * (the demo store saves its own on its first seed, its map at its studio: seed/demo-home.ts).
 */
export const DEFAULT_HOME_LAYOUT: HomeLayout = Object.freeze([
  {
    key: 'hero',
    type: 'hero',
    enabled: true,
    menuLabel: '',
    eyebrow: '',
    headlines: ['Good things, well made.', 'Made to be used.', 'Made to last.'],
    mode: 'typed',
    text: 'Everyday objects from small workshops: made to be used, and to last.',
    slides: [],
    duration: 6000,
    ctaLabel: 'Shop the collection',
    ctaHref: '/shop/',
  },
  { key: 'story', type: 'story', enabled: true, menuLabel: 'Our story', heading: 'Our story', page: 'about-us' },
  {
    key: 'numbers',
    type: 'counters',
    enabled: true,
    menuLabel: '',
    heading: 'The workshop in numbers',
    items: [
      { label: 'Makers we work with', stop: 24, max: null, prefix: '', suffix: '', circle: false },
      { label: 'Orders shipped', stop: 12500, max: null, prefix: '', suffix: '+', circle: false },
      { label: 'Plastic-free packaging', stop: 100, max: 100, prefix: '', suffix: '%', circle: true },
      { label: 'Repairs free for', stop: 5, max: null, prefix: '', suffix: ' years', circle: false },
    ],
  },
  { key: 'collection', type: 'categories', enabled: true, menuLabel: 'The collection', heading: 'Shop by category' },
  { key: 'on-sale', type: 'products', enabled: true, menuLabel: '', heading: 'On sale', source: 'sale', category: '', count: 4, linkLabel: 'See all prices' },
  { key: 'new-arrivals', type: 'products', enabled: true, menuLabel: '', heading: 'New arrivals', source: 'newest', category: '', count: 8, linkLabel: 'Shop all new arrivals' },
  { key: 'gallery', type: 'gallery', enabled: true, menuLabel: '', heading: 'From the workshop', source: 'products', count: 8, images: [] },
  { key: 'journal', type: 'posts', enabled: true, menuLabel: 'Journal', heading: 'From the journal', count: 6 },
  {
    key: 'good-to-know',
    type: 'tabs',
    enabled: true,
    menuLabel: '',
    heading: 'Good to know',
    tabs: [
      { title: 'Shipping', text: 'Orders leave the workshop within two working days. Shipping is free on orders over $75.' },
      { title: 'Returns', text: 'Changed your mind? Send it back within 30 days, unused, for a full refund.' },
      { title: 'Care', text: 'Wash ceramics by hand, oil wooden boards now and then, and let linen dry in the air.' },
    ],
  },
  {
    key: 'newsletter',
    type: 'cta',
    enabled: true,
    menuLabel: '',
    heading: 'News from the workshop',
    text: 'New pieces, small-batch restocks and the odd studio visit, once a month.',
    buttonLabel: 'How the letter works',
    modalTitle: 'Our monthly letter',
    modalText: 'Once a month we write about what is new in the workshop. Ask for it at the counter or by e-mail; one click in any letter stops it.',
    modalPage: '',
  },
  {
    key: 'find-us',
    type: 'map',
    enabled: true,
    menuLabel: '',
    heading: 'Find the workshop',
    lat: 51.5246,
    lng: -0.0779,
    zoom: 15,
    mapType: 'roadmap',
    address: 'Vitrine Workshop\n12 Calvert Avenue\nLondon E2 7JP',
  },
  { key: 'visit', type: 'visit', enabled: true, menuLabel: 'Visit us', heading: 'Visit us', page: 'contact' },
] satisfies HomeLayout) as HomeLayout;

/**
 * The stored layout, or the defaults when there is none or it no longer fits the schema. Sections the
 * defaults have and the stored list lacks (added to the shop later) come last, switched off.
 */
export function parseHomeLayout(value: unknown): HomeLayout {
  const parsed = homeLayoutSchema.safeParse(value);
  if (!parsed.success || parsed.data.length === 0) return DEFAULT_HOME_LAYOUT;
  const keys = new Set(parsed.data.map((section) => section.key));
  const missing = DEFAULT_HOME_LAYOUT.filter((section) => !keys.has(section.key) && section.type !== 'hero').map((section) => ({ ...section, enabled: false }));
  return [...parsed.data, ...missing];
}

/** The sections shown, in their order. */
export function enabledSections(layout: HomeLayout): HomeSection[] {
  return layout.filter((section) => section.enabled);
}
