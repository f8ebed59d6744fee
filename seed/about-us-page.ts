import type { DemoPage } from './content-data.ts';
import { DEMO_STUDIO, studioAddressLines } from './demo-studio.ts';

/**
 * The demo store's long "About us" page, written in the HTML format with only the theme's markup an owner
 * could type by hand (docs/contract.md, "Theme"): an in-page menu of `#anchor` links, sections with ids that
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

type SectionId = 'our-story' | 'makers' | 'materials' | 'how-we-work' | 'studio';
type CraftId = 'pottery' | 'weaving' | 'bookbinding' | 'leather';

/** The page's sections and crafts, in page order; their ids are the page's anchors and never change with the language. */
const SECTION_IDS: readonly SectionId[] = ['our-story', 'makers', 'materials', 'how-we-work', 'studio'];
const CRAFT_IDS: readonly CraftId[] = ['pottery', 'weaving', 'bookbinding', 'leather'];

/**
 * Every human-readable word of the page, so each language renders the same markup from its own texts.
 * Lists (figures, gallery descriptions, care notes, promise) follow the English page's order and length.
 */
export interface AboutUsTexts {
  title: string;
  excerpt: string;
  /** The opening sentence around its typed words: the first word is the served text and the accessible name. */
  intro: { lead: string; typedWords: readonly [string, ...string[]]; end: string; next: string };
  menuLabel: string;
  sections: Record<SectionId, { menu: string; heading: string; paragraphs: readonly string[] }>;
  /** The text after each count-up figure: three counters, then three circles. */
  stats: readonly [string, string, string];
  circles: readonly [string, string, string];
  /** One description per workshop picture, in WORKSHOP_SCENES order. */
  galleryAlts: readonly [string, string, string, string];
  craftsLabel: string;
  crafts: Record<CraftId, { name: string; text: string }>;
  furtherReading: { lead: string; link: string; end: string };
  careNotes: { button: string; items: readonly [string, string, string, string] };
  promise: { button: string; title: string; paragraphs: readonly [string, string] };
  addressLines: readonly [string, string, string];
  backToTop: string;
}

export const ABOUT_US_TEXTS: AboutUsTexts = {
  title: 'About us',
  excerpt: 'A small shop for well-made everyday things: who we are, who makes what we sell, and how we work.',
  intro: {
    lead: 'We are a small team selling well-made everyday things, chosen slowly and sold fairly. We look for things made to ',
    typedWords: ['last', 'be mended', 'be used every day', 'be handed on'],
    end: '.',
    next: 'This page tells you who we are, where our pieces come from and how we work.',
  },
  menuLabel: 'On this page',
  sections: {
    'our-story': {
      menu: 'Our story',
      heading: 'Our story',
      paragraphs: [
        'Vitrine started at a kitchen table with a simple idea: the things you use every day should be a pleasure to use, and they should last. We were tired of mugs that chipped in a month and bags that gave up after a season.',
        'The first collection was twelve pieces from four workshops we already knew. We photographed them on the same table, packed orders in the evenings and answered every message ourselves. The table is bigger now; the way we work has not changed.',
        'We still use everything we sell. Before a piece joins the shop it spends a few months in one of our homes: the mug goes through the dishwasher, the tote goes to the market in the rain, the notebook gets filled.',
      ],
    },
    makers: {
      menu: 'The makers',
      heading: 'The makers',
      paragraphs: [
        'Most of what we sell comes from small workshops: a pottery at the end of a lane, a weaver with two looms, a bookbinder who still sews every signature by hand. We visit them, we know their names, and we pay the price they ask.',
        'Many of them make in small batches. When a glaze run is finished, it is finished, and the next one will be a little different. We think that is a feature, not a flaw.',
        'If a maker can no longer work with the materials or the pace we need, we say so honestly and help them find other shops. Some of our best pieces came back years later, better than before.',
      ],
    },
    materials: {
      menu: 'Materials',
      heading: 'Honest materials',
      paragraphs: [
        'We choose materials that age well: stoneware, cast iron, oiled oak, waxed cotton, vegetable-tanned leather, recycled paper. They show their use, and they can be cared for and repaired rather than replaced.',
        'You will not find plastic in our packaging. Orders travel in recycled cardboard with paper tape and a little shredded paper from our own office, and the boxes are sized so nothing rattles.',
      ],
    },
    'how-we-work': {
      menu: 'How we work',
      heading: 'How we work',
      paragraphs: [
        'We keep a small stock and reorder often, so the shop shows what is really on our shelves. When something sells out, the product page says so instead of taking an order we cannot send.',
        'Every order is packed by one of us within two working days. If something arrives damaged, we replace or refund it, whichever you prefer, without asking for photographs.',
        'We answer every message within one working day, and we read the reviews you send us, the kind ones and the others.',
      ],
    },
    studio: {
      menu: 'The studio',
      heading: 'The studio',
      paragraphs: [
        'Our studio is a former print shop with big windows and a long packing table. It is open for collections on Thursdays from 10:00 to 16:00; come by for a cup of tea and to see a few pieces that are not in the shop yet.',
        'If you are a maker and think your work would sit well beside ours, write to shop@vitrine.test with a few photographs. We reply to everyone, though it may take us a week.',
      ],
    },
  },
  stats: ['years of trading', 'workshops we buy from', 'orders packed by hand'],
  circles: ['plastic-free packaging', 'of orders sent within two working days', 'of our range made within 500 km'],
  galleryAlts: [WORKSHOP_SCENES[0].alt, WORKSHOP_SCENES[1].alt, WORKSHOP_SCENES[2].alt, WORKSHOP_SCENES[3].alt],
  craftsLabel: 'Our crafts',
  crafts: {
    pottery: { name: 'Pottery', text: 'Our mugs, bowls and plates come from three potteries. Each piece is thrown or pressed by hand, dried for a week and fired twice; the glazes are mixed in the workshop.' },
    weaving: { name: 'Weaving', text: 'Blankets, towels and cushion covers are woven on two shuttle looms from wool and cotton spun nearby, then washed and finished by hand so they are soft from the first day.' },
    bookbinding: { name: 'Bookbinding', text: 'Notebooks and planners are sewn signature by signature and bound in cloth. The paper is acid-free, so what you write in them will still be there in a hundred years.' },
    leather: { name: 'Leather', text: 'Wallets and bags are cut from vegetable-tanned hides and saddle-stitched with waxed thread: slower than a machine, and the seams outlast the leather.' },
  },
  furtherReading: { lead: 'Curious where this way of making comes from? Read about the ', link: 'Arts and Crafts movement (opens in a new tab)', end: '.' },
  careNotes: {
    button: 'How to care for natural materials',
    items: [
      'Stoneware: dishwasher safe; a soak takes tea stains out of the glaze.',
      'Wood: wash by hand, dry at once and oil it when it looks thirsty.',
      'Leather: a little balm twice a year; let it dry slowly if it gets wet.',
      'Waxed canvas: brush off dirt, and re-wax once a year.',
    ],
  },
  promise: {
    button: 'Read our promise',
    title: 'Our promise',
    paragraphs: [
      'If anything you buy from us breaks in normal use within two years, write to us: we will mend it, replace it or refund it, and you keep the broken piece for the garden.',
      'Returns are free for 30 days, unused or not.',
    ],
  },
  addressLines: studioAddressLines('en'),
  backToTop: 'Back to top',
};

