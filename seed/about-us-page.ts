import type { DemoPage } from './content-data.ts';

/**
 * The demo store's long "About us" page, written in the HTML format with only the theme's markup an owner
 * could type by hand (CONTRACT.md, "Theme"): an in-page menu of `#anchor` links, sections with ids that
 * fade in (`data-reveal`), typed text, count-ups and circles, a lightbox gallery, tabs, a modal, a
 * collapse, a map, a `#new_tab` link to another site and a `#page-top` link back to the top. Every widget
 * serves its final state as HTML, so the page reads the same without JavaScript.
 */

/** A workshop picture stored in the uploads, shown in the page's gallery. */
export interface WorkshopPhoto {
  /** The stored image's file stem (`<file>-<width>.webp`). */
  file: string;
  sizes: number[];
  width: number;
  height: number;
  alt: string;
}

/** The workshop pictures the seed draws for the gallery: what each shows, and its description. */
export const WORKSHOP_SCENES = [
  { stem: 'workshop-pottery', shapes: ['mug', 'bowl', 'vase', 'plate'], alt: 'Mugs, bowls and a vase drying on the pottery shelf' },
  { stem: 'workshop-bindery', shapes: ['notebook', 'planner', 'pencils', 'card'], alt: 'Notebooks and planners on the bookbinder’s bench' },
  { stem: 'workshop-leather', shapes: ['wallet', 'crossbody', 'pouch', 'tote'], alt: 'Wallets and bags waiting for their last stitches' },
  { stem: 'workshop-weaving', shapes: ['blanket', 'cushion', 'scarf', 'towels'], alt: 'Blankets, cushions and towels fresh off the loom' },
] as const;

const SECTIONS: { id: string; menu: string; heading: string; paragraphs: string[] }[] = [
  {
    id: 'our-story',
    menu: 'Our story',
    heading: 'Our story',
    paragraphs: [
      'Vitrine started at a kitchen table with a simple idea: the things you use every day should be a pleasure to use, and they should last. We were tired of mugs that chipped in a month and bags that gave up after a season.',
      'The first collection was twelve pieces from four workshops we already knew. We photographed them on the same table, packed orders in the evenings and answered every message ourselves. The table is bigger now; the way we work has not changed.',
      'We still use everything we sell. Before a piece joins the shop it spends a few months in one of our homes: the mug goes through the dishwasher, the tote goes to the market in the rain, the notebook gets filled.',
    ],
  },
  {
    id: 'makers',
    menu: 'The makers',
    heading: 'The makers',
    paragraphs: [
      'Most of what we sell comes from small workshops: a pottery at the end of a lane, a weaver with two looms, a bookbinder who still sews every signature by hand. We visit them, we know their names, and we pay the price they ask.',
      'Many of them make in small batches. When a glaze run is finished, it is finished, and the next one will be a little different. We think that is a feature, not a flaw.',
      'If a maker can no longer work with the materials or the pace we need, we say so honestly and help them find other shops. Some of our best pieces came back years later, better than before.',
    ],
  },
  {
    id: 'materials',
    menu: 'Materials',
    heading: 'Honest materials',
    paragraphs: [
      'We choose materials that age well: stoneware, cast iron, oiled oak, waxed cotton, vegetable-tanned leather, recycled paper. They show their use, and they can be cared for and repaired rather than replaced.',
      'You will not find plastic in our packaging. Orders travel in recycled cardboard with paper tape and a little shredded paper from our own office, and the boxes are sized so nothing rattles.',
    ],
  },
  {
    id: 'how-we-work',
    menu: 'How we work',
    heading: 'How we work',
    paragraphs: [
      'We keep a small stock and reorder often, so the shop shows what is really on our shelves. When something sells out, the product page says so instead of taking an order we cannot send.',
      'Every order is packed by one of us within two working days. If something arrives damaged, we replace or refund it, whichever you prefer, without asking for photographs.',
      'We answer every message within one working day, and we read the reviews you send us, the kind ones and the others.',
    ],
  },
  {
    id: 'studio',
    menu: 'The studio',
    heading: 'The studio',
    paragraphs: [
      'Our studio is a former print shop with big windows and a long packing table. It is open for collections on Thursdays from 10:00 to 16:00; come by for a cup of tea and to see a few pieces that are not in the shop yet.',
      'If you are a maker and think your work would sit well beside ours, write to shop@vitrine.test with a few photographs. We reply to everyone, though it may take us a week.',
    ],
  },
];

