import type { Random } from './random.ts';
import { FOCUS, SHAPES, type Palette, type ShapeKind } from './product-shapes.ts';

export type { Palette, ShapeKind } from './product-shapes.ts';

export const PALETTES: readonly Palette[] = [
  { bg: '#f4ede4', bg2: '#e8d9c5', main: '#c8553d', accent: '#2d4a53', detail: '#f2c57c' },
  { bg: '#e9f0ec', bg2: '#d3e2d8', main: '#3f6f5b', accent: '#e0a458', detail: '#f6f1e7' },
  { bg: '#eef0f6', bg2: '#d9deec', main: '#3d5a80', accent: '#ee6c4d', detail: '#e0fbfc' },
  { bg: '#f8eef0', bg2: '#efd6db', main: '#9c4a5b', accent: '#f4b860', detail: '#fff8f0' },
  { bg: '#f3f1e8', bg2: '#e4dfc8', main: '#6b705c', accent: '#cb997e', detail: '#ffe8d6' },
  { bg: '#ecf3f6', bg2: '#cfe3ea', main: '#26667f', accent: '#f08a5d', detail: '#fdfcdc' },
  { bg: '#f5f0e6', bg2: '#eadcc0', main: '#8d6346', accent: '#5b8e7d', detail: '#f7ede2' },
  { bg: '#efeef5', bg2: '#dedbeb', main: '#58508d', accent: '#ffa600', detail: '#f5f3ff' },
];

const SIZE = 1200;

/** The pictures a product page shows, in order: the object, a close-up, the object at home, and in its box. */
export const PRODUCT_VIEWS = ['front', 'detail', 'at-home', 'boxed'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const KRAFT = '#c9a27a';
const TABLE = '#d9b58c';

/** A product photo stand-in: the same object in each view, so the gallery reads as one product seen several ways. */
export function productArtwork(kind: ShapeKind, palette: Palette, view: ProductView, random: Random): string {
  const object = SHAPES[kind](palette);
  const shadow = `<ellipse cx="600" cy="915" rx="330" ry="34" fill="#000" opacity="0.10"/>`;
  const [focusX, focusY] = FOCUS[kind] ?? [600, 640];
  const scenes: Record<ProductView, () => string> = {
    front: () =>
      gradient(palette.bg, palette.bg2) +
      `<circle cx="${random.int(220, 980)}" cy="${random.int(200, 420)}" r="${random.int(140, 240)}" fill="${palette.detail}" opacity="0.7"/>` +
      shadow +
      object,
    // Zoomed in on the shape's telling detail, over a dotted cloth.
    detail: () =>
      gradient(palette.bg2, palette.bg) +
      dots(palette.bg, random) +
      `<g transform="translate(600 600) scale(1.8) translate(${-focusX} ${-focusY})">${object}</g>`,
    // Smaller, on a table under a window, with a sprig beside it.
    'at-home': () => {
      const windowX = random.pick([120, 700]);
      return (
        `<rect width="${SIZE}" height="${SIZE}" fill="${palette.bg2}"/>` +
        `<rect x="${windowX}" y="120" width="380" height="460" rx="12" fill="${palette.detail}" stroke="#fff" stroke-width="18"/>` +
        `<path d="M${windowX + 190} 120 v460 M${windowX} 350 h380" stroke="#fff" stroke-width="14"/>` +
        `<rect y="930" width="${SIZE}" height="270" fill="${TABLE}"/><rect y="930" width="${SIZE}" height="16" fill="#000" opacity="0.08"/>` +
        `<g transform="translate(${windowX === 120 ? 700 : 500} 935) scale(0.62) translate(-600 -915)">${shadow}${object}</g>` +
        sprig(windowX === 120 ? 1040 : 150)
      );
    },
    // Beside the recycled box it ships in, tied with string and tagged.
    boxed: () =>
      gradient(palette.bg, palette.bg2) +
      `<rect x="90" y="560" width="470" height="360" rx="14" fill="${KRAFT}"/>` +
      `<path d="M90 560 l60 -80 h470 l-60 80 z" fill="#d8b892"/><path d="M560 560 l60 -80 v360 l-60 80 z" fill="#b38b63"/>` +
      `<path d="M325 480 v440 M90 740 h470" stroke="${palette.accent}" stroke-width="10"/>` +
      `<path d="M325 740 l80 70" stroke="${palette.accent}" stroke-width="6"/><rect x="390" y="800" width="90" height="56" rx="8" fill="${palette.detail}" transform="rotate(20 435 828)"/>` +
      `<g transform="translate(820 920) scale(0.62) translate(-600 -915)">${shadow}${object}</g>`,
  };
  return svg(SIZE, SIZE, scenes[view]());
}

function gradient(top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>`
  );
}

function sprig(x: number): string {
  return (
    `<rect x="${x - 40}" y="800" width="80" height="130" rx="14" fill="#f4f1ea"/>` +
    `<path d="M${x} 800 q-10 -140 30 -240 M${x} 800 q20 -100 -40 -190" stroke="#4f7a55" stroke-width="8" fill="none"/>` +
    `<ellipse cx="${x + 30}" cy="560" rx="18" ry="40" fill="#7aa772"/><ellipse cx="${x - 40}" cy="610" rx="16" ry="36" fill="#7aa772"/>`
  );
}

/** A corner of the workshop: the objects made there on a long shelf, in a landscape 3:2 picture. */
export function workshopArtwork(shapes: readonly ShapeKind[], palette: Palette, random: Random): string {
  const width = 1200;
  const height = 800;
  const step = width / (shapes.length + 1);
  const objects = shapes
    .map((kind, index) => {
      const x = Math.round(step * (index + 1));
      const scale = (0.32 + random.next() * 0.04).toFixed(2);
      return `<g transform="translate(${x} 640) scale(${scale}) translate(-600 -915)">${SHAPES[kind](palette)}</g>`;
    })
    .join('');
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${palette.bg}"/>` +
      `<rect x="${random.int(80, 760)}" y="60" width="320" height="300" rx="10" fill="${palette.detail}" stroke="#fff" stroke-width="14"/>` +
      `<rect y="640" width="${width}" height="160" fill="${TABLE}"/><rect y="640" width="${width}" height="18" fill="#000" opacity="0.08"/>` +
      objects,
  );
}

