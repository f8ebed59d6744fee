/**
 * An ICO file of PNG images, the format browsers and crawlers read at /favicon.ico: a 6-byte header, a
 * 16-byte directory entry per image, then each image's PNG bytes as they are.
 */

/** The largest side an ICO entry can name (its one-byte size field writes 256 as 0). */
const ICO_MAX_SIZE = 256;

export interface IcoImage {
  /** Width and height in pixels (icons are square). */
  size: number;
  png: Buffer;
}

export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  if (images.length === 0) throw new RangeError('An ICO file needs at least one image.');
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);

  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > ICO_MAX_SIZE) throw new RangeError(`An ICO image is 1 to ${ICO_MAX_SIZE} pixels wide, not ${size}.`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % ICO_MAX_SIZE, 0); // width (0 means 256)
    entry.writeUInt8(size % ICO_MAX_SIZE, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}
