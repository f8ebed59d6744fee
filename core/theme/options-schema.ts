import { z } from 'zod';
import { STICKY_TOKENS, THEME_DEFAULTS, type ThemeOptions } from '../contract/theme/options.ts';
import { BRAND_COLOUR_KEYS, FONT_STACK_KEYS, LOGO_HEIGHT_RANGE, type BrandColourRole } from '../contract/theme/brand.ts';
import { SITE_ICON_PATH } from '../contract/theme/site-icon.ts';
import { isFontFamilyValue, type FontFamilyValue } from '../contract/theme/font-family.ts';
import { HEX_COLOUR } from './contrast.ts';

const slug = z.string().regex(/^[a-z0-9-]{1,200}$/, 'must be a slug: lower-case letters, digits and -');
/** A menu link: a path or in-page anchor of this shop, or an http(s) address. */
const menuHref = z.string().max(500).regex(/^(\/|#)[^\s]*$|^https?:\/\/[^\s]+$/, 'must be a path such as /about-us/, an anchor such as #story, or an http(s) address');

const menuEntrySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('shop') }),
  z.strictObject({ type: z.literal('blog') }),
  z.strictObject({ type: z.literal('page'), slug }),
  z.strictObject({ type: z.literal('link'), label: z.string().trim().min(1).max(40), href: menuHref }),
]);

/** A slide: an image or video of this shop (a path) or an http(s) address (a YouTube/Vimeo page too). */
const slideUrl = z.string().max(1000).regex(/^\/(?!\/)[^\s]*$|^https?:\/\/[^\s]+$/, 'must be a path such as /uploads/hero.jpg or an http(s) address');
/** Lengths of the map's tile URL template and credit. */
export const TILE_URL_MAX = 500;
export const MAP_ATTRIBUTION_MAX = 300;
/** Zoom levels a tile source may offer. */
export const MAP_MAX_ZOOM_RANGE = { min: 1, max: 22 } as const;
/** How many slides the background may have. */
export const BACKGROUND_SLIDES_MAX = 20;
/** A tile URL template: http(s) or a path of this shop, with the {z}, {x} and {y} placeholders. */
const tileUrl = z
  .string()
  .max(TILE_URL_MAX)
  .regex(/^(https?:\/\/[^\s/]+|)\/[^\s]*$/, 'must be an http(s) address or a path')
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must contain {z}, {x} and {y}');
/** Categories a third-party embed may wait for ("necessary" would load it without asking). */
export const EMBED_CONSENT_CATEGORIES = ['marketing', 'statistics', 'statistics-anonymous', 'functional', 'preferences'] as const;
const embedConsent = z.enum(EMBED_CONSENT_CATEGORIES);
/** Slide and transition times an owner may set, in ms. */
export const SLIDE_MS_RANGE = { min: 1000, max: 60_000 } as const;
export const TRANSITION_MS_RANGE = { min: 0, max: 5000 } as const;
export const MORPH_MS_RANGE = { min: 500, max: 20_000 } as const;

/** The width an owner may give the off-canvas menu (the window's width still caps it). */
export const OFFCANVAS_WIDTH_RANGE = { min: 160, max: 600 } as const;

