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
  const items = () => shop.database.db.selectFrom('media').selectAll().orderBy('id').execute();

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
  });
});
