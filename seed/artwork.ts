import type { Random } from './random.ts';

/** Muted, friendly palettes: two background tones, the object's main and accent colours, and a detail. */
export interface Palette {
  bg: string;
  bg2: string;
  main: string;
  accent: string;
  detail: string;
}

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

export type ShapeKind =
  | 'mug' | 'bowl' | 'plate' | 'teapot' | 'board' | 'vase' | 'candle' | 'cushion' | 'lamp'
  | 'bag' | 'book' | 'bottle' | 'stack';

type Draw = (p: Palette) => string;

// Each shape is drawn around the point (600, 640) in a 1200 × 1200 box, standing on y ≈ 900.
const SHAPES: Record<ShapeKind, Draw> = {
  mug: (p) =>
    `<path d="M780 560 h40 a90 90 0 0 1 0 180 h-40" fill="none" stroke="${p.main}" stroke-width="42"/>` +
    `<rect x="400" y="470" width="400" height="430" rx="48" fill="${p.main}"/>` +
    `<rect x="400" y="470" width="400" height="70" rx="30" fill="${p.accent}" opacity="0.35"/>`,
  bowl: (p) =>
    `<path d="M300 600 h600 a300 300 0 0 1 -600 0 z" fill="${p.main}"/>` +
    `<ellipse cx="600" cy="600" rx="300" ry="48" fill="${p.accent}"/>` +
    `<path d="M340 700 q260 90 520 0" fill="none" stroke="${p.detail}" stroke-width="14" opacity="0.7"/>`,
  plate: (p) =>
    `<circle cx="600" cy="640" r="300" fill="${p.main}"/>` +
    `<circle cx="600" cy="640" r="220" fill="${p.detail}"/>` +
    `<circle cx="600" cy="640" r="220" fill="none" stroke="${p.accent}" stroke-width="10" stroke-dasharray="4 26"/>`,
  teapot: (p) =>
    `<path d="M360 700 q-120 -40 -130 -190 q70 60 170 110" fill="${p.main}"/>` +
    `<path d="M820 560 q140 0 120 140 q-20 110 -140 120" fill="none" stroke="${p.main}" stroke-width="36"/>` +
    `<ellipse cx="600" cy="700" rx="260" ry="220" fill="${p.main}"/>` +
    `<rect x="500" y="440" width="200" height="60" rx="30" fill="${p.accent}"/><circle cx="600" cy="420" r="34" fill="${p.accent}"/>`,
  board: (p) =>
    `<rect x="330" y="360" width="540" height="560" rx="60" fill="${p.main}"/>` +
    `<circle cx="600" cy="440" r="34" fill="${p.bg}"/>` +
    `<path d="M380 560 q220 40 440 0 M380 680 q220 40 440 0 M380 800 q220 40 440 0" stroke="${p.accent}" stroke-width="8" fill="none" opacity="0.4"/>`,
  vase: (p) =>
    `<path d="M520 330 h160 v70 q-10 60 70 130 q110 100 90 230 q-20 140 -240 140 q-220 0 -240 -140 q-20 -130 90 -230 q80 -70 70 -130 z" fill="${p.main}"/>` +
    `<path d="M400 700 h400" stroke="${p.accent}" stroke-width="22"/><path d="M420 760 h360" stroke="${p.detail}" stroke-width="10" opacity="0.8"/>`,
  candle: (p) =>
    `<rect x="440" y="520" width="320" height="380" rx="26" fill="${p.detail}" stroke="${p.main}" stroke-width="12"/>` +
    `<rect x="440" y="640" width="320" height="140" fill="${p.main}"/>` +
    `<path d="M600 510 v-40" stroke="${p.accent}" stroke-width="8"/><path d="M600 330 q50 70 0 130 q-50 -60 0 -130 z" fill="${p.accent}"/>`,
  cushion: (p) =>
    `<path d="M330 420 q270 -50 540 0 q40 220 0 440 q-270 50 -540 0 q-40 -220 0 -440 z" fill="${p.main}"/>` +
    `<path d="M360 640 h480" stroke="${p.accent}" stroke-width="10" stroke-dasharray="18 14"/>` +
    `<circle cx="600" cy="640" r="26" fill="${p.detail}"/>`,
  lamp: (p) =>
    `<path d="M450 330 h300 l90 230 h-480 z" fill="${p.main}"/>` +
    `<rect x="585" y="560" width="30" height="280" fill="${p.accent}"/><ellipse cx="600" cy="880" rx="150" ry="34" fill="${p.accent}"/>`,
  bag: (p) =>
    `<path d="M480 520 q0 -160 120 -160 q120 0 120 160" fill="none" stroke="${p.accent}" stroke-width="30"/>` +
    `<path d="M360 500 h480 l-30 400 h-420 z" fill="${p.main}"/>` +
    `<rect x="520" y="600" width="160" height="110" rx="16" fill="${p.detail}" opacity="0.85"/>`,
  book: (p) =>
    `<rect x="380" y="330" width="440" height="580" rx="22" fill="${p.main}"/>` +
    `<rect x="380" y="330" width="70" height="580" rx="22" fill="${p.accent}"/>` +
    `<rect x="740" y="330" width="24" height="580" fill="${p.detail}" opacity="0.8"/>` +
    `<rect x="500" y="460" width="200" height="70" rx="8" fill="${p.detail}"/>`,
  bottle: (p) =>
    `<rect x="540" y="300" width="120" height="80" rx="18" fill="${p.accent}"/>` +
    `<path d="M550 380 h100 v60 q110 40 110 140 v300 q0 40 -40 40 h-240 q-40 0 -40 -40 v-300 q0 -100 110 -140 z" fill="${p.main}"/>` +
    `<rect x="440" y="620" width="320" height="150" fill="${p.detail}" opacity="0.85"/>`,
  stack: (p) =>
    `<rect x="340" y="740" width="520" height="150" rx="36" fill="${p.main}"/>` +
    `<rect x="380" y="590" width="440" height="150" rx="36" fill="${p.accent}"/>` +
    `<rect x="420" y="440" width="360" height="150" rx="36" fill="${p.detail}" stroke="${p.main}" stroke-width="10"/>`,
};

const SIZE = 1200;

/** A product photo stand-in: the object on a soft background; later views of the same object zoom in or change the backdrop. */
export function productArtwork(kind: ShapeKind, palette: Palette, view: number, random: Random): string {
  const sunX = random.int(220, 980);
  const sunY = random.int(200, 420);
  const backdrop =
    view === 0
      ? `<circle cx="${sunX}" cy="${sunY}" r="${random.int(140, 240)}" fill="${palette.detail}" opacity="0.7"/>`
      : view === 1
        ? dots(palette.bg2, random)
        : `<path d="M0 ${SIZE * 0.72} H${SIZE} V${SIZE} H0 z" fill="${palette.detail}" opacity="0.8"/>`;
  const scale = view === 1 ? 1.3 : 1;
  const transform = scale === 1 ? '' : ` transform="translate(600 640) scale(${scale}) translate(-600 -640)"`;
  return svg(
    SIZE,
    SIZE,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${view === 2 ? palette.bg2 : palette.bg}"/><stop offset="1" stop-color="${view === 2 ? palette.bg : palette.bg2}"/></linearGradient></defs>` +
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${backdrop}` +
      `<ellipse cx="600" cy="915" rx="330" ry="34" fill="#000" opacity="0.10"/>` +
      `<g${transform}>${SHAPES[kind](palette)}</g>`,
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
