import type { Db } from '../db/connect.ts';
import type { ShapeKind } from './product-shapes.ts';
import { saveAttribute, saveAttributeTerm } from '../core/catalog/attributes.ts';
import { getEditableProduct, saveProduct, type NewImage } from '../core/catalog/product-editor.ts';
import { parseProductForm, productFormValues, type ProductInput } from '../core/catalog/product-form.ts';
import { DEMO_CURRENCY } from '../core/settings/money-digits.ts';
import type { ShippingColumns } from '../core/catalog/product-shipping.ts';
import { parseSaleDate } from '../core/catalog/sale-dates.ts';
import type { ProductAttributeInput } from '../core/catalog/product-attributes.ts';
import type { ProductKind } from '../core/catalog/product-kind.ts';
import { saveVariation } from '../core/catalog/variations.ts';
import { productDescriptionHtml } from '../core/catalog/product-description.ts';
import { globalAttributeKey } from '../core/catalog/attribute-keys.ts';
import { PALETTES, productArtwork } from './artwork.ts';
import type { CategorySlug } from './catalog-data.ts';
import { createRandom } from './random.ts';
import type { Both } from './translations-data.ts';

/**
 * The demo store's products with options, made through the owner's own writers (attributes, products,
 * variations), so they are what an owner would have made: a shirt in colours and sizes, a print in formats,
 * a grouped gift set of products the shop sells, and a workshop sold on a partner's site.
 */

/** Their artwork has a generator of its own: the rest of the demo store stays as it was drawn. */
const OPTIONS_SEED = 20_261_128;

interface Texts {
  name: string;
  short_description: string;
  description: string;
}

/** The texts with their descriptions stored as every writer stores them: sanitised HTML with paragraphs. */
const htmlTexts = (texts: Texts): Texts => ({
  name: texts.name,
  short_description: productDescriptionHtml(texts.short_description),
  description: productDescriptionHtml(texts.description),
});

interface OptionProductSpec {
  slug: string;
  sku: string;
  shape: ShapeKind;
  category: CategorySlug;
  en: Texts;
  translations: Both<Texts>;
  /** Listed after the original catalogue, so its first pages stay as they were. */
  menuOrder: number;
}

export interface ImageJob {
  svg: string;
  stem: string;
}

export interface PlannedOptionProduct {
  spec: OptionProductSpec;
  images: { job: ImageJob; alt: string }[];
}

const SHIRT: OptionProductSpec = {
  slug: 'washed-linen-shirt',
  sku: 'VT-OPT-SHIRT',
  shape: 'robe',
  category: 'bags-accessories',
  menuOrder: 1001,
  en: {
    name: 'Washed Linen Shirt',
    short_description: 'A relaxed shirt of washed European linen that gets softer with every wash. Three colours, four sizes.',
    description: 'Cut loose through the body with a soft collar and <strong>horn buttons</strong>. The linen is washed before sewing, so it will not shrink further.\n\n<ul>\n<li>Machine wash at 40 °C</li>\n<li>Hang to dry</li>\n</ul>',
  },
  translations: {
    fr: { name: 'Chemise en lin lavé', short_description: 'Une chemise ample en lin européen lavé, plus douce à chaque lavage. Trois couleurs, quatre tailles.', description: 'Coupe ample, col souple et boutons en corne. Le lin est lavé avant la couture\u00a0: il ne rétrécira plus.\n\nLavage en machine à 40\u00a0°C\u00a0; séchage à l’air libre.' },
    de: { name: 'Hemd aus gewaschenem Leinen', short_description: 'Ein lässiges Hemd aus gewaschenem europäischem Leinen, das mit jeder Wäsche weicher wird. Drei Farben, vier Größen.', description: 'Locker geschnitten, mit weichem Kragen und Hornknöpfen. Das Leinen wird vor dem Nähen gewaschen und läuft nicht mehr ein.\n\nMaschinenwäsche bei 40 °C; zum Trocknen aufhängen.' },
  },
};

const PRINT: OptionProductSpec = {
  slug: 'botanical-art-print',
  sku: 'VT-OPT-PRINT',
  shape: 'card',
  category: 'home-decor',
  menuOrder: 1002,
  en: {
    name: 'Botanical Art Print',
    short_description: 'A fern study printed on heavy cotton rag paper, in three formats.',
    description: 'Drawn in ink and printed with archival pigments. Sent flat between card, unframed.',
  },
  translations: {
    fr: { name: 'Affiche botanique', short_description: 'Une étude de fougère imprimée sur un épais papier chiffon de coton, en trois formats.', description: 'Dessinée à l’encre et imprimée avec des pigments d’archive. Expédiée à plat, sans cadre.' },
    de: { name: 'Botanischer Kunstdruck', short_description: 'Eine Farnstudie auf schwerem Baumwoll-Hadernpapier, in drei Formaten.', description: 'Mit Tusche gezeichnet und mit archivfesten Pigmenten gedruckt. Flach und ungerahmt verschickt.' },
  },
};

