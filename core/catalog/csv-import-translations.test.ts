import { describe, expect, it } from 'vitest';
import { checkRowTranslations, findTranslationColumns } from './csv-import-translations.ts';

const LOCALES = { default: 'en', others: ['fr', 'de'] } as const;

describe('translated columns of a product export', () => {
  it('finds "Name (fr)", "Short description (de)" and "Description (fr)", whatever the case, and leaves other columns alone', () => {
    const { columns, errors } = findTranslationColumns(['Name', 'Name (fr)', 'short description (de)', 'Description(fr)', 'Categories (fr)', 'Meta: _color (fr)'], LOCALES);
    expect(columns).toEqual([
      { column: 'Name (fr)', field: 'name', locale: 'fr' },
      { column: 'short description (de)', field: 'short_description', locale: 'de' },
      { column: 'Description(fr)', field: 'description', locale: 'fr' },
    ]);
    expect(errors).toEqual([]);
  });

  it('names a column in a locale the shop does not speak, without stopping', () => {
    expect(findTranslationColumns(['Name (es)', 'Description (xx-YY-zz-!!)'], LOCALES).errors).toEqual([
      `Column "Name (es)": 'es' is not one of the shop's other locales (fr, de); column ignored`,
      `Column "Description (xx-YY-zz-!!)": 'xx-YY-zz-!!' is not one of the shop's other locales (fr, de); column ignored`,
    ]);
  });

  it('reads a row’s cells, turning the export’s \\n into line breaks in descriptions only (HTML, as the description’s own)', () => {
    const columns = findTranslationColumns(['Name (fr)', 'Description (fr)'], LOCALES).columns;
    expect(checkRowTranslations({ 'Name (fr)': ' Lampe ', 'Description (fr)': 'Une.\\nDeux.' }, columns)).toEqual({ translations: { fr: { name: 'Lampe', description: '<p>Une.<br />\nDeux.</p>' } }, problems: [] });
    expect(checkRowTranslations({ 'Name (fr)': 'Lampe<br>', 'Description (fr)': '' }, columns).problems).toEqual(['Name (fr): The name may not contain HTML tags; it is shown as plain text']);
  });
});
