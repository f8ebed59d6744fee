import type { ShapeKind } from './product-shapes.ts';

/** The demo store's categories, in menu order. */
export const DEMO_CATEGORIES = [
  { slug: 'kitchen-dining', code: 'KIT', name: 'Kitchen & Dining', description: 'Stoneware, wood and cast iron for everyday cooking and slow breakfasts.' },
  { slug: 'home-decor', code: 'HOM', name: 'Home Decor', description: 'Vases, lamps, candles and textiles that make a room feel lived in.' },
  { slug: 'bags-accessories', code: 'BAG', name: 'Bags & Accessories', description: 'Canvas and leather carry-alls, wallets and scarves built to age well.' },
  { slug: 'stationery', code: 'STA', name: 'Stationery', description: 'Notebooks, planners and pens for lists, sketches and long letters.' },
  { slug: 'outdoor-travel', code: 'OUT', name: 'Outdoor & Travel', description: 'Bottles, blankets and lanterns for picnics, trails and weekends away.' },
  { slug: 'bath-body', code: 'BAT', name: 'Bath & Body', description: 'Gentle soaps, soft towels and small rituals for the end of the day.' },
] as const;

export type CategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

/** Facts about a kind of object, used to write believable descriptions. */
interface KindFacts {
  shape: ShapeKind;
  material: string;
  size: string;
  care: string;
  use: string;
}

