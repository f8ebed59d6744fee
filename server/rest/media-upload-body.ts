import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { restError, REST_ERRORS, type RestError } from './errors.ts';
import { queryValue } from './query.ts';

/** A file sent to `POST /wp/v2/media`, and the texts sent with it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  title?: string | undefined;
  altText?: string | undefined;
  caption?: string | undefined;
}

export type UploadBody = { ok: true; upload: UploadedFile } | { ok: false; error: RestError };

/** WordPress's answers for an upload it cannot read (wp-includes/rest-api, attachments controller). */
export const UPLOAD_ERRORS = {
  noData: () => restError(400, 'rest_upload_no_data', 'No data supplied.'),
  noContentType: () => restError(400, 'rest_upload_no_content_type', 'No Content-Type supplied.'),
  noContentDisposition: () => restError(400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.'),
  invalidDisposition: () =>
    restError(400, 'rest_upload_invalid_disposition', 'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.'),
  hashMismatch: () => restError(412, 'rest_upload_hash_mismatch', 'Content hash did not match expected.'),
  badForm: () => REST_ERRORS.invalidParams({ body: 'must be multipart/form-data with the file in a "file" field' }),
};

/**
 * The file of an upload, in either of WordPress's two ways: a `multipart/form-data` form with a `file`
 * field (and `title`, `alt_text`, `caption` fields), or the raw bytes as the body with their type in
 * `Content-Type` and their name in `Content-Disposition: attachment; filename=…`. The texts may also come
 * in the query, as WordPress reads them.
 */
export async function readUploadBody(req: Request, res: Response): Promise<UploadBody> {
  const body = res.locals.body as Buffer | undefined;
  const contentType = req.get('content-type');
  const fromQuery = (name: string) => queryValue(req, name);
  const texts = { title: fromQuery('title'), altText: fromQuery('alt_text'), caption: fromQuery('caption') };

  if (contentType && /^multipart\/form-data\b/i.test(contentType)) {
    let form: FormData;
    try {
      // The platform's own multipart parser, over the body the app has already read (and capped).
      form = await new globalThis.Request('http://upload.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body ?? []) }).formData();
    } catch {
      return { ok: false, error: UPLOAD_ERRORS.badForm() };
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return { ok: false, error: UPLOAD_ERRORS.noData() };
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    return {
      ok: true,
      upload: {
        bytes: Buffer.from(await file.arrayBuffer()),
        fileName: file.name || 'upload',
        title: field('title') ?? texts.title,
        altText: field('alt_text') ?? texts.altText,
        caption: field('caption') ?? texts.caption,
      },
    };
  }

  if (!body || body.length === 0) return { ok: false, error: UPLOAD_ERRORS.noData() };
  if (!contentType) return { ok: false, error: UPLOAD_ERRORS.noContentType() };
  const disposition = req.get('content-disposition');
  if (!disposition) return { ok: false, error: UPLOAD_ERRORS.noContentDisposition() };
  const fileName = fileNameOf(disposition);
  if (!fileName) return { ok: false, error: UPLOAD_ERRORS.invalidDisposition() };
  const md5 = req.get('content-md5');
  if (md5 && createHash('md5').update(body).digest('hex') !== md5.trim().toLowerCase()) return { ok: false, error: UPLOAD_ERRORS.hashMismatch() };
  return { ok: true, upload: { bytes: body, fileName, ...texts } };
}

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 5987) when given, else
 * `filename=` quoted or not; only its last path segment, so a name can never point elsewhere.
 */
export function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;\s]+)/i.exec(disposition);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2] as string);
    } catch {
      return undefined;
    }
  } else {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}
