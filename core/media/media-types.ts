/**
 * Formats kept as uploaded: the original is served as it is, so only what every browser shows safely
 * (no SVG, whose scripts would run on the shop's origin).
 */
export const LIBRARY_FORMATS: Record<string, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  avif: { mimeType: 'image/avif', extension: 'avif' },
};

export const ACCEPTED_MEDIA_TYPES = Object.values(LIBRARY_FORMATS).map((format) => format.mimeType);