const KINDS = {
  mug: { shape: 'mug', material: 'high-fired stoneware with a food-safe glaze', size: '9 cm × 8.5 cm, 350 ml', care: 'Dishwasher and microwave safe.', use: 'the first coffee of the day' },
  espresso: { shape: 'espresso-cups', material: 'speckled stoneware with matching saucers', size: 'Two cups of 90 ml', care: 'Dishwasher safe.', use: 'a short, strong coffee after lunch' },
  cup: { shape: 'mug', material: 'enamelled steel', size: '8 cm × 8 cm, 300 ml', care: 'Hand wash; the enamel will chip if dropped, which only adds character.', use: 'tea by the fire or at the campsite' },
  'camp-cup': { shape: 'camp-cup', material: 'food-grade silicone with a steel rim', size: '240 ml, folds to 3 cm', care: 'Dishwasher safe.', use: 'coffee at the trailhead' },
  bowl: { shape: 'bowl', material: 'thrown stoneware with a reactive glaze', size: '18 cm across, 7 cm deep', care: 'Dishwasher safe.', use: 'noodles, grain bowls and big salads' },
  'nesting-bowls': { shape: 'nesting-bowls', material: 'stoneware with a satin glaze', size: '12, 16 and 20 cm across', care: 'Dishwasher safe; they stack inside each other.', use: 'weighing, whisking and serving' },
  plate: { shape: 'plate', material: 'stoneware with a satin glaze', size: '27 cm across', care: 'Dishwasher and microwave safe.', use: 'weeknight dinners and long lunches' },
  teapot: { shape: 'teapot', material: 'enamelled cast iron with a stainless infuser', size: '900 ml', care: 'Rinse with warm water and dry at once.', use: 'a pot of tea shared around the table' },
  kettle: { shape: 'kettle', material: 'borosilicate glass with a slim gooseneck spout', size: '600 ml', care: 'Hand wash; safe on gas and electric hobs.', use: 'a slow, even pour over coffee' },
  board: { shape: 'board', material: 'solid hardwood, finished with food-safe oil', size: '40 cm × 25 cm × 2 cm', care: 'Hand wash and oil now and then.', use: 'chopping, serving and grazing platters' },
  'butter-dish': { shape: 'butter-dish', material: 'glazed stoneware with a lid', size: 'Holds a 250 g block', care: 'Dishwasher safe.', use: 'soft butter on the breakfast table' },
  vase: { shape: 'vase', material: 'glazed ceramic', size: '24 cm tall', care: 'Wipe clean; watertight.', use: 'a few stems from the market' },
  planter: { shape: 'planter', material: 'cast concrete with a drainage hole', size: '16 cm across, 15 cm tall', care: 'Wipe clean; keep a saucer under it indoors.', use: 'herbs on the sill and succulents on the desk' },
  'hanging-planter': { shape: 'hanging-planter', material: 'knotted cotton cord with a ceramic pot', size: '90 cm drop, pot 14 cm across', care: 'Hand wash the cord cool.', use: 'trailing plants by a sunny window' },
  candle: { shape: 'candle', material: 'natural wax with a cotton wick', size: 'Burns for about 45 hours', care: 'Trim the wick to 5 mm before each burn.', use: 'slow evenings and long baths' },
  cushion: { shape: 'cushion', material: 'stonewashed cotton and linen', size: '50 cm × 50 cm', care: 'Machine wash cold; cover zips off.', use: 'sofas, reading nooks and window seats' },
  lamp: { shape: 'lamp', material: 'natural fibre shade on a metal base', size: '45 cm tall, E27 bulb', care: 'Dust with a soft brush.', use: 'a warm pool of light by the bed or desk' },
  'reading-lamp': { shape: 'reading-lamp', material: 'brushed brass with a jointed arm', size: '52 cm tall, E14 bulb', care: 'Polish with a dry cloth.', use: 'long chapters in the armchair' },
  blanket: { shape: 'blanket', material: 'brushed wool blend', size: '130 cm × 180 cm', care: 'Dry clean or hand wash cold.', use: 'picnics, sofas and chilly evenings' },
  bag: { shape: 'tote', material: 'heavy cotton canvas with leather trim', size: '38 cm × 42 cm × 12 cm', care: 'Spot clean; re-wax the canvas once a year.', use: 'the commute, the market and everything between' },
  crossbody: { shape: 'crossbody', material: 'vegetable-tanned leather with a brass clasp', size: '24 cm × 18 cm × 7 cm', care: 'Condition the leather once or twice a year.', use: 'keys, phone and wallet, hands free' },
  backpack: { shape: 'backpack', material: 'waxed canvas with leather straps', size: '20 litres, 15-inch laptop sleeve', care: 'Spot clean; re-wax the canvas once a year.', use: 'the commute, day hikes and short trips' },
  duffel: { shape: 'duffel', material: 'waxed canvas with leather handles', size: '55 cm × 28 cm × 28 cm, 40 litres', care: 'Spot clean; re-wax the canvas once a year.', use: 'weekends away and the gym' },
  wallet: { shape: 'wallet', material: 'vegetable-tanned leather', size: '11 cm × 9 cm', care: 'Condition the leather once or twice a year.', use: 'cards, a few notes and a receipt or two' },
  pouch: { shape: 'pouch', material: 'canvas with a metal zip and a leather pull', size: '22 cm × 14 cm', care: 'Spot clean.', use: 'chargers, pens and small things in a bag' },
  scarf: { shape: 'scarf', material: 'soft, breathable natural fibre', size: '180 cm × 30 cm', care: 'Hand wash cool and dry flat.', use: 'cold mornings and draughty trains' },
  notebook: { shape: 'notebook', material: '100 gsm acid-free paper in a cloth-bound cover', size: 'A5, 192 pages', care: 'Keep it dry; fill it up.', use: 'lists, sketches and half-formed ideas' },
  planner: { shape: 'planner', material: 'recycled paper with a linen cover', size: 'A5, week on two pages', care: 'Keep it dry.', use: 'planning the week without a screen' },
  pen: { shape: 'pen', material: 'machined brass and steel', size: '14 cm long', care: 'Polish with a soft cloth.', use: 'notes, letters and signatures' },
  pencils: { shape: 'pencils', material: 'cedar wood and graphite, from HB to 6B', size: 'Six pencils, 18 cm long', care: 'Sharpen with a sharp blade.', use: 'sketching, shading and crosswords' },
  tray: { shape: 'desk-tray', material: 'oiled walnut', size: '30 cm × 12 cm', care: 'Wipe clean.', use: 'keeping small things in their place' },
  card: { shape: 'card', material: 'thick cotton card, printed by hand', size: 'A6 with envelopes', care: 'Write something kind.', use: 'thank-you notes and birthdays' },
  tape: { shape: 'tape', material: 'Japanese rice paper tape', size: 'Three rolls, 15 mm × 10 m', care: 'Peels off cleanly; keep out of the sun.', use: 'journals, parcels and wall prints' },
  bottle: { shape: 'bottle', material: 'double-walled stainless steel', size: '750 ml', care: 'Hand wash; not for the freezer.', use: 'long walks, gym bags and desks' },
  lantern: { shape: 'lantern', material: 'powder-coated steel and frosted glass', size: '22 cm tall, USB rechargeable', care: 'Wipe clean; charge fully before storing.', use: 'camp tables, balconies and power cuts' },
  'string-lights': { shape: 'string-lights', material: 'warm LED bulbs on a weatherproof cable with a small solar panel', size: '20 bulbs over 10 m', care: 'Leave the panel in the sun for a day before the first night.', use: 'balconies, gardens and summer evenings' },
  cutlery: { shape: 'cutlery', material: 'bamboo in a cotton roll-up pouch', size: 'Fork, knife and spoon, 20 cm', care: 'Hand wash and dry.', use: 'lunches on the go and picnics' },
  soap: { shape: 'soap', material: 'cold-process vegetable oils', size: '110 g bar', care: 'Keep it dry between uses and it will last for weeks.', use: 'hands, face and body' },
  sponge: { shape: 'sponge', material: 'plant-based konjac root fibre', size: '8 cm across, on a cotton loop', care: 'Hang it to dry after each use; replace every two months.', use: 'a gentle morning face wash' },
  towel: { shape: 'towels', material: 'long-staple cotton', size: '70 cm × 140 cm', care: 'Machine wash warm; tumble dry low.', use: 'the bathroom, the beach and the gym' },
  robe: { shape: 'robe', material: 'long-staple cotton waffle', size: 'One size, 120 cm long', care: 'Machine wash warm; tumble dry low.', use: 'slow Sunday mornings' },
  'soap-dish': { shape: 'soap-dish', material: 'glazed stoneware with drainage ridges', size: '12 cm across', care: 'Dishwasher safe.', use: 'keeping a bar of soap dry between uses' },
  jar: { shape: 'jar', material: 'natural ingredients in an amber glass jar', size: '200 ml', care: 'Store somewhere cool and dry.', use: 'a few minutes of calm' },
  diffuser: { shape: 'diffuser', material: 'essential oils in a glass bottle with rattan reeds', size: '100 ml, about three months', care: 'Turn the reeds once a week.', use: 'a fresh-smelling hallway or bathroom' },
  'shoe-trees': { shape: 'shoe-trees', material: 'unvarnished aromatic cedar', size: 'One pair, sizes 40 to 46', care: 'Sand lightly once a year to refresh the scent.', use: 'keeping good shoes in shape' },
} satisfies Record<string, KindFacts>;

