import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getContentVersion } from '../core/settings/settings.ts';
import { addFontFace, deleteFontFace, listFontFaces } from '../core/theme/font-library.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { testWoff, testWoff2 } from './fixtures/fonts.ts';

describe.each(DIALECTS)('the font library’s store on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'vitrine-fonts-'));
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const add = (family: string, weight: string, style: string, bytes: Buffer = testWoff2(family)) => addFontFace(database.db, uploadsDir, { bytes, fileName: `${family}.woff2`, family, weight, style });

  it('lists families case aside, each face normal before italic, lighter before bolder; every change a new content version', async () => {
    const before = await getContentVersion(database.db);
    for (const [family, weight, style] of [['zeta', '700', 'normal'], ['Alpha', '700', 'italic'], ['Alpha', '400', 'italic'], ['Alpha', '700', 'normal'], ['beta Sans', '100', 'normal']] as const) {
      expect((await add(family, weight, style, testWoff2(`${family}${weight}${style}`))).ok).toBe(true);
    }
    expect(await getContentVersion(database.db)).not.toBe(before);
    expect((await listFontFaces(database.db)).map((face) => `${face.family} ${face.weight} ${face.style}`)).toEqual([
      'Alpha 700 normal',
      'Alpha 400 italic',
      'Alpha 700 italic',
      'beta Sans 100 normal',
      'zeta 700 normal',
    ]);
  });

  it('keeps one file for the same bytes under two faces, until the last of them is deleted', async () => {
    const bytes = testWoff('Shared');
    const first = await add('Shared One', '400', 'normal', bytes);
    const second = await add('Shared Two', '400', 'normal', bytes);
    if (!first.ok || !second.ok) throw new Error('both faces should be added');
    expect(first.face.file).toBe(second.face.file);
    expect(first.face.file).toMatch(/^fonts\/[0-9a-f]{32}\.woff$/);
    const path = join(uploadsDir, first.face.file);

    const version = await getContentVersion(database.db);
    expect((await deleteFontFace(database.db, uploadsDir, first.face.id))?.family).toBe('Shared One');
    expect(await getContentVersion(database.db)).not.toBe(version);
    expect(existsSync(path)).toBe(true);
    await deleteFontFace(database.db, uploadsDir, second.face.id);
    expect(existsSync(path)).toBe(false);
    expect(await deleteFontFace(database.db, uploadsDir, second.face.id)).toBeUndefined();
    expect(await deleteFontFace(database.db, uploadsDir, -1)).toBeUndefined();
  });

  it('writes nothing for a refused upload, and keeps the file another face uses when a duplicate is refused', async () => {
    const refused = await addFontFace(database.db, uploadsDir, { bytes: Buffer.from('not a font'), fileName: 'x.woff2', family: 'Nope', weight: '400', style: 'normal' });
    expect(refused).toEqual({ ok: false, errors: { font_file: 'This is not a WOFF2 or WOFF font file (its contents say so, whatever its name). Convert the font to WOFF2 first.' } });
    const kept = await add('Kept', '400', 'normal');
    if (!kept.ok) throw new Error('the face should be added');
    const duplicate = await add('KEPT', '400', 'normal', testWoff2('Kept'));
    expect(duplicate).toEqual({ ok: false, errors: { font_weight: 'Kept already has a regular (400) normal face: delete that face first to replace it.' } });
    expect(existsSync(join(uploadsDir, kept.face.file))).toBe(true);
    expect((await listFontFaces(database.db)).filter((face) => face.family === 'Kept')).toHaveLength(1);
  });
});
