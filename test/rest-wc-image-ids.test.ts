import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { jpeg } from './fixtures/images.ts';
import { ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { useHttpShop } from './http-shop.ts';

const PRODUCTS = '/wc/v3/products';
const MEDIA = '/wp/v2/media';

interface ImageJson {
  id: number;
  src: string;
  name: string;
  alt: string;
  date_created: string;
}
interface ProductJson {
  id: number;
  images: ImageJson[];
}
interface VariationJson {
  id: number;
  image: ImageJson | null;
}
interface Attachment {
  id: number;
  alt_text: string;
  media_details: { sizes: Record<string, { source_url: string }> };
}
interface ErrorJson {
  code: string;
  data: { params: Record<string, string> };
}

/**
 * An image's `id` in wc/v3 and the Store API is its media library id, as wp/v2/media lists it (WooCommerce's
 * attachment id), never the row that puts it on a product: a client that reads an image and sends its id
 * back, or takes one from the library, names the same picture.
 */
describe.each(DIALECTS)('image ids of products and variations on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let owner: RestSession;
  let straw: Attachment;
  let linen: Attachment;

  /** An upload to the library, as a WordPress client makes one. */
  async function upload(name: string, alt: string): Promise<Attachment> {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await jpeg(900, 600))], { type: 'image/jpeg' }), name);
    form.set('alt_text', alt);
    const response = await owner.visitor.request(`/wp-json${MEDIA}`, { method: 'POST', headers: { 'x-wp-nonce': owner.nonce }, body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as Attachment;
  }

  /** The picture wp/v2/media lists under this id serves the image at `src`. */
  async function expectLibraryServes(id: number, src: string): Promise<void> {
    const item = await owner.json<Attachment>(200, 'GET', `${MEDIA}/${id}`);
    expect(Object.values(item.media_details.sizes).map((size) => size.source_url), `library item ${id}`).toContain(src);
  }

  /** A product_images row id no library item has: past every library id. */
  async function rowIdOutsideTheLibrary(): Promise<number> {
    const { db } = shop.database;
    const [media, rows] = await Promise.all([
      db.selectFrom('media').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow(),
      db.selectFrom('product_images').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow(),
    ]);
    return Math.max(Number(media.id ?? 0), Number(rows.id ?? 0)) + 1000;
  }

  /** What a write may not change of an image (its dates are the product's). */
  const shown = ({ id, src, name, alt }: ImageJson) => ({ id, src, name, alt });

  const imageRows = (productId: number) => shop.database.db.selectFrom('product_images').select(['id', 'file', 'alt', 'position']).where('product_id', '=', productId).orderBy('position').orderBy('id').execute();

  beforeAll(async () => {
    owner = await ownerSession(shop);
    straw = await upload('straw-hat.jpg', 'A straw hat');
    linen = await upload('linen-shirt.jpg', 'A linen shirt');
  });

  it('numbers the demo’s product pictures as wp/v2/media does, in wc/v3 and the Store API', async () => {
    const { db } = shop.database;
    const [first] = await owner.json<ProductJson[]>(200, 'GET', `${PRODUCTS}?per_page=1&orderby=id&order=asc&status=publish`);
    // A fresh demo numbers its rows as its library items; put the pictures back on new rows so they differ.
    const rows = await db.selectFrom('product_images').selectAll().where('product_id', '=', first!.id).orderBy('position').orderBy('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    await db.deleteFrom('product_images').where('product_id', '=', first!.id).execute();
    await db.insertInto('product_images').values(rows.map(({ id: _id, ...row }) => row)).execute();
    const renumbered = await imageRows(first!.id);

    const product = await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${first!.id}`);
    expect(product.images.map((image) => image.id)).toEqual(first!.images.map((image) => image.id));
    expect(product.images.map((image) => image.id)).not.toEqual(renumbered.map((row) => row.id));
    for (const image of product.images) await expectLibraryServes(image.id, image.src);
    const store = (await (await shop.request(`/wp-json/wc/store/v1/products/${product.id}`)).json()) as { images: { id: number; src: string }[] };
    expect(store.images.map((image) => image.id)).toEqual(product.images.map((image) => image.id));
  });

  it('attaches library pictures by id to a new product and a variation, answering the same ids', async () => {
    const created = await owner.json<ProductJson>(201, 'POST', PRODUCTS, {
      name: 'Numbered Shirt',
      type: 'variable',
      attributes: [{ name: 'Size', options: ['S', 'M'], variation: true }],
      images: [{ id: linen.id }, { id: straw.id, alt: 'The hat beside it' }],
    });
    expect(created.images.map(({ id, alt }) => ({ id, alt }))).toEqual([
      { id: linen.id, alt: 'A linen shirt' },
      { id: straw.id, alt: 'The hat beside it' },
    ]);
    for (const image of created.images) await expectLibraryServes(image.id, image.src);
    expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${created.id}`)).images.map((image) => image.id)).toEqual([linen.id, straw.id]);

    const variations = `${PRODUCTS}/${created.id}/variations`;
    const small = await owner.json<VariationJson>(201, 'POST', variations, { regular_price: '30', attributes: [{ name: 'Size', option: 'S' }], image: { id: straw.id } });
    expect(small.image).toMatchObject({ id: straw.id, alt: 'The hat beside it' });
    await expectLibraryServes(small.image!.id, small.image!.src);
    expect((await owner.json<VariationJson[]>(200, 'GET', variations))[0]?.image?.id).toBe(straw.id);
    const medium = await owner.json<VariationJson>(201, 'POST', variations, { regular_price: '30', attributes: [{ name: 'Size', option: 'M' }], image: { id: linen.id } });
    expect(medium.image).toMatchObject({ id: linen.id, alt: 'A linen shirt' });
  });

  it('reads an image id as the library’s even where a product image row has the same number', async () => {
    const { db } = shop.database;
    const product = await owner.json<ProductJson>(201, 'POST', PRODUCTS, { name: 'Colliding Lamp', regular_price: '20', images: [{ id: straw.id }] });
    // A row with a number no library item has, showing the straw hat, and a library item numbered as that row.
    const rowId = await rowIdOutsideTheLibrary();
    await db.deleteFrom('product_images').where('product_id', '=', product.id).execute();
    await db.insertInto('product_images').values({ id: rowId, product_id: product.id, position: 0, file: await fileOf(straw.id), alt: 'Hat', width: 900, height: 600, sizes: '[300,600,900]' }).execute();
    expect((await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${product.id}`)).images.map((image) => image.id)).toEqual([straw.id]);

    const refused = await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${product.id}`, { images: [{ id: rowId }] });
    expect(refused).toMatchObject({ code: 'rest_invalid_param', data: { params: { 'images.0.id': expect.stringContaining('names no image of the media library') } } });
    const variable = await owner.json<ProductJson>(201, 'POST', PRODUCTS, { name: 'Colliding Shirt', type: 'variable', attributes: [{ name: 'Size', options: ['S'], variation: true }] });
    const variationRefused = await owner.json<ErrorJson>(400, 'POST', `${PRODUCTS}/${variable.id}/variations`, { regular_price: '5', attributes: [{ name: 'Size', option: 'S' }], image: { id: rowId } });
    expect(Object.keys(variationRefused.data.params)).toEqual(['image.id']);
    expect(await imageRows(product.id)).toEqual([{ id: rowId, file: await fileOf(straw.id), alt: 'Hat', position: 0 }]);

    await db
      .insertInto('media')
      .values({ id: rowId, file: 'colliding-swatch', original_name: 'swatch.png', mime_type: 'image/png', title: 'Swatch', alt_text: 'A swatch', caption: '', width: 600, height: 600, sizes: '[300,600]', state: 'complete', author_id: null, created_at: new Date().toISOString() })
      .execute();
    const swapped = await owner.json<ProductJson>(200, 'PUT', `${PRODUCTS}/${product.id}`, { images: [{ id: rowId }] });
    expect(swapped.images.map(({ id, name, alt }) => ({ id, name, alt }))).toEqual([{ id: rowId, name: 'colliding-swatch', alt: 'A swatch' }]);
    expect((await imageRows(product.id)).map((row) => row.file)).toEqual(['colliding-swatch']);
  });

  it('keeps the images of a product and a variation sent back as they were read, a picture gone from the library too', async () => {
    const { db } = shop.database;
    const orphan = await upload('old-photo.jpg', 'An old photo');
    const product = await owner.json<ProductJson>(201, 'POST', PRODUCTS, {
      name: 'Round Trip Vase',
      type: 'variable',
      attributes: [{ name: 'Glaze', options: ['Blue'], variation: true }],
      images: [{ id: straw.id, alt: 'Front' }, { id: orphan.id }, { id: linen.id, alt: 'Back' }],
    });
    const variation = await owner.json<VariationJson>(201, 'POST', `${PRODUCTS}/${product.id}/variations`, { regular_price: '12', attributes: [{ name: 'Glaze', option: 'Blue' }], image: { id: linen.id } });
    // Deleted from the library, the picture stays on the product without an attachment id.
    expect((await owner.visitor.request(`/wp-json${MEDIA}/${orphan.id}?force=true`, { method: 'DELETE', headers: { 'x-wp-nonce': owner.nonce } })).status).toBe(200);
    const read = await owner.json<ProductJson>(200, 'GET', `${PRODUCTS}/${product.id}`);
    expect(read.images.map((image) => image.id)).toEqual([straw.id, 0, linen.id]);
    const rows = await imageRows(product.id);

    const written = await owner.json<ProductJson>(200, 'PUT', `${PRODUCTS}/${product.id}`, { images: read.images });
    expect(written.images.map(shown)).toEqual(read.images.map(shown));
    expect(await imageRows(product.id), 'the same rows, not new ones').toEqual(rows);

    const readVariation = await owner.json<VariationJson>(200, 'GET', `${PRODUCTS}/${product.id}/variations/${variation.id}`);
    const writtenVariation = await owner.json<VariationJson>(200, 'PUT', `${PRODUCTS}/${product.id}/variations/${variation.id}`, { image: readVariation.image });
    expect(readVariation.image).toMatchObject({ id: linen.id });
    expect(shown(writtenVariation.image!)).toEqual(shown(readVariation.image!));

    // Reordered by the list, or by WooCommerce's position; one left out is removed.
    const reordered = await owner.json<ProductJson>(200, 'PUT', `${PRODUCTS}/${product.id}`, { images: [{ id: linen.id, position: 1 }, { id: straw.id, position: 0 }] });
    expect(reordered.images.map(({ id, alt }) => ({ id, alt }))).toEqual([
      { id: straw.id, alt: 'Front' },
      { id: linen.id, alt: 'Back' },
    ]);
    expect((await db.selectFrom('product_images').select('file').where('product_id', '=', product.id).execute()).length).toBe(2);
  });

  it('refuses an address of a picture the shop does not have, and an entry naming none', async () => {
    const [product] = await owner.json<ProductJson[]>(200, 'GET', `${PRODUCTS}?per_page=1`);
    const refused = await owner.json<ErrorJson>(400, 'PUT', `${PRODUCTS}/${product!.id}`, { images: [{ src: 'https://elsewhere.example/new-picture.jpg' }, { alt: 'Nothing' }] });
    expect(refused.data.params).toEqual({
      'images.0.src': 'must be the address of an image the shop has (new pictures are uploaded to wp/v2/media first)',
      'images.1.id': 'must give the id of a media library image, or the src of an image the shop has',
    });
  });

  async function fileOf(mediaId: number): Promise<string> {
    return (await shop.database.db.selectFrom('media').select('file').where('id', '=', mediaId).executeTakeFirstOrThrow()).file;
  }
});