const hexColour = z.string().regex(HEX_COLOUR, 'must be a colour such as #1f3a5f');
/** The logo: an image of this shop (a path) or an https address. */
const logoUrl = z.string().max(1000).regex(/^\/(?!\/)[^\s"'()<>]*$|^https:\/\/[^\s"'()<>]+$/, 'must be a path such as /uploads/logo.png or an https address');
export const LOGO_ALT_MAX = 200;
/** A picture's own size, as the media library measured it. */
const pictureSize = z.strictObject({ width: z.number().int().min(1).max(100_000), height: z.number().int().min(1).max(100_000) });
/** The site icon's files, each under the uploads directory (core/contract/theme/site-icon.ts). */
const iconPath = z.string().regex(SITE_ICON_PATH, 'must be a file of the site icon, such as site-icon/site-icon-0123456789abcdef.ico');
const siteIcon = z.strictObject({ ico: iconPath, png32: iconPath, appleTouch: iconPath, png192: iconPath, png512: iconPath });

/** A system stack's key, or a family of the font library as `family:<name>` (core/contract/theme/font-family.ts). */
const brandFont = z.union([z.enum(FONT_STACK_KEYS), z.custom<FontFamilyValue>(isFontFamilyValue, 'must be a system font or family:<name> of an uploaded font')]);

const brandSchema = z
  .strictObject({
    colours: z.strictObject(Object.fromEntries(BRAND_COLOUR_KEYS.map((role) => [role, hexColour])) as Record<BrandColourRole, typeof hexColour>).partial(),
    fonts: z.strictObject({ body: brandFont, headings: brandFont }).partial(),
    logo: z
      .strictObject({ url: logoUrl.nullable(), alt: z.string().trim().max(LOGO_ALT_MAX), height: z.number().int().min(LOGO_HEIGHT_RANGE.min).max(LOGO_HEIGHT_RANGE.max), intrinsic: pictureSize.nullable() })
      .partial(),
    icon: siteIcon.nullable(),
  })
  .partial();

/** The config file's `theme` section: every field optional, each area merged over its defaults. */
export const themeFileSchema = z
  .strictObject({
    header: z.strictObject({ sticky: z.boolean(), stickyVariants: z.array(z.enum(STICKY_TOKENS)).max(STICKY_TOKENS.length) }).partial(),
    offcanvas: z.strictObject({ width: z.number().int().min(OFFCANVAS_WIDTH_RANGE.min).max(OFFCANVAS_WIDTH_RANGE.max) }).partial(),
    smoothScroll: z.strictObject({ enabled: z.boolean() }).partial(),
    reveal: z.strictObject({ enabled: z.boolean() }).partial(),
    parallaxFooter: z.strictObject({ enabled: z.boolean() }).partial(),
    menu: z.strictObject({ entries: z.array(menuEntrySchema).max(12), categories: z.union([z.literal('all'), z.array(slug).max(30)]) }).partial(),
    background: z
      .strictObject({
        images: z.array(slideUrl).max(BACKGROUND_SLIDES_MAX),
        duration: z.number().int().min(SLIDE_MS_RANGE.min).max(SLIDE_MS_RANGE.max),
        transitionDuration: z.number().int().min(TRANSITION_MS_RANGE.min).max(TRANSITION_MS_RANGE.max),
      })
      .partial(),
    textMorph: z.strictObject({ enabled: z.boolean(), speed: z.number().int().min(MORPH_MS_RANGE.min).max(MORPH_MS_RANGE.max) }).partial(),
    video: z.strictObject({ consent: embedConsent }).partial(),
    map: z
      .strictObject({
        tileUrl,
        attribution: z.string().trim().min(1).max(MAP_ATTRIBUTION_MAX),
        consent: embedConsent,
        maxZoom: z.number().int().min(MAP_MAX_ZOOM_RANGE.min).max(MAP_MAX_ZOOM_RANGE.max),
      })
      .partial(),
    brand: brandSchema,
  })
  .partial();

export type ThemeFile = z.infer<typeof themeFileSchema>;

/** The file's theme options over the defaults, one area at a time. */
export function mergeTheme(file: ThemeFile = {}, base: ThemeOptions = THEME_DEFAULTS): ThemeOptions {
  return {
    header: { ...base.header, ...file.header },
    offcanvas: { ...base.offcanvas, ...file.offcanvas },
    smoothScroll: { ...base.smoothScroll, ...file.smoothScroll },
    reveal: { ...base.reveal, ...file.reveal },
    parallaxFooter: { ...base.parallaxFooter, ...file.parallaxFooter },
    menu: { ...base.menu, ...file.menu },
    background: { ...base.background, ...file.background },
    textMorph: { ...base.textMorph, ...file.textMorph },
    video: { ...base.video, ...file.video },
    map: { ...base.map, ...file.map },
    // The brand's parts merge one level deeper: a file may set one colour and keep the others.
    brand: {
      colours: { ...base.brand.colours, ...file.brand?.colours },
      fonts: { ...base.brand.fonts, ...file.brand?.fonts },
      logo: { ...base.brand.logo, ...file.brand?.logo },
      icon: file.brand?.icon === undefined ? base.brand.icon : file.brand.icon,
    },
  };
}