const GIFT_SET: OptionProductSpec = {
  slug: 'morning-coffee-gift-set',
  sku: 'VT-OPT-GIFT',
  shape: 'mug',
  category: 'kitchen-dining',
  menuOrder: 1003,
  en: {
    name: 'Morning Coffee Gift Set',
    short_description: 'Our favourite things for the first coffee of the day. Choose how many of each.',
    description: 'A mug, a pour-over kettle and a pair of espresso cups: each can be bought on its own, or all together here.',
  },
  translations: {
    fr: { name: 'Coffret café du matin', short_description: 'Nos objets préférés pour le premier café de la journée. Choisissez combien de chacun.', description: 'Une tasse, une bouilloire à col de cygne et deux tasses à espresso\u00a0: chacun peut s’acheter seul, ou tous ensemble ici.' },
    de: { name: 'Geschenkset Morgenkaffee', short_description: 'Unsere Lieblingsstücke für den ersten Kaffee des Tages. Wählen Sie, wie viele von jedem.', description: 'Ein Becher, ein Wasserkessel und zwei Espressotassen: jedes Stück einzeln erhältlich, oder alle zusammen hier.' },
  },
};

const WORKSHOP: OptionProductSpec = {
  slug: 'pottery-weekend-workshop',
  sku: 'VT-OPT-WORKSHOP',
  shape: 'bowl',
  category: 'kitchen-dining',
  menuOrder: 1004,
  en: {
    name: 'Pottery Weekend Workshop',
    short_description: 'Two days at the wheel with the potters who make our bowls. Booked on the studio’s own site.',
    description: 'A weekend for up to eight people in the studio near Porto: throwing on the wheel on Saturday, trimming and glazing on Sunday. Clay, glazes and firing are included, and you take home what you make.',
  },
  translations: {
    fr: { name: 'Week-end atelier poterie', short_description: 'Deux jours au tour avec les potiers qui font nos bols. Réservation sur le site de l’atelier.', description: 'Un week-end pour huit personnes au plus, dans l’atelier près de Porto\u00a0: le tour le samedi, le tournassage et l’émaillage le dimanche. Argile, émaux et cuisson compris\u00a0; vous repartez avec vos pièces.' },
    de: { name: 'Töpfer-Wochenende', short_description: 'Zwei Tage an der Scheibe mit den Töpfern unserer Schalen. Buchung auf der Website des Ateliers.', description: 'Ein Wochenende für bis zu acht Personen im Atelier bei Porto: samstags an der Scheibe, sonntags abdrehen und glasieren. Ton, Glasuren und Brand sind inklusive; Sie nehmen mit, was Sie machen.' },
  },
};

export const OPTION_PRODUCTS = [SHIRT, PRINT, GIFT_SET, WORKSHOP] as const;

/** The products' pictures, planned like the rest of the demo store's (drawn later, with the others). */
export function planOptionProducts(): PlannedOptionProduct[] {
  const random = createRandom(OPTIONS_SEED);
  return OPTION_PRODUCTS.map((spec, index) => ({
    spec,
    images: (['front', 'detail', 'at-home'] as const).map((view) => ({
      job: { svg: productArtwork(spec.shape, PALETTES[(index * 4 + 2) % PALETTES.length]!, view, random), stem: spec.slug },
      alt: { front: spec.en.name, detail: `${spec.en.name}, close-up`, 'at-home': `${spec.en.name} at home` }[view],
    })),
  }));
}

type StoredFor = (job: ImageJob) => { file: string; width: number; height: number; sizes: number[] };

/** What a writer made, or a failed seed saying what could not be made. */
function created<T>(result: { ok: true; value: T } | { ok: false }, what: string): T {
  if (!result.ok) throw new Error(`The demo store could not create ${what}: ${JSON.stringify(result)}`);
  return result.value;
}