/** The movement many of our makers trace their craft to: another site, opened in a new tab. */
const FURTHER_READING = 'https://en.wikipedia.org/wiki/Arts_and_Crafts_movement#new_tab';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** An attribute value as the sanitiser writes it back, so the stored page is already in its cleaned form. */
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function introHtml(texts: AboutUsTexts): string {
  const { lead, typedWords, end, next } = texts.intro;
  return [
    `<p>${escapeText(lead)}<span class="typed-text" data-text-effect="${escapeAttribute(JSON.stringify(typedWords))}">${escapeText(typedWords[0])}</span>${escapeText(end)}</p>`,
    `<p>${escapeText(next)}</p>`,
  ].join('\n');
}

/** Count-ups: the served text is the final value, so the figures are right before any script runs. */
function statsHtml(texts: AboutUsTexts): string {
  const [years, workshops, orders] = texts.stats.map(escapeText);
  const [plasticFree, sentOnTime, madeNearby] = texts.circles.map(escapeText);
  return [
    '<ul class="about-stats">',
    `  <li><strong data-countup data-min="0" data-max="20" data-stop="12">12</strong> ${years}</li>`,
    `  <li><strong data-countup data-min="0" data-max="60" data-stop="38">38</strong> ${workshops}</li>`,
    `  <li><strong data-countup data-min="0" data-max="30000" data-stop="24000" data-suffix="+">24000+</strong> ${orders}</li>`,
    '</ul>',
    '<ul class="about-circles">',
    `  <li><span data-countup="circle" data-min="0" data-max="100" data-stop="100" data-suffix="%">100%</span> ${plasticFree}</li>`,
    `  <li><span data-countup="circle" data-min="0" data-max="100" data-stop="97" data-suffix="%">97%</span> ${sentOnTime}</li>`,
    `  <li><span data-countup="circle" data-min="0" data-max="100" data-stop="82" data-suffix="%">82%</span> ${madeNearby}</li>`,
    '</ul>',
  ].join('\n');
}

function galleryHtml(photos: readonly WorkshopPhoto[], alts: readonly string[]): string {
  if (photos.length === 0) return '';
  const url = (photo: WorkshopPhoto, width: number) => `/uploads/${photo.file}-${width}.webp`;
  const items = photos.map((photo, index) => {
    const largest = photo.sizes.at(-1) ?? photo.width;
    const thumb = photo.sizes.find((width) => width >= 600) ?? largest;
    const thumbHeight = Math.round((photo.height * thumb) / photo.width);
    const alt = escapeAttribute(alts[index] ?? photo.alt);
    return `  <li><a href="${url(photo, largest)}" data-lightbox="workshop" title="${alt}"><img src="${url(photo, thumb)}" alt="${alt}" width="${thumb}" height="${thumbHeight}" loading="lazy" /></a></li>`;
  });
  return ['<ul class="workshop-gallery">', ...items, '</ul>'].join('\n');
}

