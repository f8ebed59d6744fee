import { BRAND_DEFAULTS, FONT_STACKS, type BrandFont, type BrandOptions } from '../contract/theme/brand.ts';
import { familyOfFontValue } from '../contract/theme/font-family.ts';
import { FONT_MIME_TYPES } from './font-file.ts';
import { facesOfFamily, type UploadedFontFace } from './font-faces.ts';

/**
 * The CSS of the brand's fonts: a system stack as it is, or an uploaded family first, then the system
 * stack while it loads (`font-display: swap`) and for the characters it lacks, with an `@font-face` rule
 * per face of the family, each file from this shop's own uploads. A family the library no longer has is
 * the system stack, so deleting a family in use leaves the shop readable.
 */

/** Where the stack goes when the chosen family is not (or no longer) in the library. */
const FALLBACK_STACK = FONT_STACKS.system.stack;

/** A face's file as the library names it; anything else is not written into the page. */
const FACE_FILE = /^fonts\/[0-9a-f]{32}\.(?:woff2|woff)$/;

export interface ResolvedFont {
  stack: string;
  /** The faces the stack's first family needs rules for: none for a system stack. */
  faces: UploadedFontFace[];
}

/** A stored font value as CSS: its stack, and the faces of its family when it is an uploaded one. */
export function resolveFont(value: BrandFont, library: readonly UploadedFontFace[]): ResolvedFont {
  const family = familyOfFontValue(value);
  if (family === null) return { stack: FONT_STACKS[value as keyof typeof FONT_STACKS]?.stack ?? FALLBACK_STACK, faces: [] };
  const faces = facesOfFamily(library, family).filter((face) => FACE_FILE.test(face.file));
  const [first] = faces;
  if (!first) return { stack: FALLBACK_STACK, faces: [] };
  // The library's own spelling, as its @font-face rules name the family.
  return { stack: `"${first.family}", ${FALLBACK_STACK}`, faces };
}

export function fontFaceRule(face: UploadedFontFace, uploadsUrl: string): string {
  return `@font-face{font-family:"${face.family}";src:url(${uploadsUrl}/${face.file}) format('${face.format}');font-weight:${face.weight};font-style:${face.style};font-display:swap}`;
}

/** The brand's text and headings fonts, resolved against the library (the headings' faces left out when they are the text's). */
export function brandFonts(brand: Readonly<BrandOptions>, library: readonly UploadedFontFace[]): { body: ResolvedFont; headings: ResolvedFont; faces: UploadedFontFace[] } {
  const body = resolveFont(brand.fonts.body, library);
  const headings = resolveFont(brand.fonts.headings, library);
  const faces = [...new Map([...body.faces, ...headings.faces].map((face) => [face.id, face])).values()];
  return { body, headings, faces };
}

/** The stacks that differ from the stylesheet's defaults, as the `:root` declarations set them. */
export function fontDeclarations(fonts: ReturnType<typeof brandFonts>): string[] {
  const declarations: string[] = [];
  if (fonts.body.stack !== FONT_STACKS[BRAND_DEFAULTS.fonts.body].stack) declarations.push(`--font:${fonts.body.stack}`);
  if (fonts.headings.stack !== FONT_STACKS[BRAND_DEFAULTS.fonts.headings].stack) declarations.push(`--font-headings:${fonts.headings.stack}`);
  return declarations;
}

/**
 * The text font's regular face (400, not italic), which nearly every line of a page uses, for a
 * `<link rel="preload">`: the browser fetches it with the page rather than once the stylesheet is
 * applied. Null when the text font is a system stack or its family has no regular face (preloading a
 * face the text may not use would fetch it for nothing).
 */
export function bodyFontPreload(brand: Readonly<BrandOptions>, library: readonly UploadedFontFace[], uploadsUrl: string): { href: string; type: string } | null {
  const regular = resolveFont(brand.fonts.body, library).faces.find((face) => face.weight === 400 && face.style === 'normal');
  return regular ? { href: `${uploadsUrl}/${regular.file}`, type: FONT_MIME_TYPES[regular.format] } : null;
}