export type KindName = keyof typeof KINDS;

export interface DemoProductSpec {
  name: string;
  kind: KindName;
  categories: CategorySlug[];
  /** Regular price in minor units. */
  price: number;
}

const p = (name: string, kind: KindName, price: number, ...categories: CategorySlug[]): DemoProductSpec => ({ name, kind, price, categories });

export const DEMO_PRODUCTS: DemoProductSpec[] = [
  p('Stoneware Coffee Mug', 'mug', 2400, 'kitchen-dining'),
  p('Speckled Espresso Cup Set', 'espresso', 3200, 'kitchen-dining'),
  p('Enamel Camp Mug', 'cup', 1800, 'kitchen-dining', 'outdoor-travel'),
  p('Hand-thrown Ramen Bowl', 'bowl', 3400, 'kitchen-dining'),
  p('Nesting Prep Bowls, Set of 3', 'nesting-bowls', 4200, 'kitchen-dining'),
  p('Linen Glaze Dinner Plate', 'plate', 2800, 'kitchen-dining'),
  p('Terracotta Side Plate', 'plate', 1900, 'kitchen-dining'),
  p('Cast Iron Teapot', 'teapot', 6800, 'kitchen-dining'),
  p('Glass Pour-over Kettle', 'kettle', 5400, 'kitchen-dining'),
  p('Olive Wood Cutting Board', 'board', 4600, 'kitchen-dining'),
  p('Walnut Serving Board', 'board', 7200, 'kitchen-dining'),
  p('Ceramic Butter Dish', 'butter-dish', 2600, 'kitchen-dining'),
  p('Ribbed Ceramic Vase', 'vase', 3800, 'home-decor'),
  p('Tall Bud Vase', 'vase', 2200, 'home-decor'),
  p('Hand-blown Glass Vase', 'vase', 5600, 'home-decor'),
  p('Fig & Cedar Soy Candle', 'candle', 2800, 'home-decor', 'bath-body'),
  p('Beeswax Pillar Candle', 'candle', 2400, 'home-decor'),
  p('Linen Cushion Cover', 'cushion', 3600, 'home-decor'),
  p('Bouclé Throw Pillow', 'cushion', 5200, 'home-decor'),
  p('Rattan Table Lamp', 'lamp', 12900, 'home-decor'),
  p('Brass Reading Lamp', 'reading-lamp', 16500, 'home-decor'),
  p('Concrete Planter', 'planter', 3200, 'home-decor'),
  p('Macramé Hanging Planter', 'hanging-planter', 2900, 'home-decor'),
  p('Wool Throw Blanket', 'blanket', 11900, 'home-decor'),
  p('Waxed Canvas Tote', 'bag', 6800, 'bags-accessories'),
  p('Market Tote Bag', 'bag', 3200, 'bags-accessories'),
  p('Leather Crossbody Bag', 'crossbody', 12500, 'bags-accessories'),
  p('Roll-top Backpack', 'backpack', 14900, 'bags-accessories', 'outdoor-travel'),
  p('Everyday Daypack', 'backpack', 9800, 'bags-accessories'),
  p('Slim Leather Wallet', 'wallet', 5400, 'bags-accessories'),
  p('Zip Card Holder', 'wallet', 3400, 'bags-accessories'),
  p('Merino Scarf', 'scarf', 6400, 'bags-accessories'),
  p('Cotton Bandana', 'scarf', 1600, 'bags-accessories'),
  p('Canvas Zip Pouch', 'pouch', 2200, 'bags-accessories'),
  p('Weekender Duffel', 'duffel', 18900, 'bags-accessories', 'outdoor-travel'),
  p('Dot Grid Notebook A5', 'notebook', 1800, 'stationery'),
  p('Linen-bound Sketchbook', 'notebook', 2600, 'stationery'),
  p('Pocket Notebooks, 3-Pack', 'notebook', 1400, 'stationery'),
  p('Weekly Planner 2027', 'planner', 2900, 'stationery'),
  p('Undated Daily Planner', 'planner', 3200, 'stationery'),
  p('Brass Ballpoint Pen', 'pen', 4200, 'stationery'),
  p('Fountain Pen Starter Set', 'pen', 5800, 'stationery'),
  p('Graphite Pencil Set', 'pencils', 1200, 'stationery'),
  p('Walnut Desk Organiser', 'tray', 5400, 'stationery'),
  p('Letterpress Greeting Cards', 'card', 1600, 'stationery'),
  p('Washi Tape Trio', 'tape', 1100, 'stationery'),
  p('Insulated Water Bottle', 'bottle', 3400, 'outdoor-travel'),
  p('Glass Water Bottle', 'bottle', 2800, 'outdoor-travel'),
  p('Stainless Steel Flask', 'bottle', 3900, 'outdoor-travel'),
  p('Waterproof Picnic Blanket', 'blanket', 7900, 'outdoor-travel'),
  p('Rechargeable Camp Lantern', 'lantern', 4900, 'outdoor-travel'),
  p('Solar String Lights', 'string-lights', 3600, 'outdoor-travel', 'home-decor'),
  p('Collapsible Camp Cup', 'camp-cup', 1400, 'outdoor-travel'),
  p('Trail Cutlery Set', 'cutlery', 2200, 'outdoor-travel'),
  p('Outdoor Seat Cushion', 'cushion', 4400, 'outdoor-travel'),
  p('Bamboo Travel Utensils', 'cutlery', 1800, 'outdoor-travel'),
  p('Olive Oil Soap Bar', 'soap', 900, 'bath-body'),
  p('Oatmeal & Honey Soap', 'soap', 950, 'bath-body'),
  p('Waffle Bath Towel', 'towel', 3800, 'bath-body'),
  p('Turkish Hand Towel', 'towel', 2200, 'bath-body'),
  p('Ceramic Soap Dish', 'soap-dish', 1800, 'bath-body'),
  p('Eucalyptus Bath Salts', 'jar', 2400, 'bath-body'),
  p('Neroli Hand Cream', 'jar', 1900, 'bath-body'),
  p('Konjac Face Sponge', 'sponge', 1100, 'bath-body'),
  p('Cotton Bath Robe', 'robe', 8900, 'bath-body'),
  p('Sea Salt Reed Diffuser', 'diffuser', 3600, 'bath-body', 'home-decor'),
  p('Cedar Shoe Trees', 'shoe-trees', 3000, 'bags-accessories'),
];

