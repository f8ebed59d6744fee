/**
 * Writes public/favicon.ico from public/favicon.svg: 16, 32 and 48 px PNG images in one ICO file
 * (browsers and crawlers still ask for /favicon.ico). Run once after changing the SVG:
 * `npm exec -- node scripts/make-favicon.ts`; the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { icoFromPngs } from '../core/media/ico.ts';

const SIZES = [16, 32, 48];
const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(resolve(root, 'public/favicon.svg'));

const images = await Promise.all(SIZES.map(async (size) => ({ size, png: await sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer() })));

const ico = icoFromPngs(images);
writeFileSync(resolve(root, 'public/favicon.ico'), ico);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${ico.length} bytes`);
