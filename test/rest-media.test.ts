import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { MAX_UPLOAD_BYTES } from '../core/media/library.ts';
import { DIALECTS } from './dialects.ts';
import { jpeg, noisyPng, truncatedPng } from './fixtures/images.ts';
import { signedInWithNonce, type Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const MEDIA = '/wp-json/wp/v2/media';

interface Attachment {
  id: number;
  date_gmt: string;
  slug: string;
  title: { rendered: string; raw?: string };
  alt_text: string;
  caption: { rendered: string; raw?: string };
  media_type: string;
  mime_type: string;
  source_url: string;
  media_details: { width: number; height: number; file: string; sizes: Record<string, { file: string; width: number; height: number; mime_type: string; source_url: string }> };
  missing_image_sizes?: string[];
}

function multipart(file: Buffer, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)], { type }), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe.each(DIALECTS)('wp/v2/media on %s', (dialect) => {
  const shop = useHttpShop(dialect);
  let admin: Visitor;
  let nonce: string;
  let adminId: number;

  beforeAll(async () => {
    ({ visitor: admin, nonce, userId: adminId } = await signedInWithNonce(shop, 'admin', TEST_ADMIN_PASSWORD));
  });

  const send = (path: string, init: RequestInit = {}) => admin.request(path, { ...init, headers: { 'x-wp-nonce': nonce, ...(init.headers as Record<string, string>) } });
  const upload = (form: FormData) => send(MEDIA, { method: 'POST', body: form });
  const mediaCount = async () => Number((await shop.database.db.selectFrom('media').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  /** A served file's status, by its public URL. */
  const served = async (url: string) => (await shop.request(new URL(url).pathname)).status;

  it('takes a multipart upload, keeps the original and answers WordPress attachment JSON with the sizes', async () => {
    const response = await upload(multipart(await jpeg(1000, 800), 'Straw Hat.jpg', 'image/jpeg', { title: 'Straw hat', alt_text: 'A straw hat on a chair', caption: 'Made by hand' }));
    expect(response.status).toBe(201);
    const item = (await response.json()) as Attachment;
    expect(response.headers.get('location')).toMatch(new RegExp(`/wp-json/wp/v2/media/${item.id}$`));
    expect(item).toMatchObject({
      title: { rendered: 'Straw hat', raw: 'Straw hat' },
      alt_text: 'A straw hat on a chair',
      caption: { raw: 'Made by hand', rendered: '<p>Made by hand</p>\n' },
      media_type: 'image',
      mime_type: 'image/jpeg',
      missing_image_sizes: [],
    });
    expect(item.date_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(item.media_details).toMatchObject({ width: 1000, height: 800, file: `${item.slug}.jpg` });
    expect(Object.keys(item.media_details.sizes)).toEqual(['w300', 'w600', 'w900', 'w1000', 'full']);
    expect(item.media_details.sizes.w600).toMatchObject({ file: `${item.slug}-600.webp`, width: 600, height: 480, mime_type: 'image/webp' });
    expect(item.media_details.sizes.full).toMatchObject({ width: 1000, height: 800, mime_type: 'image/jpeg', source_url: item.source_url });
    expect(item.source_url).toMatch(new RegExp(`^http://[^/]+/uploads/${item.slug}\\.jpg$`));
    const original = await shop.request(new URL(item.source_url).pathname);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(await served(item.media_details.sizes.w300!.source_url)).toBe(200);
  });

  it('takes a raw body with Content-Disposition, titled after the file name', async () => {
    const response = await send(`${MEDIA}?alt_text=Blue%20square`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename*=UTF-8''caf%C3%A9%20blue.png` },
      body: new Uint8Array(await noisyPng(200, 100)),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ title: { raw: 'café blue' }, alt_text: 'Blue square', mime_type: 'image/png', media_details: { width: 200, height: 100, sizes: { w200: { width: 200, height: 100 } } } });
  });

  it("answers WordPress's errors for a raw body without its headers", async () => {
    const before = await mediaCount();
    const png = new Uint8Array(await noisyPng(20, 20));
    const cases: [Record<string, string>, Uint8Array<ArrayBuffer>, string][] = [
      [{ 'content-type': 'image/png' }, png, 'rest_upload_no_content_disposition'],
      [{ 'content-type': 'image/png', 'content-disposition': 'attachment' }, png, 'rest_upload_invalid_disposition'],
      [{ 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png' }, new Uint8Array(), 'rest_upload_no_data'],
      [{ 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png', 'content-md5': '0'.repeat(32) }, png, 'rest_upload_hash_mismatch'],
    ];
    for (const [headers, body, code] of cases) {
      const response = await send(MEDIA, { method: 'POST', headers, body });
      expect([400, 412], code).toContain(response.status);
      expect(await response.json()).toMatchObject({ code });
    }
    const form = new FormData();
    form.set('title', 'no file here');
    const missing = await upload(form);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'rest_upload_no_data' });
    expect(await mediaCount()).toBe(before);
  });

  it('refuses files that are not images it keeps, with a clear message, storing nothing', async () => {
    const before = await mediaCount();
    for (const [bytes, name, type] of [
      [Buffer.from('%PDF-1.4\n%…'), 'price-list.pdf', 'application/pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('MZ executable'), 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const response = await upload(multipart(bytes, name, type));
      expect(response.status, name).toBe(415);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('rest_upload_sideload_error');
      expect(body.message).toMatch(/^Sorry, you are not allowed to upload this file type\. .*(JPEG, PNG, WebP, GIF or AVIF)/);
    }
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a file over the limit with rest_upload_file_too_big, whichever way it is sent', async () => {
    const before = await mediaCount();
    const justOver = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    const inForm = await upload(multipart(justOver, 'huge.png', 'image/png'));
    expect(inForm.status).toBe(413);
    expect(await inForm.json()).toMatchObject({ code: 'rest_upload_file_too_big', message: 'This file is too big. Files must be less than 10240 KB in size.', data: { status: 413 } });
    const raw = await send(MEDIA, { method: 'POST', headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename=huge.png' }, body: new Uint8Array(MAX_UPLOAD_BYTES + 200_000) });
    expect(raw.status).toBe(413);
    expect(await raw.json()).toMatchObject({ code: 'rest_upload_file_too_big' });
    expect(await mediaCount()).toBe(before);
  });

  describe('sizes that cannot be made', () => {
    let failedId: number;

    it('answer 500 with X-WP-Upload-Attachment-ID, keeping the original', async () => {
      const response = await upload(multipart(await truncatedPng(640, 480), 'damaged.png', 'image/png'));
      expect(response.status).toBe(500);
      failedId = Number(response.headers.get('x-wp-upload-attachment-id'));
      expect(failedId).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ code: 'rest_upload_image_error', data: { status: 500, attachment_id: failedId }, message: expect.stringMatching(/stored, but its image sizes could not be made/) });
      const item = (await (await send(`${MEDIA}/${failedId}?context=edit`)).json()) as Attachment;
      expect(item.missing_image_sizes).toEqual(['w300', 'w600', 'w640']);
      expect(Object.keys(item.media_details.sizes)).toEqual(['full']);
      expect(await served(item.source_url)).toBe(200);
    });

    it('fail again on post-process for a file that never decodes, then go with DELETE force=true', async () => {
      const again = await send(`${MEDIA}/${failedId}/post-process`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'create-image-subsizes' }) });
      expect(again.status).toBe(500);
      expect(again.headers.get('x-wp-upload-attachment-id')).toBe(String(failedId));
      const source = ((await (await send(`${MEDIA}/${failedId}`)).json()) as Attachment).source_url;
      const trash = await send(`${MEDIA}/${failedId}`, { method: 'DELETE' });
      expect(trash.status).toBe(501);
      expect(await trash.json()).toMatchObject({ code: 'rest_trash_not_supported' });
      const gone = await send(`${MEDIA}/${failedId}?force=true`, { method: 'POST', headers: { 'x-http-method-override': 'DELETE' } });
      expect(gone.status).toBe(200);
      expect(await gone.json()).toMatchObject({ deleted: true, previous: { id: failedId } });
      expect(await served(source)).toBe(404);
      expect((await send(`${MEDIA}/${failedId}`)).status).toBe(404);
    });
  });

  it('post-process finishes an item stored without its sizes, and answers the same when asked again', async () => {
    // An upload interrupted after its original was kept (the process ran out of memory, say).
    const response = await upload(multipart(await jpeg(700, 350), 'interrupted.jpg', 'image/jpeg'));
    const item = (await response.json()) as Attachment;
    await shop.database.db.updateTable('media').set({ state: 'original', sizes: '[]' }).where('id', '=', item.id).execute();
    const resume = () => send(`${MEDIA}/${item.id}/post-process`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'create-image-subsizes' }) });
    const first = await resume();
    expect(first.status).toBe(200);
    const finished = (await first.json()) as Attachment;
    expect(Object.keys(finished.media_details.sizes)).toEqual(['w300', 'w600', 'w700', 'full']);
    expect(finished.missing_image_sizes).toEqual([]);
    const second = await resume();
    expect(await second.json()).toEqual(finished);

    const badAction = await send(`${MEDIA}/${item.id}/post-process`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'rotate' }) });
    expect(badAction.status).toBe(400);
    expect(await badAction.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { action: 'must be create-image-subsizes' } } });
    expect((await send(`${MEDIA}/999999/post-process`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"create-image-subsizes"}' })).status).toBe(404);
  });

  it('updates the title and alt text, and deletes the item with every file', async () => {
    const item = (await (await upload(multipart(await jpeg(400, 400), 'edit-me.jpg', 'image/jpeg'))).json()) as Attachment;
    const updated = await send(`${MEDIA}/${item.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: { raw: 'Edited <b>title</b>' }, alt_text: 'New alt' }) });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: { raw: 'Edited <b>title</b>', rendered: 'Edited &lt;b&gt;title&lt;/b&gt;' }, alt_text: 'New alt' });
    const wrong = await send(`${MEDIA}/${item.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alt_text: 42 }) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'rest_invalid_param', data: { params: { alt_text: expect.any(String) } } });

    const urls = [item.source_url, ...Object.values(item.media_details.sizes).map((size) => size.source_url)];
    for (const url of urls) expect(await served(url)).toBe(200);
    const deleted = await send(`${MEDIA}/${item.id}?force=true`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    for (const url of urls) expect(await served(url), url).toBe(404);
  });

  it('answers 404 for an id past the id columns, on every method', async () => {
    const json = { 'content-type': 'application/json' };
    const beyond = `${MEDIA}/2147483648`;
    expect((await send(beyond)).status).toBe(404);
    expect((await send(beyond, { method: 'POST', headers: json, body: '{"alt_text":"x"}' })).status).toBe(404);
    expect((await send(`${beyond}?force=true`, { method: 'DELETE' })).status).toBe(404);
    expect((await send(`${beyond}/post-process`, { method: 'POST', headers: json, body: '{"action":"create-image-subsizes"}' })).status).toBe(404);
  });

  it("lists with WordPress's paging headers, _fields, search and media_type", async () => {
    for (const name of ['page-a', 'page-b', 'page-c']) expect((await upload(multipart(await jpeg(50, 50), `${name}.jpg`, 'image/jpeg'))).status).toBe(201);
    const total = await mediaCount();
    const first = await send(`${MEDIA}?per_page=2&_fields=id,title.rendered`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe(String(total));
    expect(first.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
    expect(first.headers.get('link')).toMatch(/<http:\/\/[^>]+\/wp-json\/wp\/v2\/media\?per_page=2&_fields=id%2Ctitle.rendered&page=2>; rel="next"/);
    const page = (await first.json()) as { id: number; title: { rendered: string } }[];
    expect(page).toHaveLength(2);
    expect(Object.keys(page[0]!)).toEqual(['id', 'title']);
    expect(page[0]!.title).toEqual({ rendered: 'page-c' });
    expect(((await (await send(`${MEDIA}?search=PAGE-B`)).json()) as Attachment[]).map((item) => item.title.rendered)).toEqual(['page-b']);
    expect(await (await send(`${MEDIA}?media_type=video`)).json()).toEqual([]);
    const view = ((await (await send(`${MEDIA}?per_page=1`)).json()) as Attachment[])[0]!;
    expect(view.title.raw).toBeUndefined();
    const bad = await send(`${MEDIA}?per_page=101&media_type=movie`);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { data: { params: Record<string, string> } }).data.params).sort()).toEqual(['media_type', 'per_page']);
    expect((await send(`${MEDIA}?page=999`)).status).toBe(400);
  });

  describe('permissions', () => {
    it('refuses visitors (401) and customers (403), for reading and writing', async () => {
      const before = await mediaCount();
      const png = await noisyPng(30, 30);
      for (const response of [await shop.request(MEDIA), await shop.request(MEDIA, { method: 'POST', body: multipart(png, 'x.png', 'image/png') })]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'rest_forbidden' });
      }
      expect((await registerCustomer(shop.database.db, { email: 'media-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
      const { visitor: customer, nonce: customerNonce } = await signedInWithNonce(shop, 'media-customer', 'a-long-enough-password');
      const headers = { 'x-wp-nonce': customerNonce };
      for (const response of [await customer.request(MEDIA, { headers }), await customer.request(MEDIA, { method: 'POST', headers, body: multipart(png, 'x.png', 'image/png') })]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'rest_forbidden' });
      }
      expect(await mediaCount()).toBe(before);
    });

    it('refuses a write from the signed-in owner without the nonce, with no side effect', async () => {
      const before = await mediaCount();
      const [item] = (await (await send(`${MEDIA}?per_page=1&context=edit`)).json()) as Attachment[];
      const noNonce = await admin.request(MEDIA, { method: 'POST', body: multipart(await noisyPng(30, 30), 'x.png', 'image/png') });
      expect(noNonce.status).toBe(403);
      expect(await noNonce.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
      expect(noNonce.headers.get('x-wp-nonce')).toBeTruthy();
      const edit = await admin.request(`${MEDIA}/${item!.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alt_text: 'changed' }) });
      expect(edit.status).toBe(403);
      const remove = await admin.request(`${MEDIA}/${item!.id}?force=true`, { method: 'DELETE' });
      expect(remove.status).toBe(403);
      expect(await mediaCount()).toBe(before);
      expect(((await (await send(`${MEDIA}/${item!.id}?context=edit`)).json()) as Attachment).alt_text).toBe(item!.alt_text);
      expect(await served(item!.source_url)).toBe(200);
      expect(adminId).toBeGreaterThan(0);
    });
  });
});
