/** Muted, friendly palettes: two background tones, the object's main and accent colours, and a detail. */
export interface Palette {
  bg: string;
  bg2: string;
  main: string;
  accent: string;
  detail: string;
}

/**
 * The objects the demo store sells, one drawing each, so a product's pictures show that kind of thing.
 * Each is drawn around the point (600, 640) in a 1200 × 1200 box, standing on y ≈ 900.
 */
export type ShapeKind =
  | 'mug' | 'espresso-cups' | 'camp-cup' | 'bowl' | 'nesting-bowls' | 'plate' | 'teapot' | 'kettle' | 'board'
  | 'butter-dish' | 'vase' | 'planter' | 'hanging-planter' | 'candle' | 'cushion' | 'lamp' | 'reading-lamp'
  | 'blanket' | 'tote' | 'crossbody' | 'backpack' | 'duffel' | 'wallet' | 'pouch' | 'scarf' | 'notebook'
  | 'planner' | 'pen' | 'pencils' | 'desk-tray' | 'card' | 'tape' | 'bottle' | 'lantern' | 'string-lights'
  | 'cutlery' | 'soap' | 'sponge' | 'towels' | 'robe' | 'soap-dish' | 'jar' | 'diffuser' | 'shoe-trees';

type Draw = (p: Palette) => string;

// Colours that belong to the material rather than the palette.
const LEAF = '#4f7a55';
const LEAF_LIGHT = '#7aa772';
const WOOD = '#b98a5e';
const GRAPHITE = '#3b3b3b';
const METAL = '#9aa3a8';
const GLOW = '#ffd98a';

const bowlAt = (cx: number, rimY: number, r: number, body: string, rim: string) =>
  `<path d="M${cx - r} ${rimY} h${2 * r} a${r} ${r} 0 0 1 ${-2 * r} 0 z" fill="${body}"/>` +
  `<ellipse cx="${cx}" cy="${rimY}" rx="${r}" ry="${Math.round(r * 0.16)}" fill="${rim}"/>`;

const cupAt = (x: number, y: number, w: number, h: number, p: Palette) =>
  `<ellipse cx="${x + w / 2}" cy="${y + h + 8}" rx="${w * 0.85}" ry="${w * 0.16}" fill="${p.accent}"/>` +
  `<path d="M${x + w - 6} ${y + h * 0.25} h24 a${h * 0.25} ${h * 0.25} 0 0 1 0 ${h * 0.5} h-24" fill="none" stroke="${p.main}" stroke-width="18"/>` +
  `<path d="M${x} ${y} h${w} v${h * 0.7} a${w / 2} ${h * 0.3} 0 0 1 ${-w} 0 z" fill="${p.main}"/>` +
  `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${w * 0.1}" fill="${p.detail}"/>`;

const pencilAt = (x: number, colour: string, tilt: number) =>
  `<g transform="rotate(${tilt} ${x} 620)"><rect x="${x - 26}" y="400" width="52" height="420" fill="${colour}"/>` +
  `<rect x="${x - 26}" y="400" width="17" height="420" fill="#fff" opacity="0.18"/>` +
  `<rect x="${x - 26}" y="800" width="52" height="40" fill="${METAL}"/><rect x="${x - 26}" y="840" width="52" height="40" rx="12" fill="#e98a8a"/>` +
  `<path d="M${x - 26} 400 L${x} 300 L${x + 26} 400 z" fill="${WOOD}"/><path d="M${x - 9} 335 L${x} 300 L${x + 9} 335 z" fill="${GRAPHITE}"/></g>`;

const reedAt = (angle: number, p: Palette) =>
  `<path d="M600 560 L${600 + Math.round(Math.sin((angle * Math.PI) / 180) * 420)} ${560 - Math.round(Math.cos((angle * Math.PI) / 180) * 420)}" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`;

