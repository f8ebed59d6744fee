import { describe, expect, it } from 'vitest';
import { createApiFetch, RestError } from './api-fetch.ts';
import { fakeFetch, instantSleep, json, restError, text, type Answer } from './fake-fetch.fixture.ts';
import { isMediaUpload } from './middlewares/media-upload.ts';

const ROOT = 'https://shop.test/wp-json/';
const MESSAGE = 'Media upload failed. If this is a photo or a large image, please scale it down and try again.';
const UPLOAD_FAILED = (status = 500, id = '42') => restError(status, 'rest_upload_sideload_error', 'Out of memory', { 'X-WP-Upload-Attachment-ID': id });

function uploader(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const api = createApiFetch({ fetch: () => fake.fetch, retry: { sleep: instantSleep().sleep } });
  api.use(api.createRootURLMiddleware(ROOT));
  api.use(api.createNonceMiddleware('n1'));
  return { api, ...fake };
}

const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
const upload = { path: '/wp/v2/media', method: 'POST', body: file, headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="hat.jpg"' } };

const POST_PROCESS = {
  method: 'POST',
  url: `${ROOT}wp/v2/media/42/post-process?_locale=user`,
  headers: { 'X-WP-Nonce': 'n1', Accept: 'application/json', 'Content-Type': 'application/json' },
  body: '{"action":"create-image-subsizes"}',
};

const sent = (requests: { method: string; url: string; headers: Record<string, string>; body: unknown }[]) =>
  requests.map(({ method, url, headers, body }) => ({ method, url, headers, body }));

describe('a media upload the server could not finish', () => {
  it('asks for the image sub-sizes again and resolves with the finished attachment', async () => {
    const { api, requests } = uploader(UPLOAD_FAILED(), restError(500, 'rest_post_process_failed'), json({ id: 42, media_details: {} }));
    await expect(api(upload)).resolves.toEqual({ id: 42, media_details: {} });
    expect(sent(requests)).toEqual([
      {
        method: 'POST',
        url: `${ROOT}wp/v2/media?_locale=user`,
        headers: { ...upload.headers, 'X-WP-Nonce': 'n1', Accept: 'application/json' },
        body: file,
      },
      POST_PROCESS,
      POST_PROCESS,
    ]);
  });

  it('after five failed attempts deletes the attachment and fails with post_process', async () => {
    const { api, requests } = uploader(
      UPLOAD_FAILED(502),
      ...Array.from({ length: 5 }, () => restError(500, 'rest_post_process_failed')),
      json({ deleted: true }),
    );
    const error = await api(upload).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ code: 'post_process', message: MESSAGE, status: 502, data: { status: 502, attachment_id: 42 } });
    expect(sent(requests)).toEqual([
      expect.objectContaining({ method: 'POST', url: `${ROOT}wp/v2/media?_locale=user` }),
      ...Array.from({ length: 5 }, () => POST_PROCESS),
      {
        method: 'POST',
        url: `${ROOT}wp/v2/media/42?force=true&_locale=user`,
        headers: { 'X-WP-Nonce': 'n1', 'X-HTTP-Method-Override': 'DELETE', Accept: 'application/json' },
        body: undefined,
      },
    ]);
  });

  it('still fails with post_process when the delete fails too', async () => {
    const { api, lines } = uploader(UPLOAD_FAILED(), ...Array.from({ length: 5 }, () => new TypeError('Failed to fetch')), restError(500, 'x'));
    await expect(api(upload)).rejects.toMatchObject({ code: 'post_process', message: MESSAGE });
    expect(lines()).toHaveLength(7);
  });

  it('resolves with the Response of the post-processing when parse is false', async () => {
    const finished = json({ id: 42 });
    const { api } = uploader(UPLOAD_FAILED(), finished);
    await expect(api({ ...upload, parse: false })).resolves.toBe(finished);
  });

  it('is recognised by url and by a plain-permalink rest_route too', async () => {
    const { api, lines } = uploader(UPLOAD_FAILED(503, '7'), json({ id: 7 }));
    await api({ url: 'https://shop.test/?rest_route=/wp/v2/media', method: 'POST', body: file });
    expect(lines()).toEqual([
      'POST https://shop.test/?rest_route=/wp/v2/media&_locale=user',
      'POST https://shop.test/?rest_route=/wp/v2/media/7/post-process&_locale=user',
    ]);
  });

  it.each([
    ['a 5xx without an attachment id', restError(500, 'rest_upload_unknown_error')],
    ['a 4xx with an attachment id', restError(400, 'rest_upload_no_data', 'No data', { 'X-WP-Upload-Attachment-ID': '42' })],
  ])('is not assumed after %s: the error is the server’s', async (_, answer) => {
    const { api, lines } = uploader(answer);
    const error = await api(upload).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: (await answer.clone().json()).code });
    expect(lines()).toHaveLength(1);
  });

  it('a 5xx with an id that is not JSON still counts', async () => {
    const { api, lines } = uploader(text('Fatal error', 500, { 'X-WP-Upload-Attachment-ID': '42' }), json({ id: 42 }));
    await expect(api(upload)).resolves.toEqual({ id: 42 });
    expect(lines()).toHaveLength(2);
  });
});

describe('isMediaUpload', () => {
  it.each([
    ['POST', '/wp/v2/media', true],
    ['post', 'wp/v2/media?_locale=user', true],
    ['POST', 'https://shop.test/wp-json/wp/v2/media/', true],
    ['GET', '/wp/v2/media', false],
    ['POST', '/wp/v2/media/5', false],
    ['POST', '/wp/v2/media/5/post-process', false],
    ['POST', '/wp/v2/mediafiles', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isMediaUpload({ method, path })).toBe(expected);
  });
});