export function kindFacts(kind: KindName): KindFacts {
  return KINDS[kind];
}

const OPENINGS = [
  'Made in small batches by a workshop we have known for years',
  'Designed to be used every day and to look better for it',
  'A quiet, well-made piece with nothing added for show',
  'One of the things customers write to us about most',
  'Simple, sturdy and honest about its materials',
];

/** The one- or two-sentence summary under the price. */
export function shortDescription(spec: DemoProductSpec, pick: (options: readonly string[]) => string): string {
  const facts = kindFacts(spec.kind);
  return `${pick(OPENINGS)}: the ${spec.name.toLowerCase()} is made for ${facts.use}.`;
}

/** The longer description, as an owner writes it in HTML: two paragraphs, then the details as a list. */
export function longDescription(spec: DemoProductSpec, pick: (options: readonly string[]) => string): string {
  const facts = kindFacts(spec.kind);
  const middle = pick([
    'Every piece is checked by hand before it leaves us, and small variations from one to the next are part of the charm.',
    'We chose the materials for how they wear over years rather than how they look on day one.',
    'It arrives in recycled packaging with no plastic, ready to use or to give.',
  ]);
  return [
    `The ${spec.name} is made from <strong>${facts.material}</strong>. ${middle}`,
    pick([
      'Pair it with other pieces from the same range, or let it stand on its own.',
      'If it ever lets you down, write to us and we will put it right.',
      'It is the sort of thing you stop noticing because it simply works.',
    ]),
    '<h3>Details</h3>',
    ['<ul>', `<li><strong>Material:</strong> ${facts.material}</li>`, `<li><strong>Size:</strong> ${facts.size}</li>`, `<li><strong>Care:</strong> ${facts.care}</li>`, '</ul>'].join('\n'),
  ].join('\n\n');
}
