import type { Request, Response } from 'express';
import { z } from 'zod';
import { completeMediaSizes, deleteMedia, findMedia, listMedia, MAX_UPLOAD_BYTES, MediaError, storeMediaOriginal, updateMedia } from '../../core/media/library.ts';
import type { MediaItem } from '../../db/schema.ts';
import { fieldErrorsFrom } from '../../core/shared/validation.ts';
import { requestServices } from '../request/request-services.ts';
import { requireOwner } from './auth.ts';
import { REST_ERRORS, restError, sendRest, sendRestError } from './errors.ts';
import { pickFields } from './fields.ts';
import { readJsonBody } from './json-body.ts';
import { attachmentJson, type MediaContext } from './media-json.ts';
import { readUploadBody } from './media-upload-body.ts';
import { pagingQuery, setPagingHeaders } from './paging.ts';
import { fieldsParam, parseQuery } from './query.ts';
import type { RestContext } from './route-table.ts';

/** The header WordPress sets on an upload before making its sizes, so a client can resume after a failure. */
export const UPLOAD_ATTACHMENT_HEADER = 'X-WP-Upload-Attachment-ID';

/** Multipart framing and the text fields around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
export const MEDIA_UPLOAD_MAX_BODY_BYTES = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;

export const MEDIA_ERRORS = {
  invalidId: () => restError(404, 'rest_post_invalid_id', 'Invalid post ID.'),
  fileTooBig: () => restError(413, 'rest_upload_file_too_big', `This file is too big. Files must be less than ${MAX_UPLOAD_BYTES / 1024} KB in size.`),
  invalidType: (message: string) => restError(415, 'rest_upload_sideload_error', message),
  empty: () => restError(400, 'rest_upload_no_data', 'No data supplied.'),
  trashNotSupported: () => restError(501, 'rest_trash_not_supported', "Attachments do not support trashing. Set 'force=true' to delete."),
};

const contextQuery = z.enum(['view', 'edit', 'embed'], { error: 'must be one of view, edit, embed' }).default('view');

const listQuery = z.object({
  ...pagingQuery,
  context: contextQuery,
  search: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').optional(),
  media_type: z.enum(['image', 'video', 'text', 'application', 'audio'], { error: 'must be one of image, video, text, application, audio' }).optional(),
  mime_type: z.string({ error: 'must be a MIME type such as image/png' }).regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a MIME type such as image/png').optional(),
});

const itemQuery = z.object({ context: contextQuery });

const deleteQuery = z.object({
  force: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});

const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).max(max, `must be at most ${max} characters`);
/** A text field as WordPress takes it: a string, or `{ raw }` as its own answers give it. */
const rawOrText = (field: string, max: number) => z.union([text(field, max), z.object({ raw: text(field, max) }).transform((value) => value.raw)], { error: `must be text` });

const updateBody = z.object(
  { title: rawOrText('title', 200).optional(), alt_text: text('alt_text', 300).optional(), caption: rawOrText('caption', 1000).optional() },
  { error: 'must be a JSON object' },
);

const postProcessBody = z.object({ action: z.literal('create-image-subsizes', { error: 'must be create-image-subsizes' }) }, { error: 'must be a JSON object' });

/** Where the library's files are served, on the shop's public origin. */
function uploadsOrigin(res: Response, siteOrigin: string): string {
  return `${siteOrigin}${requestServices(res).uploadsUrl}`;
}

function sendItem(req: Request, res: Response, siteOrigin: string, status: number, item: MediaItem, context: MediaContext): void {
  sendRest(res, status, pickFields(attachmentJson(item, { uploadsOrigin: uploadsOrigin(res, siteOrigin), context }), fieldsParam(req)));
}

/** Sizes that could not be made: the original stays, and the header tells the client which item to resume. */
function sendSizesFailed(res: Response, item: MediaItem, error: MediaError): void {
  res.setHeader(UPLOAD_ATTACHMENT_HEADER, String(item.id));
  sendRest(res, 500, { code: 'rest_upload_image_error', message: error.message, data: { status: 500, attachment_id: item.id } });
}

function sendMediaError(res: Response, error: MediaError): void {
  if (error.code === 'too_big') return sendRestError(res, MEDIA_ERRORS.fileTooBig());
  if (error.code === 'empty') return sendRestError(res, MEDIA_ERRORS.empty());
  return sendRestError(res, MEDIA_ERRORS.invalidType(error.message));
}

/** The item named by the route, or null once 404 is sent. */
async function itemOf(res: Response, params: Record<string, string>): Promise<MediaItem | null> {
  const item = await findMedia(requestServices(res).db, Number(params.id));
  if (!item) sendRestError(res, MEDIA_ERRORS.invalidId());
  return item ?? null;
}