/** Writes the products with options in the caller's transaction, after the rest of the demo store. */
export async function insertOptionProducts(
  db: Db,
  planned: readonly PlannedOptionProduct[],
  stored: StoredFor,
  ids: { product(slug: string): number; category(slug: string): number },
  /** When they were added: a fixed moment, so every seed writes the same rows. */
  createdAt: string,
): Promise<void> {
  const colour = await globalAttribute(db, COLOUR);
  const size = await globalAttribute(db, SIZE);
  const format = await globalAttribute(db, FORMAT);
  const save = async (entry: PlannedOptionProduct, kind: ProductKind, attributes: ProductAttributeInput[] = [], price = 0, sale: Pick<ProductInput, 'salePrice' | 'saleFrom' | 'saleTo'> = { salePrice: null }, shipping?: ShippingColumns) => {
    const { spec } = entry;
    const images: NewImage[] = entry.images.map(({ job, alt }) => ({ ...stored(job), alt }));
    const saved = await saveProduct(
      db,
      null,
      { name: spec.en.name, slug: spec.slug, sku: spec.sku, regularPrice: price, ...sale, stock: null, shortDescription: productDescriptionHtml(spec.en.short_description), description: productDescriptionHtml(spec.en.description), stockStatus: 'instock', status: 'publish', categoryIds: [ids.category(spec.category)] },
      { kind, attributes, newImages: images, translations: { fr: htmlTexts(spec.translations.fr), de: htmlTexts(spec.translations.de) }, ...(shipping ? { shipping } : {}) },
    );
    const id = created(saved, spec.en.name).id;
    await db.updateTable('products').set({ menu_order: spec.menuOrder }).where('id', '=', id).execute();
    return id;
  };
  const settle = (id: number) =>
    db
      .updateTable('products')
      .set({ created_at: createdAt, updated_at: createdAt })
      .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
      .execute();
  const [shirtPlan, printPlan, giftPlan, workshopPlan] = planned as [PlannedOptionProduct, PlannedOptionProduct, PlannedOptionProduct, PlannedOptionProduct];

  // Weights in kg and dimensions in cm, the shop's default units; a variation's blank ones are the shirt's.
  const shirt = await save(
    shirtPlan,
    { type: 'variable' },
    [
      { attributeId: colour, name: 'Colour', options: ['Indigo', 'Oat', 'Rust'], position: 0, visible: true, variation: true },
      { attributeId: size, name: 'Size', options: ['S', 'M', 'L', 'XL'], position: 1, visible: true, variation: true },
    ],
    0,
    { salePrice: null },
    { weight: '0.35', length: '32', width: '25', height: '4' },
  );
  let menuOrder = 0;
  for (const colourTerm of ['indigo', 'oat', 'rust']) {
    for (const sizeTerm of ['s', 'm', 'l', 'xl']) {
      // Real stock: the rust shirt in XL has sold out, and two oat ones in S are left.
      const stock = colourTerm === 'rust' && sizeTerm === 'xl' ? 0 : colourTerm === 'oat' && sizeTerm === 's' ? 2 : 12;
      created(
        await saveVariation(db, shirt, null, {
          sku: `VT-OPT-SHIRT-${colourTerm.toUpperCase()}-${sizeTerm.toUpperCase()}`,
          regularPrice: sizeTerm === 'xl' ? 7200 : 6800,
          stock,
          menuOrder: menuOrder++,
          values: { [globalAttributeKey('colour')]: colourTerm, [globalAttributeKey('size')]: sizeTerm },
          // The XL shirt is heavier and folds thicker; the indigo ones say how their colour was made.
          ...(sizeTerm === 'xl' ? { shipping: { weight: '0.42', height: '5' } } : {}),
          ...(colourTerm === 'indigo' ? { description: SHIRT_INDIGO_DESCRIPTION } : {}),
        }),
        `the shirt in ${colourTerm} ${sizeTerm}`,
      );
    }
  }

  const print = await save(printPlan, { type: 'variable' }, [
    { attributeId: format, name: 'Format', options: ['A4', 'A3', 'A2'], position: 0, visible: true, variation: true },
    { attributeId: null, name: 'Paper', options: ['Cotton rag, 300 g/m²'], position: 1, visible: true, variation: false },
  ]);
  // Each format is its own size and weight, sent flat.
  const formats = [
    { format: 'A4', regularPrice: 2400, salePrice: null, shipping: { weight: '0.1', length: '29.7', width: '21', height: '0.5' } },
    { format: 'A3', regularPrice: 3600, salePrice: 2900, shipping: { weight: '0.2', length: '42', width: '29.7', height: '0.5' } },
    { format: 'A2', regularPrice: 5200, salePrice: null, shipping: { weight: '0.35', length: '59.4', width: '42', height: '0.5' } },
  ];
  for (const [index, { format: paper, regularPrice, salePrice, shipping }] of formats.entries()) {
    created(
      await saveVariation(db, print, null, { sku: `VT-OPT-PRINT-${paper}`, regularPrice, salePrice, stock: null, menuOrder: index, values: { [globalAttributeKey('format')]: paper.toLowerCase() }, shipping }),
      `the print in ${paper}`,
    );
  }

  const children = ['stoneware-coffee-mug', 'glass-pour-over-kettle', 'speckled-espresso-cup-set'].map((slug) => ids.product(slug));
  for (const [slug, shipping] of Object.entries(SIMPLE_SHIPPING)) await giveShipping(db, ids.product(slug), shipping);
  const gift = await save(giftPlan, { type: 'grouped', childIds: children });
  // An early-booking price that runs from the day the shop is set up for 30 days, then ends by itself.
  const workshop = await save(workshopPlan, { type: 'external', url: 'https://studio.example.com/pottery-weekend', buttonText: 'Book at the studio' }, [], 18500, earlyBooking(new Date()));
  for (const id of [shirt, print, gift, workshop]) await settle(id);
}

