import { createHash } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { writeFileWhole } from '../shared/write-whole.ts';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/connect.ts';
import { familyNameProblem, normaliseFamilyName } from '../contract/theme/font-family.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { plainLine } from '../media/library.ts';
import { touchContentVersion } from '../settings/settings.ts';
import { nowIso } from '../shared/time.ts';
import { isRowId } from '../shared/row-id.ts';
import { checkFontFile, type FontFormat } from './font-file.ts';
import { FONT_FIELDS, FONT_STYLES, FONT_WEIGHTS, sortFaces, type FontStyle, type FontWeight, type UploadedFontFace } from './font-faces.ts';

/**
 * The shop's font library (Settings → Fonts), after WordPress's: faces the owner uploaded, each a file
 * under the uploads directory (`fonts/<hash>.woff2`, named after a hash of its bytes, so it is cached for
 * good) and a row naming its family, weight and style. The theme's Branding chooses among the families;
 * every change bumps the content version, so cached pages and every process pick it up at once.
 */

export interface FontFaceUpload {
  bytes: Uint8Array;
  /** The name the file had on the owner's computer (shown in the list; the format is read from the bytes). */
  fileName: string;
  family: string;
  weight: string;
  style: string;
}

export type FontFaceAdded = { ok: true; face: UploadedFontFace } | { ok: false; errors: FieldErrors };

const FONT_DIRECTORY = 'fonts';

const weightOf = (text: string): FontWeight | null => {
  const weight = Number(text.trim());
  return /^\d{3}$/.test(text.trim()) && weight in FONT_WEIGHTS ? (weight as FontWeight) : null;
};

/** Every face, by family (case aside), then style and weight. */
export async function listFontFaces(db: Db): Promise<UploadedFontFace[]> {
  const rows = await db.selectFrom('font_faces').selectAll().execute();
  return sortFaces(rows.map(faceOf));
}

/**
 * Checks an upload (the file by its bytes, the family's name, weight and style) and adds it to the library.
 * A family already there (its name in any case) takes the face under its own spelling; a face of the same
 * family, weight and style is refused. What is wrong comes back by field, and nothing is written then.
 */
export async function addFontFace(db: Db, uploadsDir: string, upload: FontFaceUpload): Promise<FontFaceAdded> {
  const errors: FieldErrors = {};
  const file = checkFontFile(upload.bytes);
  if (!file.ok) errors[FONT_FIELDS.file] = file.message;
  const typedFamily = normaliseFamilyName(upload.family);
  const familyProblem = familyNameProblem(typedFamily);
  if (familyProblem) errors[FONT_FIELDS.family] = familyProblem;
  const weight = weightOf(upload.weight);
  if (weight === null) errors[FONT_FIELDS.weight] = 'Choose a weight from 100 (thin) to 900 (black).';
  const style = FONT_STYLES.find((candidate) => candidate === upload.style.trim());
  if (!style) errors[FONT_FIELDS.style] = 'Choose normal or italic.';
  if (!file.ok || familyProblem || weight === null || !style) return { ok: false, errors };

  const family = (await familySpelling(db, typedFamily)) ?? typedFamily;
  const taken = `${family} already has a ${FONT_WEIGHTS[weight].toLowerCase()} (${weight}) ${style} face: delete that face first to replace it.`;
  if (await faceExists(db, family, weight, style)) return { ok: false, errors: { [FONT_FIELDS.weight]: taken } };

  const path = `${FONT_DIRECTORY}/${createHash('sha256').update(upload.bytes).digest('hex').slice(0, 32)}.${file.format}`;
  await writeOnce(join(uploadsDir, path), upload.bytes);
  const row = await db
    .insertInto('font_faces')
    .values({ family, weight, style, format: file.format, file: path, size: upload.bytes.length, original_name: plainLine(upload.fileName).slice(0, 200) || path, created_at: nowIso() })
    // Two uploads of the same face at once: the second finds the first's row.
    .onConflict((conflict) => conflict.columns(['family', 'weight', 'style']).doNothing())
    .returningAll()
    .executeTakeFirst()
    .catch(async (error: unknown) => {
      await removeUnusedFile(db, uploadsDir, path);
      throw error;
    });
  if (!row) {
    await removeUnusedFile(db, uploadsDir, path);
    return { ok: false, errors: { [FONT_FIELDS.weight]: taken } };
  }
  await touchContentVersion(db);
  return { ok: true, face: faceOf(row) };
}

/** Deletes a face, and its file unless another face has the same bytes. Returns the deleted face, or undefined. */
export async function deleteFontFace(db: Db, uploadsDir: string, id: number): Promise<UploadedFontFace | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await db.deleteFrom('font_faces').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) return undefined;
  await removeUnusedFile(db, uploadsDir, row.file);
  await touchContentVersion(db);
  return faceOf(row);
}

/** The spelling the library already has for a family, case aside; null for a new family. */
async function familySpelling(db: Db, family: string): Promise<string | null> {
  const rows = await db.selectFrom('font_faces').select('family').distinct().execute();
  return rows.find((row) => row.family.toLowerCase() === family.toLowerCase())?.family ?? null;
}

async function faceExists(db: Db, family: string, weight: number, style: FontStyle): Promise<boolean> {
  const row = await db.selectFrom('font_faces').select('id').where('family', '=', family).where('weight', '=', weight).where('style', '=', style).executeTakeFirst();
  return row !== undefined;
}

/** Writes a file named after its bytes, unless it is there already; through a temporary file, so no reader sees half of it. */
async function writeOnce(path: string, bytes: Uint8Array): Promise<void> {
  if (await stat(path).then(() => true, () => false)) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFileWhole(path, bytes);
}

async function removeUnusedFile(db: Db, uploadsDir: string, path: string): Promise<void> {
  const used = await db.selectFrom('font_faces').select('id').where('file', '=', path).limit(1).executeTakeFirst();
  if (!used) await rm(join(uploadsDir, path), { force: true });
}

function faceOf(row: { id: number; family: string; weight: number; style: FontStyle; format: FontFormat; file: string; size: number; original_name: string }): UploadedFontFace {
  return { id: row.id, family: row.family, weight: Number(row.weight), style: row.style, format: row.format, file: row.file, size: Number(row.size), originalName: row.original_name };
}