/** `POST /wp/v2/media`: stores the original, then makes its sizes; 201 with the item, as WordPress. */
export async function createMedia(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const owner = await requireOwner(req, res, { write: true });
  if (!owner) return;
  const body = await readUploadBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const { db, uploadsDir } = requestServices(res);
  let item: MediaItem;
  try {
    item = await storeMediaOriginal(db, uploadsDir, { ...body.upload, authorId: owner.id });
  } catch (error) {
    if (error instanceof MediaError) return sendMediaError(res, error);
    throw error;
  }
  try {
    item = await completeMediaSizes(db, uploadsDir, item);
  } catch (error) {
    if (error instanceof MediaError) return sendSizesFailed(res, item, error);
    throw error;
  }
  res.setHeader('Location', `${siteOrigin}/wp-json/wp/v2/media/${item.id}`);
  sendItem(req, res, siteOrigin, 201, item, 'edit');
}

/** `GET /wp/v2/media`: the library, newest first, with WordPress's paging headers. */
export async function listMediaItems(req: Request, res: Response, { siteOrigin }: RestContext): Promise<void> {
  const query = parseQuery(req, listQuery);
  if (!query.ok) return sendRestError(res, query.error);
  if (!(await requireOwner(req, res, { write: false }))) return;
  const { page, per_page, search, media_type, mime_type, context } = query.query;
  const { items, total } = await listMedia(requestServices(res).db, { page, perPage: per_page, search, mediaType: media_type, mimeType: mime_type });
  if (page > 1 && page > Math.ceil(total / per_page)) {
    return sendRestError(res, restError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.'));
  }
  setPagingHeaders(req, res, siteOrigin, { page, per_page }, total);
  const origin = uploadsOrigin(res, siteOrigin);
  sendRest(res, 200, pickFields(items.map((item) => attachmentJson(item, { uploadsOrigin: origin, context })), fieldsParam(req)));
}

/** `GET /wp/v2/media/<id>`. */
export async function getMediaItem(req: Request, res: Response, { params, siteOrigin }: RestContext): Promise<void> {
  const query = parseQuery(req, itemQuery);
  if (!query.ok) return sendRestError(res, query.error);
  if (!(await requireOwner(req, res, { write: false }))) return;
  const item = await itemOf(res, params);
  if (item) sendItem(req, res, siteOrigin, 200, item, query.query.context);
}

/** `POST /wp/v2/media/<id>`: changes the title, alt text or caption. */
export async function updateMediaItem(req: Request, res: Response, { params, siteOrigin }: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const changes = updateBody.safeParse(body.json);
  if (!changes.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(changes.error, { root: 'body', key: 'path' })));
  const { db } = requestServices(res);
  const item = await updateMedia(db, Number(params.id), { title: changes.data.title, altText: changes.data.alt_text, caption: changes.data.caption });
  if (!item) return sendRestError(res, MEDIA_ERRORS.invalidId());
  sendItem(req, res, siteOrigin, 200, item, 'edit');
}

/** `POST /wp/v2/media/<id>/post-process` with `action: create-image-subsizes`: finishes the sizes; harmless when they are done. */
export async function postProcessMedia(req: Request, res: Response, { params, siteOrigin }: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const action = postProcessBody.safeParse(body.json);
  if (!action.success) return sendRestError(res, REST_ERRORS.invalidParams(fieldErrorsFrom(action.error, { root: 'body', key: 'path' })));
  const item = await itemOf(res, params);
  if (!item) return;
  const { db, uploadsDir } = requestServices(res);
  try {
    sendItem(req, res, siteOrigin, 200, await completeMediaSizes(db, uploadsDir, item), 'edit');
  } catch (error) {
    if (error instanceof MediaError) return sendSizesFailed(res, item, error);
    throw error;
  }
}

/** `DELETE /wp/v2/media/<id>?force=true`: removes the item and its files; attachments have no trash. */
export async function deleteMediaItem(req: Request, res: Response, { params, siteOrigin }: RestContext): Promise<void> {
  const query = parseQuery(req, deleteQuery);
  if (!query.ok) return sendRestError(res, query.error);
  if (!(await requireOwner(req, res, { write: true }))) return;
  const item = await itemOf(res, params);
  if (!item) return;
  if (!query.query.force) return sendRestError(res, MEDIA_ERRORS.trashNotSupported());
  const { db, uploadsDir } = requestServices(res);
  const deleted = await deleteMedia(db, uploadsDir, item.id);
  if (!deleted) return sendRestError(res, MEDIA_ERRORS.invalidId());
  sendRest(res, 200, { deleted: true, previous: attachmentJson(deleted, { uploadsOrigin: uploadsOrigin(res, siteOrigin), context: 'edit' }) });
}
