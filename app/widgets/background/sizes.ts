/** One size of a slide's image or video file, as the owner listed it. */
export interface SizedSource {
  src: string;
  /** Its width in pixels; 0 when unknown (a single file). */
  width: number;
  /** Its height in pixels, when the owner gave it (then its shape counts when covering the box). */
  height?: number;
}

export interface Box {
  width: number;
  height: number;
}

/**
 * `"a-640.jpg 640w, a-1280.jpg 1280w"` (the width descriptors of an `<img srcset>`): the listed sizes,
 * smallest first. Entries without a `w` width are left out.
 */
export function parseSrcset(srcset: string): SizedSource[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([src, descriptor]) => {
      const width = /^(\d+)w$/.exec(descriptor ?? '')?.[1];
      return src && width ? [{ src, width: Number(width) }] : [];
    })
    .sort((a, b) => a.width - b.width);
}

/**
 * The size to load for a box of `box` CSS pixels at `pixelRatio`: the smallest whose width covers the box
 * once scaled to cover it (object-fit: cover), else the largest. A source of unknown shape is assumed to
 * fill the box's width.
 */
export function chooseSource(sources: readonly SizedSource[], box: Box, pixelRatio: number): SizedSource | undefined {
  const sorted = [...sources].sort((a, b) => a.width - b.width);
  const ratio = Math.max(1, pixelRatio || 1);
  return (
    sorted.find((source) => {
      const coverWidth = source.height ? Math.max(box.width, (box.height * source.width) / source.height) : box.width;
      return source.width >= coverWidth * ratio;
    }) ?? sorted.at(-1)
  );
}

/**
 * Whether a resize is worth a new choice of sizes: the box's width or height changed by more than
 * `threshold` (0.1: 10 %) since the sizes were last chosen. Small jitters (a scrollbar, a mobile
 * browser's toolbar) keep what is loaded.
 */
export function sizeChanged(before: Box, after: Box, threshold: number): boolean {
  const change = (was: number, now: number) => (was > 0 ? Math.abs(now / was - 1) : now > 0 ? Infinity : 0);
  return Math.max(change(before.width, after.width), change(before.height, after.height)) > threshold;
}
