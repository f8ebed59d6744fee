import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { jpeg, truncatedPng } from './fixtures/images.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const PAGE = '/admin/media/';

describe.each(DIALECTS)('the admin media library on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let admin: Visitor;
  let nonce: string;

  beforeAll(async () => {
    admin = new Visitor(shop);
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
  });

  const postForm = (path: string, fields: Record<string, string | string[]>, files: { name: string; bytes: Buffer; type: string }[] = []) => {
    const form = new FormData();
    form.set('_wpnonce', nonce);
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return admin.request(path, { method: 'POST', body: form });
  };
  /** The files uploaded here (the demo's product pictures are items too, without an original kept). */
  const items = () => shop.database.db.selectFrom('media').selectAll().where('original_file', 'is', null).orderBy('id').execute();
  const count = async (table: 'media' | 'product_images', column: 'id' | 'file') =>
    Number((await shop.database.db.selectFrom(table).select((eb) => eb.fn.count(column).distinct().as('n')).executeTakeFirstOrThrow()).n);

  it('counts and lists every picture the products show, as the media library', async () => {
    const pictures = await count('product_images', 'file');
    expect(pictures).toBeGreaterThan(200);
    expect(await count('media', 'id')).toBe(pictures);
    const html = decode(await admin.page(PAGE));
    expect(html).toContain(`<p class="muted">${pictures} files</p>`);
    expect(html).not.toContain('No images yet');
    expect([...html.matchAll(/<li class="media-grid__item" data-media-id="\d+">/g)]).toHaveLength(40);
    expect(html).toMatch(/<img src="\/uploads\/[a-z0-9-]+-300\.webp" alt="" width="300" height="\d+" loading="lazy"\/>/);
    expect(html).not.toContain('Sizes not made yet');
  });

  it('uploads with a plain form, without JavaScript, and says which files failed', async () => {
    const response = await postForm(PAGE, { intent: 'upload' }, [
      { name: 'Oak table.jpg', bytes: await jpeg(800, 600), type: 'image/jpeg' },
      { name: 'notes.txt', bytes: Buffer.from('not an image'), type: 'text/plain' },
      { name: 'cut.png', bytes: await truncatedPng(300, 300), type: 'image/png' },
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(PAGE);
    const html = decode(await admin.page(PAGE));
    expect(html).toContain('Oak table.jpg uploaded.');
    expect(html).toContain('notes.txt: Sorry, you are not allowed to upload this file type.');
    expect(html).toContain('cut.png: The file was stored, but its image sizes could not be made.');
    expect(html).toMatch(/<ul class="media-grid" aria-label="Media library">/);
    expect(html).toContain('Oak table');
    expect(html).toContain('Sizes not made yet');
    expect((await items()).map((item) => [item.title, item.state])).toEqual([
      ['Oak table', 'complete'],
      ['cut', 'original'],
    ]);
  });

  it('edits alt text and deletes, refusing a form without the nonce', async () => {
    const [oak, cut] = await items();
    expect((await postForm(PAGE, { intent: 'alt', id: String(oak!.id), alt_text: 'An oak table' })).status).toBe(303);
    expect((await items())[0]!.alt_text).toBe('An oak table');
    const forged = await admin.request(PAGE, { method: 'POST', body: new URLSearchParams({ intent: 'delete', id: String(cut!.id) }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(403);
    expect(await items()).toHaveLength(2);
    expect((await postForm(PAGE, { intent: 'delete', id: String(cut!.id) })).status).toBe(303);
    expect((await items()).map((item) => item.id)).toEqual([oak!.id]);
  });

  it('lets a product take its image from the library, sharing its files', async () => {
    const [oak] = await items();
    const editor = decode(await admin.page('/admin/products/new/'));
    expect(editor).toContain('Images from the media library');
    expect(editor).toMatch(new RegExp(`name="library_images" value="${oak!.id}"`));
    const response = await postForm('/admin/products/new/', {
      intent: 'save',
      name: 'Oak table',
      slug: '',
      sku: '',
      regular_price: '120',
      sale_price: '',
      stock: '',
      short_description: '',
      description: '',
      stock_status: 'instock',
      status: 'publish',
      library_images: String(oak!.id),
    });
    expect(response.status).toBe(303);
    const productId = Number(/\/admin\/products\/(\d+)\//.exec(response.headers.get('location') ?? '')?.[1]);
    const images = await shop.database.db.selectFrom('product_images').selectAll().where('product_id', '=', productId).execute();
    expect(images.map((image) => ({ file: image.file, alt: image.alt, width: image.width, height: image.height, sizes: image.sizes }))).toEqual([
      { file: oak!.file, alt: 'An oak table', width: 800, height: 600, sizes: '[300,600,800]' },
    ]);
    const page = decode(await admin.page('/product/oak-table/'));
    expect(page).toContain(`/uploads/${oak!.file}-800.webp`);
    // Taken from the library, the picture stays one item.
    expect(await count('media', 'id')).toBe(await count('product_images', 'file'));
  });

  it('has a picture uploaded on a product’s form in the library at once, named after the product', async () => {
    const before = await count('media', 'id');
    const form = new FormData();
    form.set('_wpnonce', nonce);
    const fields = { intent: 'save', name: 'Walnut stool', slug: '', sku: '', regular_price: '80', sale_price: '', stock: '', short_description: '', description: '', stock_status: 'instock', status: 'publish' };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.append('images', new Blob([new Uint8Array(await jpeg(700, 700))], { type: 'image/jpeg' }), 'IMG_0042.jpg');
    const response = await admin.request('/admin/products/new/', { method: 'POST', body: form });
    expect(response.status).toBe(303);
    const productId = Number(/\/admin\/products\/(\d+)\//.exec(response.headers.get('location') ?? '')?.[1]);
    const [image] = await shop.database.db.selectFrom('product_images').selectAll().where('product_id', '=', productId).execute();
    expect(image).toBeDefined();
    expect(await count('media', 'id')).toBe(before + 1);
    const item = await shop.database.db.selectFrom('media').selectAll().where('file', '=', image!.file).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ title: 'Walnut stool', alt_text: 'Walnut stool', state: 'complete', width: 700, height: 700, sizes: '[300,600,700]', original_file: `${image!.file}-700.webp` });
    const html = decode(await admin.page(PAGE));
    expect(html).toContain(`<p class="muted">${before + 1} files</p>`);
    // Newest first: the picture just uploaded opens the library.
    expect(html.indexOf(`data-media-id="${item.id}"`)).toBe(html.indexOf('data-media-id='));
    expect((await shop.request(`/uploads/${item.original_file}`)).status).toBe(200);
  });
});