/** The movement many of our makers trace their craft to: another site, opened in a new tab. */
const FURTHER_READING = 'https://en.wikipedia.org/wiki/Arts_and_Crafts_movement#new_tab';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** An attribute value as the sanitiser writes it back, so the stored page is already in its cleaned form. */
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Words the opening sentence types in turn; the first is the served text and the accessible name. */
const TYPED_WORDS = ['last', 'be mended', 'be used every day', 'be handed on'];

const INTRO = [
  `<p>We are a small team selling well-made everyday things, chosen slowly and sold fairly. We look for things made to <span class="typed-text" data-text-effect="${escapeAttribute(JSON.stringify(TYPED_WORDS))}">${escapeText(TYPED_WORDS[0]!)}</span>.</p>`,
  '<p>This page tells you who we are, where our pieces come from and how we work.</p>',
].join('\n');

/** Count-ups: the served text is the final value, so the figures are right before any script runs. */
const STATS = [
  '<ul class="about-stats">',
  '  <li><strong data-countup data-min="0" data-max="20" data-stop="12">12</strong> years of trading</li>',
  '  <li><strong data-countup data-min="0" data-max="60" data-stop="38">38</strong> workshops we buy from</li>',
  '  <li><strong data-countup data-min="0" data-max="30000" data-stop="24000" data-suffix="+">24000+</strong> orders packed by hand</li>',
  '</ul>',
  '<ul class="about-circles">',
  '  <li><span data-countup="circle" data-min="0" data-max="100" data-stop="100" data-suffix="%">100%</span> plastic-free packaging</li>',
  '  <li><span data-countup="circle" data-min="0" data-max="100" data-stop="97" data-suffix="%">97%</span> of orders sent within two working days</li>',
  '  <li><span data-countup="circle" data-min="0" data-max="100" data-stop="82" data-suffix="%">82%</span> of our range made within 500 km</li>',
  '</ul>',
].join('\n');

function galleryHtml(photos: readonly WorkshopPhoto[]): string {
  if (photos.length === 0) return '';
  const url = (photo: WorkshopPhoto, width: number) => `/uploads/${photo.file}-${width}.webp`;
  const items = photos.map((photo) => {
    const largest = photo.sizes.at(-1) ?? photo.width;
    const thumb = photo.sizes.find((width) => width >= 600) ?? largest;
    const thumbHeight = Math.round((photo.height * thumb) / photo.width);
    return `  <li><a href="${url(photo, largest)}" data-lightbox="workshop" title="${escapeAttribute(photo.alt)}"><img src="${url(photo, thumb)}" alt="${escapeAttribute(photo.alt)}" width="${thumb}" height="${thumbHeight}" loading="lazy" /></a></li>`;
  });
  return ['<ul class="workshop-gallery">', ...items, '</ul>'].join('\n');
}

const CRAFTS = [
  { id: 'pottery', name: 'Pottery', text: 'Our mugs, bowls and plates come from three potteries. Each piece is thrown or pressed by hand, dried for a week and fired twice; the glazes are mixed in the workshop.' },
  { id: 'weaving', name: 'Weaving', text: 'Blankets, towels and cushion covers are woven on two shuttle looms from wool and cotton spun nearby, then washed and finished by hand so they are soft from the first day.' },
  { id: 'bookbinding', name: 'Bookbinding', text: 'Notebooks and planners are sewn signature by signature and bound in cloth. The paper is acid-free, so what you write in them will still be there in a hundred years.' },
  { id: 'leather', name: 'Leather', text: 'Wallets and bags are cut from vegetable-tanned hides and saddle-stitched with waxed thread: slower than a machine, and the seams outlast the leather.' },
];

/**
 * WAI-ARIA tabs: the first is open and the others are served `hidden`, which the stylesheet ignores until
 * the page runs script, so every panel is readable without JavaScript and nothing moves when the tabs start.
 */