/** Abstract art for a blog post: layered hills, a sun and a few shapes, in any aspect ratio. */
export function postArtwork(width: number, height: number, palette: Palette, random: Random): string {
  const horizon = Math.round(height * (0.55 + random.next() * 0.15));
  const hill = (y: number, colour: string, opacity: number) =>
    `<path d="M0 ${y} C ${width * 0.25} ${y - random.int(40, 160)}, ${width * 0.6} ${y + random.int(20, 120)}, ${width} ${y - random.int(20, 140)} V${height} H0 z" fill="${colour}" opacity="${opacity}"/>`;
  const shapes = Array.from({ length: random.int(2, 4) }, () => {
    const x = random.int(60, width - 60);
    const y = random.int(60, horizon - 40);
    return `<circle cx="${x}" cy="${y}" r="${random.int(12, 40)}" fill="${random.pick([palette.accent, palette.detail, palette.main])}" opacity="0.8"/>`;
  }).join('');
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${palette.bg}"/>` +
      `<circle cx="${random.int(width * 0.2, width * 0.8)}" cy="${Math.round(horizon * 0.45)}" r="${Math.round(Math.min(width, height) * 0.16)}" fill="${palette.accent}" opacity="0.85"/>` +
      shapes +
      hill(horizon, palette.bg2, 1) +
      hill(horizon + height * 0.12, palette.main, 0.75) +
      hill(horizon + height * 0.24, palette.main, 1),
  );
}

function dots(colour: string, random: Random): string {
  const offset = random.int(0, 40);
  const circles: string[] = [];
  for (let y = 80 + offset; y < SIZE; y += 120) {
    for (let x = 80 + offset; x < SIZE; x += 120) circles.push(`<circle cx="${x}" cy="${y}" r="10"/>`);
  }
  return `<g fill="${colour}">${circles.join('')}</g>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
