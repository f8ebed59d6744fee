import { describe, expect, it } from 'vitest';
import { attributeNumbers, escapeCommas, parseProductRef, parseProductRefs, parseTypeList, readAttributeColumns, splitList } from './csv-import-kinds.ts';
import { checkCsvRow } from './csv-import-row.ts';

const cells = (values: Record<string, string>) => (column: string) => values[column] ?? '';

describe('WooCommerce type lists, references and attribute columns', () => {
  it('reads the type from a list with flags, in any case, and names an unknown one', () => {
    expect(parseTypeList('simple, virtual')).toEqual({ ok: true, type: 'simple' });
    expect(parseTypeList('virtual, downloadable')).toEqual({ ok: true, type: 'simple' });
    expect(parseTypeList('Variation, virtual')).toEqual({ ok: true, type: 'variation' });
    expect(parseTypeList('')).toEqual({ ok: true, type: 'simple' });
    expect(parseTypeList('external')).toEqual({ ok: true, type: 'external' });
    expect(parseTypeList('spaceship, virtual')).toEqual({ ok: false, unknown: 'spaceship' });
  });

  it('splits comma lists, keeping escaped commas inside items, and escapes them back', () => {
    expect(splitList('Cotton\\, organic, Wool ,, Silk')).toEqual(['Cotton, organic', 'Wool', 'Silk']);
    expect(splitList('')).toEqual([]);
    expect(splitList(['Cotton, organic', 'Wool'].map(escapeCommas).join(', '))).toEqual(['Cotton, organic', 'Wool']);
  });

  it('reads references to other products by id: or by SKU', () => {
    expect(parseProductRef('id:123')).toEqual({ ok: true, ref: { kind: 'id', id: 123 } });
    expect(parseProductRef(' ID: 7 ')).toEqual({ ok: true, ref: { kind: 'id', id: 7 } });
    expect(parseProductRef('HD-01')).toEqual({ ok: true, ref: { kind: 'sku', sku: 'HD-01' } });
    expect(parseProductRef('')).toEqual({ ok: true, ref: null });
    expect(parseProductRef('id:abc')).toEqual({ ok: false });
    expect(parseProductRef('id:0')).toEqual({ ok: false });
    expect(parseProductRef('id:99999999999999999999')).toEqual({ ok: false });
    expect(parseProductRefs('id:1, CAP-01, id:x, A\\,B')).toEqual({ refs: [{ kind: 'id', id: 1 }, { kind: 'sku', sku: 'CAP-01' }, { kind: 'sku', sku: 'A,B' }], bad: ['id:x'] });
  });

  it('reads numbered attribute columns, a variation\'s single value (blank is any) and reports bad flags', () => {
    expect(attributeNumbers(['Name', 'Attribute 2 name', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute x name'])).toEqual([1, 2]);
    const product = readAttributeColumns(
      cells({ 'Attribute 1 name': 'Color', 'Attribute 1 value(s)': 'Blue, Red, Blue', 'Attribute 1 global': '1', 'Attribute 2 name': 'Logo', 'Attribute 2 value(s)': 'Yes\\, big, No', 'Attribute 2 visible': '0' }),
      [1, 2, 3],
      false,
    );
    expect(product).toEqual({
      attributes: [
        { name: 'Color', values: ['Blue', 'Red'], visible: true, global: true },
        { name: 'Logo', values: ['Yes, big', 'No'], visible: false, global: false },
      ],
      problems: [],
    });
    const variation = readAttributeColumns(cells({ 'Attribute 1 name': 'Color', 'Attribute 1 value(s)': 'Blue\\, dark', 'Attribute 2 name': 'Logo' }), [1, 2], true);
    expect(variation.attributes.map((attribute) => attribute.values)).toEqual([['Blue, dark'], []]);
    const bad = readAttributeColumns(cells({ 'Attribute 1 name': 'Co<b>lor', 'Attribute 1 visible': 'yes', 'Attribute 1 global': '2', 'Attribute 2 value(s)': 'x', 'Attribute 3 name': 'co<b>lor' }), [1, 2, 3], false);
    expect(bad.problems).toEqual([
      'Attribute 1 name: the name may not contain HTML tags; it is shown as plain text',
      'Attribute 1 visible must be 1 or 0',
      'Attribute 1 global must be 1 or 0',
      'Attribute 2 value(s) has values but Attribute 2 name is empty',
      'Attribute 3 name: the name may not contain HTML tags; it is shown as plain text',
      'Attribute 3 name names an attribute an earlier column names',
    ]);
  });

  it('checks a row\'s type columns: a variation needs its product, an external product its address', () => {
    const columns = new Set(['ID', 'Type', 'SKU', 'Name', 'Regular price', 'Parent', 'Grouped products', 'External URL', 'Button text', 'Position']);
    const variation = checkCsvRow({ ID: '31', Type: 'variation', SKU: 'V-1', Name: '', 'Regular price': '', Parent: 'id:30', Position: '2' }, 3, columns, 'USD');
    expect(variation.kind === 'ok' && variation.row).toEqual({ type: 'variation', fileId: 31, parent: { kind: 'id', id: 30 }, grouped: [], external: null, position: 2, priceGiven: false });
    expect(checkCsvRow({ Type: 'variation', SKU: 'V-2', Name: 'x', 'Regular price': '5' }, 4, columns, 'USD')).toEqual({
      kind: 'error',
      message: "Row 4 (SKU V-2): Parent: a variation needs its product (id:<number> or the product's SKU)",
    });
    const grouped = checkCsvRow({ Type: 'grouped', Name: 'Set', 'Regular price': '', 'Grouped products': 'id:2, CAP' }, 5, columns, 'USD');
    expect(grouped.kind === 'ok' && grouped.row.grouped).toEqual([{ kind: 'id', id: 2 }, { kind: 'sku', sku: 'CAP' }]);
    expect(checkCsvRow({ ID: 'x', Type: 'external', Name: 'Flag', 'Regular price': '5', 'External URL': 'javascript:alert(1)', Position: '1.5' }, 6, columns, 'USD')).toEqual({
      kind: 'error',
      message: "Row 6 (\"Flag\"): ID 'x' must be a whole number; External URL 'javascript:alert(1)': Enter a full web address starting with http:// or https://; Position '1.5' must be a whole number from -1000000 to 1000000",
    });
    const external = checkCsvRow({ Type: 'external', Name: 'Flag', 'Regular price': '5', 'External URL': 'https://flags.example/a' }, 7, columns, 'USD');
    expect(external.kind === 'ok' && external.row.external).toEqual({ url: 'https://flags.example/a', buttonText: 'Buy product' });
  });
});
