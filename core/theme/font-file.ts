/**
 * What the font library takes: WOFF2 and WOFF files, known by their bytes, never by their names. The
 * check reads the header only (nothing is decompressed or parsed past it): the signature (`wOF2` or
 * `wOFF`), the flavour of font inside (TrueType or CFF outlines, not a collection), a table count above
 * zero, and the header's own total length, which must be the file's size: a renamed file of another kind
 * fails on its first four bytes, a file cut short in transit on its length. The browser checks the tables
 * themselves when it loads the face (and ignores a face that fails, using the next font in the stack).
 */

export type FontFormat = 'woff2' | 'woff';

/** The largest face the library takes: a full Latin face is 20–100 KB as WOFF2; 2 MiB leaves room for large scripts. */
export const FONT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** The face's MIME type, as a preload link names it. */
export const FONT_MIME_TYPES: Record<FontFormat, string> = { woff2: 'font/woff2', woff: 'font/woff' };

const SIGNATURES: readonly { format: FontFormat; signature: number; headerBytes: number }[] = [
  { format: 'woff2', signature: 0x774f4632, headerBytes: 48 },
  { format: 'woff', signature: 0x774f4646, headerBytes: 44 },
];

/** The sfnt versions a single face may carry: TrueType (1.0 or Apple's `true`) or CFF (`OTTO`). */
const FACE_FLAVOURS = new Set([0x00010000, 0x74727565, 0x4f54544f]);

export type FontFileCheck = { ok: true; format: FontFormat } | { ok: false; message: string };

export function checkFontFile(bytes: Uint8Array): FontFileCheck {
  if (bytes.length === 0) return { ok: false, message: 'The file is empty: choose a WOFF2 or WOFF font file.' };
  if (bytes.length > FONT_UPLOAD_MAX_BYTES) return { ok: false, message: `The file is larger than ${FONT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB, the most a font file may be. Upload the WOFF2 version, or a subset of the font.` };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kind = bytes.length >= 4 ? SIGNATURES.find((candidate) => candidate.signature === view.getUint32(0)) : undefined;
  if (!kind) return { ok: false, message: 'This is not a WOFF2 or WOFF font file (its contents say so, whatever its name). Convert the font to WOFF2 first.' };
  const damaged = { ok: false, message: `The ${kind.format.toUpperCase()} file is damaged or incomplete: upload it again, or convert the font again.` } as const;
  if (bytes.length < kind.headerBytes) return damaged;
  if (!FACE_FLAVOURS.has(view.getUint32(4))) return { ok: false, message: 'The file holds a font collection or an unknown kind of font: upload one face, with TrueType or CFF outlines.' };
  if (view.getUint32(8) !== bytes.length || view.getUint16(12) === 0) return damaged;
  return { ok: true, format: kind.format };
}
