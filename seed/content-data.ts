import type { ContentFormat } from '../core/content/display.ts';

/** The demo store's CMS pages and journal posts (text format: see core/content/blocks.ts, unless a page says 'html'). */

export interface DemoPage {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** 'text' when left out. */
  contentFormat?: ContentFormat;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    slug: 'about',
    title: 'About us',
    excerpt: 'A small shop for well-made everyday things, chosen slowly and sold fairly.',
    content: [
      'Vitrine started at a kitchen table with a simple idea: the things you use every day should be a pleasure to use, and they should last.',
      '## What we look for',
      'We work with small workshops and independent makers. Before anything joins the shop we use it ourselves for a few months: the mug goes through the dishwasher, the tote goes to the market in the rain, the notebook gets filled.',
      '- Honest materials that wear well',
      '- Makers who are paid fairly for their work',
      '- Packaging without plastic',
      '## Where we are',
      'We pack every order ourselves in a small studio and send it out within two working days.',
    ].join('\n\n'),
  },
  {
    slug: 'shipping-returns',
    title: 'Shipping & returns',
    excerpt: 'Flat-rate shipping, free over $75, and 30 days to change your mind.',
    content: [
      '## Shipping',
      'Orders are packed and sent within two working days. Shipping is a flat $5.00 per order, and free on orders over $75.',
      '- Standard delivery: 3–5 working days',
      '- Tracking details are e-mailed as soon as your parcel leaves us',
      '## Returns',
      'If something is not right, send it back unused within 30 days for a full refund. Write to us first and we will send you a returns label.',
      'Faulty or damaged items are always on us: we will replace or refund them, whichever you prefer.',
    ].join('\n\n'),
  },
  {
    slug: 'contact',
    title: 'Contact',
    excerpt: 'Questions about an order or a product? We answer every message within one working day.',
    content: [
      'We are a small team and we read every message. Write to shop@vitrine.test and we will reply within one working day.',
      '## Before you write',
      '- Have your order number ready if your question is about an order',
      '- For returns, tell us which item and why, so we can help faster',
      'Our studio is open for collections on Thursdays from 10:00 to 16:00.',
    ].join('\n\n'),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    excerpt: 'What we collect, why we collect it, and how long we keep it.',
    content: [
      'We collect only what we need to take and deliver your order, and we never sell your data.',
      '## What we collect',
      '- Your name, addresses, e-mail and phone number when you place an order',
      '- The contents of your cart, kept in a session cookie for 48 hours',
      '- Where a visit came from (for example a newsletter link), only if you allow it',
      '## Cookies',
      'Necessary cookies keep your cart and sign-in working. Statistics and marketing cookies are set only after you agree in the cookie banner, and you can change your mind at any time.',
      '## Your rights',
      'You can ask us for a copy of your data, or ask us to delete it, by writing to shop@vitrine.test.',
    ].join('\n\n'),
  },
  {
    slug: 'terms',
    title: 'Terms & conditions',
    excerpt: 'The short, plain-language terms that apply when you buy from us.',
    content: [
      'When you place an order you make an offer to buy; we accept it when we send the shipping confirmation.',
      'Prices include taxes where they apply. If we make a pricing mistake we will tell you before sending anything.',
      'These terms do not affect your statutory rights.',
    ].join('\n\n'),
  },
];

export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  paragraphs: string[];
  /** Image size; the aspect ratios vary on purpose for the masonry layout. */
  image: { width: number; height: number };
}

