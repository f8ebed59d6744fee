import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../../db/schema.ts';
import { pictureOfRow, planImageList, type FoundImage } from './product-image-list.ts';

const front: ProductImage = { id: 5, product_id: 12, position: 0, file: 'lamp-front', alt: 'Front', width: 600, height: 600, sizes: '[300,600]' };
const side: ProductImage = { id: 6, product_id: 12, position: 1, file: 'lamp-side', alt: 'Side', width: 600, height: 400, sizes: '[300,600]' };
const shade = { file: 'lamp-shade', width: 900, height: 600, sizes: [300, 600, 900], alt: 'The shade' };

describe('planImageList', () => {
  it('keeps the rows of pictures the product shows, in the new order, and removes the others', () => {
    const plan = planImageList([front, side], [{ id: 41, alt: 'Side view' }], [{ picture: pictureOfRow(side) }], 'Lamp');
    expect(plan).toEqual({
      ok: true,
      imageChanges: [
        { id: 5, alt: 'Front', position: 0, remove: true },
        { id: 6, alt: 'Side view', position: 0, remove: false },
      ],
      newImages: [],
    });
  });

  it('adds a library picture where it is listed, with the library’s alt text, else the product’s name', () => {
    const found: FoundImage[] = [{ picture: shade }, { picture: pictureOfRow(front) }, { picture: { ...shade, file: 'lamp-base', alt: '' } }];
    const plan = planImageList([front], [{ id: 50 }, { id: 40 }, { id: 51 }], found, 'Lamp');
    expect(plan).toEqual({
      ok: true,
      imageChanges: [{ id: 5, alt: 'Front', position: 1, remove: false }],
      newImages: [
        { ...shade, position: 0 },
        { ...shade, file: 'lamp-base', alt: 'Lamp', position: 2 },
      ],
    });
  });

  it('orders by WooCommerce’s position when one is sent, and shows a picture listed twice twice', () => {
    const plan = planImageList([front, side], [{ id: 40, position: 2 }, { src: 'x/lamp-side-600.webp', position: 0 }, { id: 40, position: 1 }], [{ picture: pictureOfRow(front) }, { picture: pictureOfRow(side) }, { picture: pictureOfRow(front) }], 'Lamp');
    expect(plan).toEqual({
      ok: true,
      imageChanges: [
        { id: 5, alt: 'Front', position: 1, remove: false },
        { id: 6, alt: 'Side', position: 0, remove: false },
      ],
      newImages: [{ file: 'lamp-front', width: 600, height: 600, sizes: [300, 600], alt: 'Front', position: 2 }],
    });
  });

  it('refuses the list with every picture it could not find, by index and field', () => {
    const found: FoundImage[] = [{ picture: shade }, { field: 'id', problem: 'names no image' }, { field: 'src', problem: 'not ours' }];
    expect(planImageList([front], [{ id: 50 }, { id: 5 }, { src: 'https://elsewhere.example/a.jpg' }], found, 'Lamp')).toEqual({
      ok: false,
      problems: [
        { index: 1, field: 'id', problem: 'names no image' },
        { index: 2, field: 'src', problem: 'not ours' },
      ],
    });
  });
});
