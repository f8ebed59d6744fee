import type { DemoPage } from './content-data.ts';

/**
 * The demo store's long "About us" page, written in the HTML format with only the theme's markup an owner
 * could type by hand: an in-page menu of `#anchor` links, sections with ids that fade in (`data-reveal`),
 * a `#new_tab` link to another site and a `#page-top` link back to the top.
 */

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

function sectionHtml(section: (typeof SECTIONS)[number]): string {
  const paragraphs = section.paragraphs.map((text) => `  <p>${escapeText(text)}</p>`);
  if (section.id === 'materials') {
    paragraphs.push(`  <p>Curious where this way of making comes from? Read about the <a href="${FURTHER_READING}">Arts and Crafts movement (opens in a new tab)</a>.</p>`);
  }
  return [`<section id="${section.id}" data-reveal>`, `  <h2>${escapeText(section.heading)}</h2>`, ...paragraphs, '</section>'].join('\n');
}

const MENU = [
  '<nav class="page-nav" aria-label="On this page">',
  '  <ul>',
  ...SECTIONS.map((section) => `    <li><a href="#${section.id}">${escapeText(section.menu)}</a></li>`),
  '  </ul>',
  '</nav>',
].join('\n');

export const ABOUT_US_PAGE: DemoPage = {
  slug: 'about-us',
  title: 'About us',
  excerpt: 'A small shop for well-made everyday things: who we are, who makes what we sell, and how we work.',
  contentFormat: 'html',
  content: [
    '<p>We are a small team selling well-made everyday things, chosen slowly and sold fairly. This page tells you who we are, where our pieces come from and how we work.</p>',
    MENU,
    ...SECTIONS.map(sectionHtml),
    '<p class="page-top-link"><a href="#page-top">Back to top</a></p>',
  ].join('\n'),
};
