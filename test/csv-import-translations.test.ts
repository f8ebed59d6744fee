import { describe, expect, it } from 'vitest';
import { importProductCsv, type ImportOptions } from '../core/catalog/csv-import.ts';
import { productInLocale } from '../core/i18n/content-reads.ts';
import { getTranslations } from '../core/i18n/content-translations.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

const OPTIONS: ImportOptions = {
  uploadsDir: '/nonexistent',
  storeImage: () => Promise.reject(new Error('no images in these files')),
  locales: { default: 'en', others: ['fr', 'de'] },
};

const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n');

describe.each(DIALECTS)('translated columns of the CSV import on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const idOf = async (sku: string) => (await database.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

  it('reads "Name (fr)", "Short description (de)" and "Description (fr)" into the product’s translations', async () => {
    const report = await importProductCsv(
      database.db,
      csvStream(csv([
        ['SKU', 'Name', 'Regular price', 'Short description', 'Description', 'Name (fr)', 'Short description (de)', 'Description (fr)', 'Name (de)'],
        ['TR-01', 'Linen Apron', '32.00', 'Keeps you clean.', 'Heavy linen.\\nTwo pockets.', 'Tablier en lin', 'Hält sauber.', 'Lin épais.\\nDeux poches.', ''],
        ['TR-02', 'Tea Towel', '12.00', 'Soaks it up.', '', '', '', '', 'Geschirrtuch'],
      ])),
      OPTIONS,
    );
    expect(report).toMatchObject({ created: 2, failed: 0, errors: [] });
    const apron = await idOf('TR-01');
    expect(await getTranslations(database.db, 'product', apron)).toEqual({
      fr: { name: 'Tablier en lin', short_description: '', description: '<p>Lin épais.<br />\nDeux poches.</p>' },
      de: { name: '', short_description: '<p>Hält sauber.</p>', description: '' },
    });
    // What is not translated falls back: the French short description is the English one.
    expect(await productInLocale(database.db, apron, { locale: 'fr', defaultLocale: 'en' })).toMatchObject({ name: 'Tablier en lin', short_description: '<p>Keeps you clean.</p>' });
    expect(await getTranslations(database.db, 'product', await idOf('TR-02'))).toEqual({ de: { name: 'Geschirrtuch', short_description: '', description: '' } });
  });

  it('updates only the translated fields the file has columns for', async () => {
    const report = await importProductCsv(database.db, csvStream(csv([['SKU', 'Name', 'Regular price', 'Short description (fr)'], ['TR-01', 'Linen Apron', '34.00', 'Vous garde propre.']])), OPTIONS);
    expect(report).toMatchObject({ updated: 1, failed: 0 });
    expect((await getTranslations(database.db, 'product', await idOf('TR-01'))).fr).toEqual({ name: 'Tablier en lin', short_description: '<p>Vous garde propre.</p>', description: '<p>Lin épais.<br />\nDeux poches.</p>' });
  });

  it('reports a column in a locale the shop does not speak and imports the rest', async () => {
    const report = await importProductCsv(
      database.db,
      csvStream(csv([
        ['SKU', 'Name', 'Regular price', 'Name (es)', 'Name (en)', 'Description (fr)'],
        ['TR-03', 'Bread Board', '28.00', 'Tabla de pan', 'Bread Board', 'Planche à pain en chêne.'],
      ])),
      OPTIONS,
    );
    expect(report).toMatchObject({ created: 1, failed: 0 });
    expect(report.errors).toEqual([
      `Column "Name (es)": 'es' is not one of the shop's other locales (fr, de); column ignored`,
      `Column "Name (en)": en is the shop's default locale, whose text is in the "Name" column; column ignored`,
    ]);
    expect(await getTranslations(database.db, 'product', await idOf('TR-03'))).toEqual({ fr: { name: '', short_description: '', description: '<p>Planche à pain en chêne.</p>' } });

    const oneLanguage = await importProductCsv(database.db, csvStream(csv([['SKU', 'Name', 'Regular price', 'Name (fr)'], ['TR-04', 'Jam Jar', '6.00', 'Pot à confiture']])), { ...OPTIONS, locales: { default: 'en', others: [] } });
    expect(oneLanguage).toMatchObject({ created: 1, failed: 0 });
    expect(oneLanguage.errors).toEqual([`Column "Name (fr)": the shop has no other locales (store.locales in the config); column ignored`]);
  });

  it('refuses a row whose translation breaks the field’s rule, naming the column, and saves nothing of it', async () => {
    const report = await importProductCsv(
      database.db,
      csvStream(csv([
        ['SKU', 'Name', 'Regular price', 'Name (fr)', 'Short description (de)'],
        ['TR-05', 'Soap Dish', '18.00', 'Porte-savon <script>', 'ok'],
        ['TR-06', 'Sponge', '9.00', 'Éponge', 'x'.repeat(2001)],
        ['TR-07', 'Candle', '20.00', 'Bougie', 'Kerze'],
      ])),
      OPTIONS,
    );
    expect(report).toMatchObject({ created: 1, failed: 2 });
    expect(report.errors).toEqual([
      'Row 2 (SKU TR-05): Name (fr): The name may not contain HTML tags; it is shown as plain text',
      'Row 3 (SKU TR-06): Short description (de): Keep the short description under 2,000 characters',
    ]);
    expect(await database.db.selectFrom('products').select('id').where('sku', 'in', ['TR-05', 'TR-06']).execute()).toEqual([]);
    expect((await getTranslations(database.db, 'product', await idOf('TR-07'))).de?.short_description).toBe('<p>Kerze</p>');
  });
});