export const SHAPES: Record<ShapeKind, Draw> = {
  mug: (p) =>
    `<path d="M780 560 h40 a90 90 0 0 1 0 180 h-40" fill="none" stroke="${p.main}" stroke-width="42"/>` +
    `<rect x="400" y="470" width="400" height="430" rx="48" fill="${p.main}"/>` +
    `<rect x="400" y="470" width="400" height="70" rx="30" fill="${p.accent}" opacity="0.35"/>`,
  'espresso-cups': (p) => cupAt(300, 640, 220, 230, p) + cupAt(660, 600, 240, 270, p),
  'camp-cup': (p) =>
    `<path d="M760 560 h50 a80 80 0 0 1 0 160 h-50" fill="none" stroke="${p.accent}" stroke-width="26"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${420 + i * 12}" y="${480 + i * 84}" width="${360 - i * 24}" height="84" rx="22" fill="${i % 2 ? p.main : p.accent}"/>`)
      .join('') +
    `<ellipse cx="600" cy="480" rx="180" ry="26" fill="${p.detail}"/>`,
  bowl: (p) =>
    `<path d="M300 600 h600 a300 300 0 0 1 -600 0 z" fill="${p.main}"/>` +
    `<ellipse cx="600" cy="600" rx="300" ry="48" fill="${p.accent}"/>` +
    `<path d="M340 700 q260 90 520 0" fill="none" stroke="${p.detail}" stroke-width="14" opacity="0.7"/>` +
    `<path d="M700 300 L520 610 M760 320 L560 610" stroke="${WOOD}" stroke-width="16" stroke-linecap="round"/>`,
  'nesting-bowls': (p) => bowlAt(400, 700, 200, p.main, p.accent) + bowlAt(690, 760, 140, p.accent, p.detail) + bowlAt(890, 810, 90, p.main, p.detail),
  plate: (p) =>
    `<circle cx="600" cy="640" r="300" fill="${p.main}"/>` +
    `<circle cx="600" cy="640" r="220" fill="${p.detail}"/>` +
    `<circle cx="600" cy="640" r="220" fill="none" stroke="${p.accent}" stroke-width="10" stroke-dasharray="4 26"/>`,
  teapot: (p) =>
    `<path d="M360 700 q-120 -40 -130 -190 q70 60 170 110" fill="${p.main}"/>` +
    `<path d="M820 560 q140 0 120 140 q-20 110 -140 120" fill="none" stroke="${p.main}" stroke-width="36"/>` +
    `<ellipse cx="600" cy="700" rx="260" ry="220" fill="${p.main}"/>` +
    `<rect x="500" y="440" width="200" height="60" rx="30" fill="${p.accent}"/><circle cx="600" cy="420" r="34" fill="${p.accent}"/>`,
  kettle: (p) =>
    `<path d="M450 820 q-150 -20 -170 -230 q-8 -60 -80 -90" fill="none" stroke="${p.main}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M760 560 q150 0 120 250" fill="none" stroke="${p.accent}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M390 900 h420 q30 -300 -210 -340 q-240 40 -210 340 z" fill="${p.main}"/>` +
    `<ellipse cx="600" cy="575" rx="120" ry="26" fill="${p.detail}"/><rect x="570" y="520" width="60" height="50" rx="14" fill="${p.accent}"/>` +
    `<path d="M450 800 q150 40 300 0" stroke="${p.detail}" stroke-width="10" fill="none" opacity="0.6"/>`,
  board: (p) =>
    `<rect x="540" y="250" width="120" height="220" rx="44" fill="${WOOD}"/><circle cx="600" cy="320" r="26" fill="${p.bg}"/>` +
    `<rect x="330" y="420" width="540" height="480" rx="60" fill="${WOOD}"/>` +
    `<path d="M380 540 q220 40 440 0 M380 660 q220 40 440 0 M380 780 q220 40 440 0" stroke="${p.main}" stroke-width="8" fill="none" opacity="0.35"/>` +
    `<rect x="330" y="860" width="540" height="40" rx="20" fill="#000" opacity="0.12"/>`,
  'butter-dish': (p) =>
    `<rect x="340" y="800" width="520" height="70" rx="26" fill="${p.accent}"/>` +
    `<path d="M400 810 v-170 q0 -60 60 -60 h280 q60 0 60 60 v170 z" fill="${p.main}"/>` +
    `<rect x="540" y="540" width="120" height="44" rx="20" fill="${p.detail}"/>` +
    `<path d="M430 680 h340" stroke="${p.detail}" stroke-width="10" opacity="0.6"/>`,
  vase: (p) =>
    `<path d="M520 330 h160 v70 q-10 60 70 130 q110 100 90 230 q-20 140 -240 140 q-220 0 -240 -140 q-20 -130 90 -230 q80 -70 70 -130 z" fill="${p.main}"/>` +
    `<path d="M400 700 h400" stroke="${p.accent}" stroke-width="22"/><path d="M420 760 h360" stroke="${p.detail}" stroke-width="10" opacity="0.8"/>` +
    `<path d="M600 330 q-20 -120 -90 -190 M600 330 q30 -110 110 -160" stroke="${LEAF}" stroke-width="10" fill="none"/>` +
    `<circle cx="510" cy="140" r="36" fill="${p.accent}"/><circle cx="710" cy="170" r="30" fill="${p.detail}"/>`,
  planter: (p) =>
    `<path d="M600 620 q-220 -120 -200 -320 q150 100 200 320 z" fill="${LEAF}"/>` +
    `<path d="M600 620 q200 -140 250 -300 q-190 60 -250 300 z" fill="${LEAF_LIGHT}"/>` +
    `<path d="M600 620 q-20 -220 40 -400 q70 200 -40 400 z" fill="${LEAF}"/>` +
    `<path d="M420 640 h360 l-50 260 h-260 z" fill="${p.main}"/>` +
    `<rect x="400" y="600" width="400" height="70" rx="14" fill="${p.accent}"/>`,
  'hanging-planter': (p) =>
    `<path d="M600 100 L430 600 M600 100 L770 600 M600 100 L600 600" stroke="${p.accent}" stroke-width="12" fill="none"/>` +
    `<path d="M470 480 L600 540 L730 480 M500 400 L600 450 L700 400" stroke="${p.accent}" stroke-width="12" fill="none"/>` +
    `<circle cx="600" cy="100" r="30" fill="none" stroke="${p.accent}" stroke-width="14"/>` +
    `<path d="M470 560 q-60 120 -30 320 M520 580 q-30 140 20 260" stroke="${LEAF}" stroke-width="12" fill="none"/>` +
    `<ellipse cx="440" cy="880" rx="26" ry="16" fill="${LEAF_LIGHT}"/><ellipse cx="540" cy="840" rx="24" ry="14" fill="${LEAF_LIGHT}"/>` +
    `<path d="M420 600 h360 a180 180 0 0 1 -360 0 z" fill="${p.main}"/>` +
    `<path d="M600 590 q-70 -110 -170 -120 q60 110 170 120 z M600 590 q80 -120 180 -110 q-60 110 -180 110 z" fill="${LEAF}"/>`,
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
    `<path d="M440 380 h320 M420 440 h360 M400 500 h400" stroke="${p.detail}" stroke-width="8" opacity="0.5"/>` +
    `<rect x="585" y="560" width="30" height="280" fill="${p.accent}"/><ellipse cx="600" cy="880" rx="150" ry="34" fill="${p.accent}"/>`,
  'reading-lamp': (p) =>
    `<ellipse cx="470" cy="880" rx="150" ry="34" fill="${p.accent}"/>` +
    `<path d="M470 870 L560 560 L760 420" fill="none" stroke="${p.accent}" stroke-width="22" stroke-linecap="round"/>` +
    `<circle cx="560" cy="560" r="24" fill="${p.main}"/>` +
    `<path d="M700 330 l190 100 l-90 170 q-140 -40 -190 -140 z" fill="${p.main}"/>` +
    `<ellipse cx="800" cy="560" rx="60" ry="26" fill="${GLOW}" transform="rotate(30 800 560)"/>`,
  blanket: (p) =>
    `<rect x="320" y="700" width="560" height="200" rx="50" fill="${p.main}"/>` +
    `<rect x="350" y="520" width="500" height="190" rx="50" fill="${p.main}"/>` +
    `<path d="M430 520 v380 M530 520 v380 M630 520 v380 M730 520 v380" stroke="${p.accent}" stroke-width="24" opacity="0.8"/>` +
    `<path d="M350 600 h500 M320 800 h560" stroke="${p.detail}" stroke-width="12" opacity="0.8"/>` +
    `<path d="M880 720 l34 10 M880 760 l34 10 M880 800 l34 10 M880 840 l34 10 M880 880 l34 10" stroke="${p.accent}" stroke-width="8"/>`,
  tote: (p) =>
    `<path d="M480 520 q0 -160 120 -160 q120 0 120 160" fill="none" stroke="${p.accent}" stroke-width="30"/>` +
    `<path d="M360 500 h480 l-30 400 h-420 z" fill="${p.main}"/>` +
    `<rect x="520" y="600" width="160" height="110" rx="16" fill="${p.detail}" opacity="0.85"/>`,
  crossbody: (p) =>
    `<path d="M400 620 Q600 80 800 620" fill="none" stroke="${p.accent}" stroke-width="22"/>` +
    `<rect x="380" y="580" width="440" height="320" rx="60" fill="${p.main}"/>` +
    `<path d="M380 640 q0 -60 60 -60 h320 q60 0 60 60 v90 q-220 70 -440 0 z" fill="${p.accent}"/>` +
    `<rect x="575" y="730" width="50" height="60" rx="10" fill="${p.detail}"/>`,
  backpack: (p) =>
    `<path d="M440 440 q-50 200 -10 440 M760 440 q50 200 10 440" fill="none" stroke="${p.accent}" stroke-width="30"/>` +
    `<rect x="420" y="380" width="360" height="520" rx="80" fill="${p.main}"/>` +
    `<rect x="420" y="320" width="360" height="110" rx="40" fill="${p.main}"/><path d="M430 380 h340" stroke="${p.accent}" stroke-width="12"/>` +
    `<path d="M520 330 v200 M680 330 v200" stroke="${p.accent}" stroke-width="24"/>` +
    `<rect x="500" y="520" width="40" height="40" rx="6" fill="${p.detail}"/><rect x="660" y="520" width="40" height="40" rx="6" fill="${p.detail}"/>` +
    `<rect x="470" y="640" width="260" height="200" rx="40" fill="${p.accent}" opacity="0.85"/>`,
  duffel: (p) =>
    `<path d="M470 640 q0 -170 130 -170 q130 0 130 170" fill="none" stroke="${p.accent}" stroke-width="26"/>` +
    `<rect x="240" y="600" width="720" height="300" rx="150" fill="${p.main}"/>` +
    `<path d="M330 620 h540" stroke="${p.detail}" stroke-width="10" stroke-dasharray="16 10"/>` +
    `<circle cx="390" cy="750" r="90" fill="none" stroke="${p.accent}" stroke-width="16"/><circle cx="810" cy="750" r="90" fill="none" stroke="${p.accent}" stroke-width="16"/>` +
    `<rect x="540" y="600" width="120" height="300" fill="${p.accent}" opacity="0.5"/>`,
  wallet: (p) =>
    `<rect x="440" y="470" width="320" height="200" rx="16" fill="${p.detail}" transform="rotate(-8 600 570)"/>` +
    `<rect x="380" y="540" width="440" height="340" rx="36" fill="${p.main}"/>` +
    `<rect x="400" y="560" width="400" height="300" rx="26" fill="none" stroke="${p.detail}" stroke-width="6" stroke-dasharray="14 10"/>` +
    `<path d="M600 540 v340" stroke="${p.accent}" stroke-width="10"/>`,
  pouch: (p) =>
    `<rect x="320" y="520" width="560" height="360" rx="50" fill="${p.main}"/>` +
    `<path d="M340 560 h520" stroke="${p.accent}" stroke-width="20" stroke-dasharray="8 6"/>` +
    `<rect x="820" y="540" width="30" height="90" rx="8" fill="${METAL}"/><path d="M835 630 q-10 60 30 90" stroke="${p.accent}" stroke-width="14" fill="none"/>` +
    `<rect x="280" y="600" width="80" height="60" rx="12" fill="${p.accent}"/>`,
  scarf: (p) =>
    `<rect x="330" y="240" width="540" height="30" rx="15" fill="${WOOD}"/>` +
    `<path d="M470 270 h120 v560 h-120 z" fill="${p.main}"/><path d="M610 270 h120 v620 h-120 z" fill="${p.main}"/>` +
    `<path d="M470 360 h120 M470 420 h120 M610 380 h120 M610 440 h120" stroke="${p.accent}" stroke-width="18"/>` +
    `<path d="M480 830 v50 M510 830 v50 M540 830 v50 M570 830 v50 M620 890 v50 M650 890 v50 M680 890 v50 M710 890 v50" stroke="${p.main}" stroke-width="8"/>`,
  notebook: (p) =>
    `<rect x="380" y="330" width="440" height="580" rx="22" fill="${p.main}"/>` +
    `<rect x="380" y="330" width="40" height="580" rx="14" fill="${p.accent}" opacity="0.7"/>` +
    `<rect x="740" y="330" width="24" height="580" fill="${p.detail}" opacity="0.9"/>` +
    `<path d="M660 900 v90 l24 -20 l24 20 v-90" fill="${p.accent}"/>` +
    `<rect x="480" y="440" width="200" height="110" rx="8" fill="${p.detail}"/><path d="M510 480 h140 M510 515 h100" stroke="${p.main}" stroke-width="8"/>`,
  planner: (p) =>
    `<rect x="360" y="360" width="480" height="550" rx="20" fill="${p.detail}" stroke="${p.main}" stroke-width="10"/>` +
    `<rect x="360" y="360" width="480" height="130" rx="20" fill="${p.main}"/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${400 + i * 74}" y="330" width="26" height="70" rx="13" fill="${METAL}"/>`).join('') +
    [0, 1, 2].map((row) => [0, 1, 2].map((col) => `<rect x="${400 + col * 140}" y="${530 + row * 120}" width="120" height="100" rx="8" fill="none" stroke="${p.accent}" stroke-width="6"/>`).join('')).join(''),
  pen: (p) =>
    `<g transform="rotate(-35 600 620)">` +
    `<rect x="560" y="240" width="80" height="620" rx="36" fill="${p.main}"/>` +
    `<rect x="560" y="560" width="80" height="40" fill="${p.detail}"/>` +
    `<path d="M560 860 h80 l-30 110 h-20 z" fill="${METAL}"/><path d="M593 960 h14 l-7 30 z" fill="${GRAPHITE}"/>` +
    `<rect x="628" y="260" width="22" height="260" rx="11" fill="${p.accent}"/></g>`,
  pencils: () => pencilAt(470, '#3d5a80', -12) + pencilAt(600, '#2f6f4f', 0) + pencilAt(730, '#c8553d', 12),
  'desk-tray': (p) =>
    pencilAt(470, p.accent, -14) +
    `<g transform="rotate(10 700 600)"><rect x="680" y="380" width="40" height="360" rx="18" fill="${p.detail}"/></g>` +
    `<rect x="300" y="680" width="600" height="210" rx="40" fill="${p.main}"/>` +
    `<path d="M500 700 v170 M700 700 v170" stroke="${p.accent}" stroke-width="14"/>` +
    `<rect x="300" y="680" width="600" height="30" rx="15" fill="${p.accent}" opacity="0.5"/>`,
  card: (p) =>
    `<rect x="300" y="560" width="460" height="320" rx="10" fill="${p.detail}" stroke="${p.accent}" stroke-width="6"/>` +
    `<path d="M300 560 L530 740 L760 560" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
    `<rect x="560" y="400" width="340" height="480" rx="10" fill="${p.main}"/>` +
    `<circle cx="730" cy="600" r="80" fill="${p.detail}"/><circle cx="730" cy="600" r="34" fill="${p.accent}"/>` +
    `<path d="M730 680 v110 M730 740 q-50 -10 -60 -50 M730 740 q50 -10 60 -50" stroke="${p.detail}" stroke-width="12" fill="none"/>`,
  tape: (p) =>
    [
      [430, 720, p.main],
      [770, 720, p.accent],
      [600, 500, p.detail],
    ]
      .map(([cx, cy, colour]) => `<circle cx="${cx}" cy="${cy}" r="160" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="10 30" opacity="0.5"/><circle cx="${cx}" cy="${cy}" r="80" fill="${p.bg}" stroke="${WOOD}" stroke-width="16"/>`)
      .join('') + `<path d="M920 740 h180 l-16 24 l16 24 h-180 z" fill="${p.accent}"/>`,
  bottle: (p) =>
    `<rect x="540" y="300" width="120" height="80" rx="18" fill="${p.accent}"/>` +
    `<path d="M550 380 h100 v60 q110 40 110 140 v300 q0 40 -40 40 h-240 q-40 0 -40 -40 v-300 q0 -100 110 -140 z" fill="${p.main}"/>` +
    `<rect x="440" y="620" width="320" height="150" fill="${p.detail}" opacity="0.85"/>`,
  lantern: (p) =>
    `<circle cx="600" cy="640" r="260" fill="${GLOW}" opacity="0.35"/>` +
    `<path d="M480 400 q0 -170 120 -170 q120 0 120 170" fill="none" stroke="${p.accent}" stroke-width="22"/>` +
    `<path d="M440 440 h320 l-40 -60 h-240 z" fill="${p.main}"/>` +
    `<rect x="470" y="440" width="260" height="370" rx="30" fill="${p.detail}" opacity="0.9"/>` +
    `<rect x="560" y="520" width="80" height="210" rx="40" fill="${GLOW}"/>` +
    `<path d="M500 440 v370 M700 440 v370" stroke="${p.main}" stroke-width="14"/>` +
    `<rect x="430" y="810" width="340" height="90" rx="20" fill="${p.main}"/>`,
  'string-lights': (p) => {
    const bulbs = [0.08, 0.22, 0.36, 0.5, 0.64, 0.78, 0.92].map((t) => {
      const x = Math.round(100 + t * 1000);
      const y = Math.round(330 + 4 * t * (1 - t) * 360);
      return (
        `<circle cx="${x}" cy="${y + 70}" r="70" fill="${GLOW}" opacity="0.35"/>` +
        `<rect x="${x - 14}" y="${y}" width="28" height="30" rx="4" fill="${GRAPHITE}"/>` +
        `<path d="M${x} ${y + 28} c40 10 44 60 0 100 c-44 -40 -40 -90 0 -100 z" fill="${GLOW}"/>`
      );
    });
    return (
      `<path d="M60 300 Q600 900 1140 300" fill="none" stroke="${GRAPHITE}" stroke-width="8"/>` +
      bulbs.join('') +
      `<rect x="840" y="700" width="200" height="120" rx="10" fill="${p.accent}" transform="rotate(-15 940 760)"/>` +
      `<path d="M850 720 h180 M850 760 h180 M910 680 v150 M970 680 v150" stroke="${p.detail}" stroke-width="6" transform="rotate(-15 940 760)" opacity="0.6"/>` +
      `<path d="M940 820 v90" stroke="${GRAPHITE}" stroke-width="14"/>`
    );
  },
  cutlery: (p) =>
    `<rect x="300" y="300" width="600" height="620" rx="40" fill="${p.main}"/>` +
    `<path d="M330 360 h540" stroke="${p.detail}" stroke-width="8" stroke-dasharray="14 10"/>` +
    `<rect x="430" y="560" width="36" height="320" rx="18" fill="${WOOD}"/><path d="M418 330 v170 q30 60 60 0 v-170 M438 330 v150 M458 330 v150" stroke="${WOOD}" stroke-width="12" fill="none"/>` +
    `<ellipse cx="600" cy="410" rx="60" ry="90" fill="${WOOD}"/><rect x="582" y="480" width="36" height="400" rx="18" fill="${WOOD}"/>` +
    `<path d="M740 320 q60 60 30 300 h-40 z" fill="${WOOD}"/><rect x="722" y="600" width="36" height="280" rx="18" fill="${WOOD}"/>`,
  soap: (p) =>
    `<path d="M380 600 l80 -80 h360 l-80 80 z" fill="${p.detail}"/>` +
    `<rect x="380" y="600" width="360" height="220" rx="20" fill="${p.main}"/><path d="M740 600 l80 -80 v200 l-80 100 z" fill="${p.accent}"/>` +
    `<ellipse cx="620" cy="560" rx="100" ry="26" fill="none" stroke="${p.main}" stroke-width="8"/>` +
    `<rect x="380" y="660" width="360" height="80" fill="${p.bg2}" opacity="0.9"/>` +
    `<ellipse cx="420" cy="880" rx="60" ry="16" fill="${p.detail}"/>`,
  sponge: (p) =>
    `<path d="M600 430 q-20 -150 40 -200 q60 40 -10 200" fill="none" stroke="${p.accent}" stroke-width="12"/>` +
    `<ellipse cx="600" cy="680" rx="270" ry="230" fill="${p.main}"/>` +
    [[480, 600], [560, 540], [660, 580], [720, 680], [520, 720], [620, 780], [700, 780], [460, 800], [600, 660]]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${p.detail}" opacity="0.6"/>`)
      .join(''),
  towels: (p) =>
    `<rect x="340" y="740" width="520" height="150" rx="36" fill="${p.main}"/>` +
    `<rect x="380" y="590" width="440" height="150" rx="36" fill="${p.accent}"/>` +
    `<rect x="420" y="440" width="360" height="150" rx="36" fill="${p.detail}" stroke="${p.main}" stroke-width="10"/>` +
    `<path d="M340 790 h520 M380 640 h440 M420 490 h360" stroke="${p.bg}" stroke-width="10" stroke-dasharray="6 10" opacity="0.8"/>`,
  robe: (p) =>
    `<path d="M600 250 q-60 0 -60 -50 q0 -40 40 -40" fill="none" stroke="${METAL}" stroke-width="14"/>` +
    `<path d="M380 300 h440 l60 40 -40 300 -60 -10 v330 h-360 v-330 l-60 10 -40 -300 z" fill="${p.main}"/>` +
    `<path d="M520 300 l80 220 l80 -220" fill="none" stroke="${p.detail}" stroke-width="26"/>` +
    `<rect x="440" y="620" width="320" height="36" rx="12" fill="${p.accent}"/><path d="M640 656 l-30 140 M680 656 l30 130" stroke="${p.accent}" stroke-width="24"/>` +
    `<path d="M600 520 v440" stroke="${p.accent}" stroke-width="8" opacity="0.5"/>`,
  'soap-dish': (p) =>
    `<ellipse cx="600" cy="820" rx="320" ry="90" fill="${p.main}"/><ellipse cx="600" cy="800" rx="280" ry="66" fill="${p.detail}"/>` +
    `<path d="M380 800 h440 M400 770 h400 M400 830 h400" stroke="${p.main}" stroke-width="8" opacity="0.4"/>` +
    `<path d="M470 720 l50 -40 h210 l-50 40 z" fill="${p.bg2}"/><rect x="470" y="720" width="210" height="70" rx="14" fill="${p.accent}"/>`,
  jar: (p) =>
    `<rect x="430" y="440" width="340" height="70" rx="16" fill="${p.accent}"/>` +
    `<rect x="410" y="500" width="380" height="400" rx="60" fill="${p.main}"/>` +
    `<rect x="450" y="620" width="300" height="170" rx="12" fill="${p.detail}"/><path d="M490 680 h220 M490 730 h150" stroke="${p.main}" stroke-width="10"/>`,
  diffuser: (p) =>
    [-28, -14, 0, 12, 26].map((angle) => reedAt(angle, p)).join('') +
    `<rect x="555" y="520" width="90" height="90" rx="10" fill="${p.accent}"/>` +
    `<path d="M560 600 h80 q160 60 160 180 v60 q0 60 -60 60 h-280 q-60 0 -60 -60 v-60 q0 -120 160 -180 z" fill="${p.main}"/>` +
    `<rect x="470" y="720" width="260" height="110" rx="10" fill="${p.detail}"/>`,
  'shoe-trees': (p) =>
    [380, 620]
      .map(
        (x) =>
          `<path d="M${x} 900 q-10 -160 50 -300 q40 -60 100 -20 q30 60 30 320 z" fill="${WOOD}" stroke="${p.main}" stroke-width="6"/>` +
          `<path d="M${x + 120} 640 q70 -80 80 -230" stroke="${METAL}" stroke-width="18" fill="none"/>` +
          `<ellipse cx="${x + 200}" cy="400" rx="46" ry="60" fill="${WOOD}" stroke="${p.main}" stroke-width="6"/>` +
          `<rect x="${x + 40}" y="720" width="90" height="14" rx="7" fill="${p.accent}"/>`,
      )
      .join(''),
};

/** Where a close-up of the shape looks: its most telling detail (the centre when not listed). */
export const FOCUS: Partial<Record<ShapeKind, [number, number]>> = {
  kettle: [420, 660],
  'string-lights': [420, 520],
  scarf: [600, 420],
  pen: [640, 760],
  pencils: [600, 420],
  planner: [600, 560],
  card: [700, 600],
  robe: [600, 480],
  diffuser: [600, 640],
  'hanging-planter': [600, 620],
};
