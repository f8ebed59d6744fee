import { createMedia, deleteMediaItem, getMediaItem, listMediaItems, MEDIA_ERRORS, MEDIA_UPLOAD_MAX_BODY_BYTES, postProcessMedia, updateMediaItem } from '../media.ts';
import type { RestRoute } from '../route-table.ts';

/** WordPress's media library (`wp/v2/media`): uploads, their sizes, texts and deletion. */
export const wpV2MediaRoutes: RestRoute[] = [
  { path: '/wp/v2/media', methods: { GET: listMediaItems, POST: createMedia }, maxBytes: MEDIA_UPLOAD_MAX_BODY_BYTES, tooLarge: MEDIA_ERRORS.fileTooBig },
  { path: '/wp/v2/media/:id', methods: { GET: getMediaItem, POST: updateMediaItem, PUT: updateMediaItem, PATCH: updateMediaItem, DELETE: deleteMediaItem } },
  { path: '/wp/v2/media/:id/post-process', methods: { POST: postProcessMedia } },
];