const SHIRT_INDIGO_DESCRIPTION = 'Dyed with natural indigo, so the blue softens a little with every wash. Wash with dark colours.';

/** What the gift set's products weigh and measure (kg, cm). */
const SIMPLE_SHIPPING: Record<string, ShippingColumns> = {
  'stoneware-coffee-mug': { weight: '0.4', length: '12', width: '9', height: '10' },
  'glass-pour-over-kettle': { weight: '0.65', length: '24', width: '14', height: '18' },
  'speckled-espresso-cup-set': { weight: '0.3', length: '16', width: '8', height: '7' },
};

/**
 * Gives a simple product of the demo store its weight and dimensions through the product editor, as an
 * owner would, keeping every other field and its dates (so every seed writes the same rows).
 */
async function giveShipping(db: Db, id: number, shipping: ShippingColumns): Promise<void> {
  const editable = await getEditableProduct(db, id);
  if (!editable) throw new Error(`The demo store has no product ${id} to weigh.`);
  // The demo's amounts are written in its own currency, whatever the shop's: a shop in another has them rescaled after the seed (core/settings/money-digits.ts).
  const input = parseProductForm(productFormValues(editable, DEMO_CURRENCY), { currency: DEMO_CURRENCY });
  if (!input.ok) throw new Error(`The demo store's product ${editable.product.slug} does not pass the editor's rules: ${JSON.stringify(input.errors)}`);
  created(await saveProduct(db, id, { ...input.value, slug: editable.product.slug }, { shipping }), `the weight of ${editable.product.slug}`);
  await db.updateTable('products').set({ updated_at: editable.product.updated_at }).where('id', '=', id).execute();
}

/** The workshop's scheduled sale: from the start of `today` (UTC) to the end of the 30th day after it. */
export function earlyBooking(today: Date): Pick<ProductInput, 'salePrice' | 'saleFrom' | 'saleTo'> {
  const day = today.toISOString().slice(0, 10);
  const last = new Date(Date.parse(`${day}T00:00:00.000Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return { salePrice: 15900, saleFrom: parseSaleDate(day, 'from') ?? null, saleTo: parseSaleDate(last, 'to') ?? null };
}

/** A global attribute and its terms, named in each demo language; a name the same in every language (sizes) is left untranslated. */
interface GlobalAttributeSpec {
  name: string;
  translations: Both<{ name: string }>;
  terms: { name: string; translations?: Both<{ name: string; description: string }> }[];
}

const termIn = (fr: string, de: string): Both<{ name: string; description: string }> => ({ fr: { name: fr, description: '' }, de: { name: de, description: '' } });

const COLOUR: GlobalAttributeSpec = {
  name: 'Colour',
  translations: { fr: { name: 'Couleur' }, de: { name: 'Farbe' } },
  terms: [
    { name: 'Indigo', translations: termIn('Indigo', 'Indigo') },
    { name: 'Oat', translations: termIn('Avoine', 'Hafer') },
    { name: 'Rust', translations: termIn('Rouille', 'Rost') },
  ],
};

const SIZE: GlobalAttributeSpec = {
  name: 'Size',
  translations: { fr: { name: 'Taille' }, de: { name: 'Größe' } },
  terms: ['S', 'M', 'L', 'XL'].map((name) => ({ name })),
};

/** The print's paper formats: a global attribute, so the shop's filters offer them. */
const FORMAT: GlobalAttributeSpec = {
  name: 'Format',
  translations: { fr: { name: 'Format' }, de: { name: 'Format' } },
  terms: ['A4', 'A3', 'A2'].map((name) => ({ name })),
};

/** Made through the admin's writers, translations included, as an owner would make them. */
async function globalAttribute(db: Db, spec: GlobalAttributeSpec): Promise<number> {
  const attribute = created(await saveAttribute(db, null, { name: spec.name }, { translations: spec.translations }), `the attribute ${spec.name}`);
  for (const [index, term] of spec.terms.entries()) {
    created(await saveAttributeTerm(db, attribute.id, null, { name: term.name, menuOrder: index }, term.translations ? { translations: term.translations } : {}), `the term ${term.name}`);
  }
  return attribute.id;
}