const TABS = [
  '<div class="craft-tabs">',
  '  <div role="tablist" aria-label="Our crafts" data-tabs-hash>',
  ...CRAFTS.map(
    (craft, index) =>
      `    <button type="button" role="tab" id="tab-${craft.id}" aria-controls="craft-${craft.id}" aria-selected="${index === 0}">${escapeText(craft.name)}</button>`,
  ),
  '  </div>',
  ...CRAFTS.map(
    (craft, index) =>
      `  <div role="tabpanel" id="craft-${craft.id}" aria-labelledby="tab-${craft.id}" tabindex="0"${index === 0 ? '' : ' hidden=""'}>\n    <p>${escapeText(craft.text)}</p>\n  </div>`,
  ),
  '</div>',
].join('\n');

/**
 * A collapse: the button names the region it opens. The region is served without `hidden`: the stylesheet
 * hides it from the first paint on pages that run script, and without script it stays readable.
 */
const CARE_NOTES = [
  '<p><button type="button" data-collapse aria-expanded="false" aria-controls="care-notes">How to care for natural materials</button></p>',
  '<div id="care-notes">',
  '  <ul>',
  '    <li>Stoneware: dishwasher safe; a soak takes tea stains out of the glaze.</li>',
  '    <li>Wood: wash by hand, dry at once and oil it when it looks thirsty.</li>',
  '    <li>Leather: a little balm twice a year; let it dry slowly if it gets wet.</li>',
  '    <li>Waxed canvas: brush off dirt, and re-wax once a year.</li>',
  '  </ul>',
  '</div>',
].join('\n');

/** A modal: the trigger links to the dialog by id (without script the link shows it in place); the dialog is labelled by its own heading. */
const PROMISE = [
  '<p><a class="button" href="#our-promise" data-modal="our-promise">Read our promise</a></p>',
  '<dialog id="our-promise" aria-labelledby="our-promise-title">',
  '  <h2 id="our-promise-title">Our promise</h2>',
  '  <p>If anything you buy from us breaks in normal use within two years, write to us: we will mend it, replace it or refund it, and you keep the broken piece for the garden.</p>',
  '  <p>Returns are free for 30 days, unused or not.</p>',
  '</dialog>',
].join('\n');

/** The studio on a map once the visitor allows it; the address is the served content. */
const MAP = [
  '<div class="studio-map" data-map id="workshop-map" data-lat="52.37403" data-lng="4.88969" data-zoom="14" data-type="roadmap">',
  '  <address>Vitrine studio<br />12 Printers Yard<br />1015 CJ Amsterdam</address>',
  '</div>',
].join('\n');

function sectionHtml(section: (typeof SECTIONS)[number], photos: readonly WorkshopPhoto[]): string {
  const parts = section.paragraphs.map((text) => `  <p>${escapeText(text)}</p>`);
  const extras: Record<string, string[]> = {
    'our-story': [STATS],
    makers: [galleryHtml(photos), TABS],
    materials: [
      `<p>Curious where this way of making comes from? Read about the <a href="${FURTHER_READING}">Arts and Crafts movement (opens in a new tab)</a>.</p>`,
      CARE_NOTES,
    ],
    'how-we-work': [PROMISE],
    studio: [MAP],
  };
  for (const extra of extras[section.id] ?? []) if (extra) parts.push(extra.replace(/^/gm, '  '));
  return [`<section id="${section.id}" data-reveal>`, `  <h2>${escapeText(section.heading)}</h2>`, ...parts, '</section>'].join('\n');
}

const MENU = [
  '<nav class="page-nav" aria-label="On this page">',
  '  <ul>',
  ...SECTIONS.map((section) => `    <li><a href="#${section.id}">${escapeText(section.menu)}</a></li>`),
  '  </ul>',
  '</nav>',
].join('\n');

/** The page, with the workshop pictures the seed stored for its gallery. */
export function aboutUsPage(photos: readonly WorkshopPhoto[]): DemoPage {
  return {
    slug: 'about-us',
    title: 'About us',
    excerpt: 'A small shop for well-made everyday things: who we are, who makes what we sell, and how we work.',
    contentFormat: 'html',
    content: [INTRO, MENU, ...SECTIONS.map((section) => sectionHtml(section, photos)), '<p class="page-top-link"><a href="#page-top">Back to top</a></p>'].join('\n'),
  };
}
