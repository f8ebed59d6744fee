import type { FontFormat } from './font-file.ts';

/**
 * The font library's faces as the admin and the theme's CSS read them: plain data and its order
 * (./font-library.ts stores them).
 */

export type FontStyle = 'normal' | 'italic';

export const FONT_STYLES: readonly FontStyle[] = ['normal', 'italic'];

/** The weights a face may have, with the names font makers give them. */
export const FONT_WEIGHTS = {
  100: 'Thin',
  200: 'Extra Light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semi Bold',
  700: 'Bold',
  800: 'Extra Bold',
  900: 'Black',
} as const;

export type FontWeight = keyof typeof FONT_WEIGHTS;

/** The upload form's fields (docs/contract.md, "Fonts"). */
export const FONT_FIELDS = { file: 'font_file', family: 'font_family', weight: 'font_weight', style: 'font_style' } as const;

/** One face of the library. */
export interface UploadedFontFace {
  id: number;
  family: string;
  weight: number;
  style: FontStyle;
  format: FontFormat;
  /** Under the uploads directory: `fonts/<hash>.<format>`. */
  file: string;
  size: number;
  originalName: string;
}

/** The families of the library, in order, each with its faces. */
export function fontFamiliesOf(faces: readonly UploadedFontFace[]): { name: string; faces: UploadedFontFace[] }[] {
  const families = new Map<string, UploadedFontFace[]>();
  for (const face of sortFaces(faces)) families.set(face.family, [...(families.get(face.family) ?? []), face]);
  return [...families].map(([name, members]) => ({ name, faces: members }));
}

/** The faces of a family, its name matched as CSS matches names: case aside. */
export function facesOfFamily(faces: readonly UploadedFontFace[], family: string): UploadedFontFace[] {
  const wanted = family.toLowerCase();
  return faces.filter((face) => face.family.toLowerCase() === wanted);
}

/** Faces by family (case aside, then as spelt), then style (normal first) and weight. */
export function sortFaces(faces: readonly UploadedFontFace[]): UploadedFontFace[] {
  return [...faces].sort(compareFaces);
}

function compareFaces(a: UploadedFontFace, b: UploadedFontFace): number {
  return a.family.localeCompare(b.family, 'en', { sensitivity: 'base' }) || a.family.localeCompare(b.family) || FONT_STYLES.indexOf(a.style) - FONT_STYLES.indexOf(b.style) || a.weight - b.weight;
}
