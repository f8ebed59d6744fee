import type { PictureSize } from '../contract/theme/brand.ts';

/**
 * The logo's width at the height the owner chose, keeping the picture's proportions, so its `<img>`
 * reserves its box before the file arrives (no layout shift). Null when the picture's size is unknown
 * (an outside address): the `<img>` then has its height alone.
 */
export function logoWidthAt(height: number, intrinsic: Readonly<PictureSize> | null): number | null {
  if (!intrinsic || intrinsic.width <= 0 || intrinsic.height <= 0) return null;
  return Math.max(1, Math.round((intrinsic.width * height) / intrinsic.height));
}

/** The logo as the header and the e-mails draw it: its address, words and box. */
export interface ShownLogo {
  url: string;
  alt: string;
  height: number;
  /** Absent when the picture's size is unknown. */
  width?: number;
}

export function shownLogo(logo: Readonly<{ url: string | null; alt: string; height: number; intrinsic: PictureSize | null }>): ShownLogo | null {
  if (logo.url === null) return null;
  const width = logoWidthAt(logo.height, logo.intrinsic);
  return width === null ? { url: logo.url, alt: logo.alt, height: logo.height } : { url: logo.url, alt: logo.alt, height: logo.height, width };
}
