/**
 * Writes public/favicon.ico from public/favicon.svg: 16, 32 and 48 px PNG images in one ICO file
 * (browsers and crawlers still ask for /favicon.ico). Run once after changing the SVG:
 * `npm exec -- node scripts/make-favicon.ts`; the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(resolve(root, 'public/favicon.svg'));

const images = await Promise.all(SIZES.map((size) => sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()));

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);

let offset = 6 + 16 * images.length;
const entries = images.map((png, index) => {
  const size = SIZES[index] as number;
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0); // width (0 means 256)
  entry.writeUInt8(size % 256, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});

const ico = Buffer.concat([header, ...entries, ...images]);
writeFileSync(resolve(root, 'public/favicon.ico'), ico);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${ico.length} bytes`);
