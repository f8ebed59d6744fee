import { describe, expect, it } from 'vitest';
import { PALETTES, PRODUCT_VIEWS, productArtwork } from '../seed/artwork.ts';
import { DEMO_PRODUCTS, kindFacts } from '../seed/catalog-data.ts';
import { SHAPES, type ShapeKind } from '../seed/product-shapes.ts';
import { createRandom } from '../seed/random.ts';

/** What a product's name says it is, and the drawing that must show it (the first rule that matches). */
const OBJECT_RULES: [RegExp, ShapeKind][] = [
  [/Espresso Cup/, 'espresso-cups'],
  [/Collapsible Camp Cup/, 'camp-cup'],
  [/Mug/, 'mug'],
  [/Nesting .*Bowls/, 'nesting-bowls'],
  [/Bowl/, 'bowl'],
  [/Soap Dish/, 'soap-dish'],
  [/Butter Dish/, 'butter-dish'],
  [/Plate\b/, 'plate'],
  [/Teapot/, 'teapot'],
  [/Kettle/, 'kettle'],
  [/Board/, 'board'],
  [/Hanging Planter/, 'hanging-planter'],
  [/Planter/, 'planter'],
  [/Vase/, 'vase'],
  [/Candle/, 'candle'],
  [/Cushion|Pillow/, 'cushion'],
  [/Reading Lamp/, 'reading-lamp'],
  [/Lamp/, 'lamp'],
  [/Blanket/, 'blanket'],
  [/Tote/, 'tote'],
  [/Crossbody/, 'crossbody'],
  [/Backpack|Daypack/, 'backpack'],
  [/Duffel/, 'duffel'],
  [/Wallet|Card Holder/, 'wallet'],
  [/Pouch/, 'pouch'],
  [/Scarf|Bandana/, 'scarf'],
  [/Notebook|Sketchbook/, 'notebook'],
  [/Planner/, 'planner'],
  [/Pencil/, 'pencils'],
  [/Pen\b/, 'pen'],
  [/Organiser/, 'desk-tray'],
  [/Greeting Cards/, 'card'],
  [/Washi Tape/, 'tape'],
  [/Bottle|Flask/, 'bottle'],
  [/Lantern/, 'lantern'],
  [/String Lights/, 'string-lights'],
  [/Cutlery|Utensils/, 'cutlery'],
  [/Soap/, 'soap'],
  [/Sponge/, 'sponge'],
  [/Towel/, 'towels'],
  [/Robe/, 'robe'],
  [/Bath Salts|Hand Cream/, 'jar'],
  [/Diffuser/, 'diffuser'],
  [/Shoe Trees/, 'shoe-trees'],
];

describe('demo product artwork', () => {
  it('draws every product as the object its name says', () => {
    for (const product of DEMO_PRODUCTS) {
      const rule = OBJECT_RULES.find(([pattern]) => pattern.test(product.name));
      expect(rule, product.name).toBeDefined();
      expect(kindFacts(product.kind).shape, product.name).toBe(rule![1]);
    }
  });

  it('has a drawing of its own for each kind of object', () => {
    const drawings = Object.values(SHAPES).map((draw) => draw(PALETTES[0]!));
    expect(new Set(drawings).size).toBe(drawings.length);
    const used = new Set(DEMO_PRODUCTS.map((product) => kindFacts(product.kind).shape));
    expect(used.size).toBeGreaterThanOrEqual(40);
  });

  it('shows each object in four different views, the same for the same seed', () => {
    for (const kind of Object.keys(SHAPES) as ShapeKind[]) {
      const views = PRODUCT_VIEWS.map((view) => productArtwork(kind, PALETTES[2]!, view, createRandom(7)));
      expect(new Set(views).size, kind).toBe(PRODUCT_VIEWS.length);
      // Every view draws the object itself.
      for (const picture of views) expect(picture, kind).toContain(SHAPES[kind](PALETTES[2]!));
      expect(PRODUCT_VIEWS.map((view) => productArtwork(kind, PALETTES[2]!, view, createRandom(7)))).toEqual(views);
    }
  });
});