const LANDSCAPE = { width: 1200, height: 800 };
const PORTRAIT = { width: 1200, height: 1500 };
const SQUARE = { width: 1200, height: 1200 };
const WIDE = { width: 1200, height: 675 };

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'caring-for-cast-iron',
    title: 'Caring for cast iron',
    excerpt: 'Five minutes after dinner keeps a teapot or pan going for generations.',
    image: LANDSCAPE,
    paragraphs: [
      'Cast iron rewards a little attention. Rinse it with hot water while it is still warm, dry it completely, and wipe on the thinnest film of oil.',
      'Never leave it to soak, and keep it away from the dishwasher. If rust appears, a scrub with a stiff brush and a fresh coat of oil brings it back.',
    ],
  },
  {
    slug: 'a-visit-to-the-pottery',
    title: 'A visit to the pottery',
    excerpt: 'We spent a morning with the potters who throw our bowls and mugs, from wedging the clay to the last glaze firing. It takes nine days to make a mug, and every one is handled by at least four people.',
    image: PORTRAIT,
    paragraphs: [
      'The studio sits at the end of a lane, and the kilns are already warm by seven. Each potter has a wheel by the window and a shelf of pieces drying slowly under cloth.',
      'Nothing is hurried. A mug is thrown, trimmed, handled, bisque-fired, glazed and fired again, and small differences between them are what make each one yours.',
      'We left with clay on our sleeves and a new respect for a cup of coffee.',
    ],
  },
  {
    slug: 'the-case-for-paper-planners',
    title: 'The case for paper planners',
    excerpt: 'Writing the week by hand makes it smaller, clearer and easier to change.',
    image: SQUARE,
    paragraphs: [
      'A screen will remind you of everything; a page asks you to choose. When you copy a task to Tuesday for the third time, you learn something about it.',
      'Start simple: one line per day, three things that matter, and a margin for everything else.',
    ],
  },
  {
    slug: 'packing-a-better-picnic',
    title: 'Packing a better picnic',
    excerpt: 'A blanket that shrugs off damp grass, bottles that keep things cold, and a board for everything else.',
    image: WIDE,
    paragraphs: [
      'The best picnics are planned around what travels well: bread, cheese, fruit, something pickled and something sweet.',
      'Pack heavy things at the bottom, keep the knife in its sleeve, and bring one more bottle of water than you think you need.',
    ],
  },
  {
    slug: 'why-we-choose-vegetable-tanned-leather',
    title: 'Why we choose vegetable-tanned leather',
    excerpt: 'It takes longer to make and starts out stiffer, but it darkens, softens and tells a story. Here is what the tanning process involves and why it matters for the wallet in your pocket.',
    image: PORTRAIT,
    paragraphs: [
      'Vegetable tanning uses tannins from bark and leaves rather than chromium salts. It takes weeks instead of a day.',
      'The result is a firm leather that takes on a patina with use. A wallet that starts pale honey will be deep amber in a year.',
    ],
  },
  {
    slug: 'five-ways-to-style-a-bud-vase',
    title: 'Five ways to style a bud vase',
    excerpt: 'One stem is enough.',
    image: SQUARE,
    paragraphs: [
      'A single tulip, a sprig of rosemary from the kitchen, a branch of blossom, three dried grasses, or nothing at all: a good vase holds its own.',
      'Group vases of different heights in odd numbers, and let one be the tallest.',
    ],
  },
  {
    slug: 'slow-mornings',
    title: 'Slow mornings',
    excerpt: 'Ten quiet minutes before the day begins: a pot of tea, an open window, a page of notes. We asked our customers how they start the day, and collected the best answers.',
    image: LANDSCAPE,
    paragraphs: [
      'Many of you wrote about the same small ritual: the kettle on, the phone left in another room, a few minutes of looking out of the window.',
      'Others write three lines in a notebook, water the plants, or walk around the block before anyone else is awake.',
    ],
  },
  {
    slug: 'how-to-wash-linen',
    title: 'How to wash linen',
    excerpt: 'Cool water, gentle spin, no fabric softener. Linen gets better with every wash.',
    image: WIDE,
    paragraphs: [
      'Wash linen at 30–40 °C with a mild detergent and skip the softener, which coats the fibres.',
      'Line-dry it if you can. If you like a crisp look, iron it while still damp; if you like it relaxed, simply shake it out.',
    ],
  },
  {
    slug: 'meet-the-maker-lantern-workshop',
    title: 'Meet the maker: the lantern workshop',
    excerpt: 'A two-person workshop that solders every lantern by hand and repairs any that come back.',
    image: PORTRAIT,
    paragraphs: [
      'Their workshop is a converted garage with a bench along each wall. One cuts and folds the steel; the other fits the glass and wiring.',
      'Every lantern carries a small stamp with the date it was made, and they will repair any that come back to them.',
    ],
  },
  {
    slug: 'gift-guide-under-30',
    title: 'Gift guide: under $30',
    excerpt: 'Small, useful, well-made presents that will not end up in a drawer. From soap and cards to pocket notebooks and pencils, all under thirty dollars and all things we use ourselves.',
    image: SQUARE,
    paragraphs: [
      'Good presents do not need to be big. A bar of olive oil soap and a hand towel make a lovely pair.',
      'For writers: pocket notebooks and a graphite pencil set. For cooks: a side plate and a butter dish.',
    ],
  },
  {
    slug: 'the-right-bottle-for-you',
    title: 'The right bottle for you',
    excerpt: 'Steel or glass? It depends on where you take it.',
    image: LANDSCAPE,
    paragraphs: [
      'Insulated steel keeps drinks cold for a day and survives being dropped. Glass tastes of nothing at all and is lovely on a desk.',
      'If it goes in a backpack, choose steel. If it stays at home, glass is a joy.',
    ],
  },
  {
    slug: 'candles-and-how-to-burn-them',
    title: 'Candles, and how to burn them',
    excerpt: 'Let the first burn reach the edges, trim the wick, and never leave a flame alone. Three habits that double the life of a candle and keep the glass clean.',
    image: PORTRAIT,
    paragraphs: [
      'The first burn sets a memory: let the melted pool reach the edge of the container, or the candle will tunnel for the rest of its life.',
      'Trim the wick to 5 mm before each burn and keep the candle away from draughts.',
    ],
  },
  {
    slug: 'a-tidy-desk',
    title: 'A tidy desk in ten minutes',
    excerpt: 'Everything in its place, and a place for the things you actually use.',
    image: WIDE,
    paragraphs: [
      'Clear everything off, wipe the surface, and put back only what you used this week.',
      'A tray for pens, a stack for notebooks, and one thing that makes you happy, like a small plant or a postcard.',
    ],
  },
  {
    slug: 'our-packaging',
    title: 'Our packaging, unwrapped',
    excerpt: 'Recycled card, paper tape and no plastic: how we pack and why it took us a year to get right.',
    image: SQUARE,
    paragraphs: [
      'We tested a dozen boxes before settling on the ones we use now, made from recycled card and sealed with paper tape.',
      'Fragile pieces travel in moulded pulp made from old newspapers, which you can compost or recycle at home.',
    ],
  },
];