/**
 * WAI-ARIA tabs: the first is open and the others are served `hidden`, which the stylesheet ignores until
 * the page runs script, so every panel is readable without JavaScript and nothing moves when the tabs start.
 */
function tabsHtml(texts: AboutUsTexts): string {
  return [
    '<div class="craft-tabs">',
    `  <div role="tablist" aria-label="${escapeAttribute(texts.craftsLabel)}" data-tabs-hash>`,
    ...CRAFT_IDS.map(
      (id, index) =>
        `    <button type="button" role="tab" id="tab-${id}" aria-controls="craft-${id}" aria-selected="${index === 0}">${escapeText(texts.crafts[id].name)}</button>`,
    ),
    '  </div>',
    ...CRAFT_IDS.map(
      (id, index) =>
        `  <div role="tabpanel" id="craft-${id}" aria-labelledby="tab-${id}" tabindex="0"${index === 0 ? '' : ' hidden=""'}>\n    <p>${escapeText(texts.crafts[id].text)}</p>\n  </div>`,
    ),
    '</div>',
  ].join('\n');
}

/**
 * A collapse: the button names the region it opens. The region is served without `hidden`: the stylesheet
 * hides it from the first paint on pages that run script, and without script it stays readable.
 */
function careNotesHtml(texts: AboutUsTexts): string {
  return [
    `<p><button type="button" data-collapse aria-expanded="false" aria-controls="care-notes">${escapeText(texts.careNotes.button)}</button></p>`,
    '<div id="care-notes">',
    '  <ul>',
    ...texts.careNotes.items.map((item) => `    <li>${escapeText(item)}</li>`),
    '  </ul>',
    '</div>',
  ].join('\n');
}

/** A modal: the trigger links to the dialog by id (without script the link shows it in place); the dialog is labelled by its own heading. */
function promiseHtml(texts: AboutUsTexts): string {
  return [
    `<p><a class="button" href="#our-promise" data-modal="our-promise">${escapeText(texts.promise.button)}</a></p>`,
    '<dialog id="our-promise" aria-labelledby="our-promise-title">',
    `  <h2 id="our-promise-title">${escapeText(texts.promise.title)}</h2>`,
    ...texts.promise.paragraphs.map((text) => `  <p>${escapeText(text)}</p>`),
    '</dialog>',
  ].join('\n');
}

/** The studio on a map once the visitor allows it; the address is the served content. */
function mapHtml(texts: AboutUsTexts): string {
  return [
    `<div class="studio-map" data-map id="workshop-map" data-lat="${DEMO_STUDIO.lat}" data-lng="${DEMO_STUDIO.lng}" data-zoom="14" data-type="roadmap">`,
    `  <address>${texts.addressLines.map(escapeText).join('<br />')}</address>`,
    '</div>',
  ].join('\n');
}

function sectionHtml(id: SectionId, texts: AboutUsTexts, photos: readonly WorkshopPhoto[]): string {
  const section = texts.sections[id];
  const parts = section.paragraphs.map((text) => `  <p>${escapeText(text)}</p>`);
  const { lead, link, end } = texts.furtherReading;
  const extras: Record<SectionId, string[]> = {
    'our-story': [statsHtml(texts)],
    makers: [galleryHtml(photos, texts.galleryAlts), tabsHtml(texts)],
    materials: [`<p>${escapeText(lead)}<a href="${FURTHER_READING}">${escapeText(link)}</a>${escapeText(end)}</p>`, careNotesHtml(texts)],
    'how-we-work': [promiseHtml(texts)],
    studio: [mapHtml(texts)],
  };
  for (const extra of extras[id]) if (extra) parts.push(extra.replace(/^/gm, '  '));
  return [`<section id="${id}" data-reveal>`, `  <h2>${escapeText(section.heading)}</h2>`, ...parts, '</section>'].join('\n');
}

function menuHtml(texts: AboutUsTexts): string {
  return [
    `<nav class="page-nav" aria-label="${escapeAttribute(texts.menuLabel)}">`,
    '  <ul>',
    ...SECTION_IDS.map((id) => `    <li><a href="#${id}">${escapeText(texts.sections[id].menu)}</a></li>`),
    '  </ul>',
    '</nav>',
  ].join('\n');
}

/** The page in one language (English unless other texts are given), with the workshop pictures the seed stored for its gallery. */
export function aboutUsPage(photos: readonly WorkshopPhoto[], texts: AboutUsTexts = ABOUT_US_TEXTS): DemoPage {
  return {
    slug: 'about-us',
    title: texts.title,
    excerpt: texts.excerpt,
    contentFormat: 'html',
    content: [
      introHtml(texts),
      menuHtml(texts),
      ...SECTION_IDS.map((id) => sectionHtml(id, texts, photos)),
      `<p class="page-top-link"><a href="#page-top">${escapeText(texts.backToTop)}</a></p>`,
    ].join('\n'),
  };
}
