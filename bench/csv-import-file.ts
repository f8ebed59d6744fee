/**
 * Writes a WooCommerce product export of every type for timing `shop import`:
 * `node bench/csv-import-file.ts <products> <file.csv>`. Each block of 20 products holds, in the order a
 * shop's export lists them, 16 simple products (on sale, with stock, in categories), a grouped product
 * naming three of them (by SKU and by `id:`), two variable products each followed by its variation rows
 * (three sizes of a global `Size` attribute, their product named by `id:`; five colours of the product's
 * own `Colour` attribute, their product named by its SKU) and an external product: 80 % simple, 10 %
 * variable, 5 % grouped, 5 % external, and 8 variation rows, so 100,000 products are 140,000 rows. Every
 * product but the variations has a French name; one product in 1,000 names an image that cannot be read
 * (a private address), which the report lists. Written line by line, so a file of millions of rows takes
 * no memory to make.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const HEADER = [
  'ID', 'Type', 'SKU', 'Name', 'Name (fr)', 'Published', 'Short description', 'Description', 'In stock?', 'Stock', 'Sale price', 'Regular price',
  'Categories', 'Images', 'Parent', 'Grouped products', 'External URL', 'Button text', 'Position',
  'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global',
];
/** Products a block holds, and the rows (variations among them). */
const BLOCK_PRODUCTS = 20;
const BLOCK_ROWS = 28;
const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Red', 'Blue', 'Green', 'Black', 'White'];
/** Where an image can never be read: refused before any connection, as a private address. */
const UNREADABLE_IMAGE = 'http://127.0.0.1/uploads/missing.jpg';

type Cells = Partial<Record<(typeof HEADER)[number], string | number>>;

const csvCell = (value: string | number | undefined) => {
  const text = value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rows of block `b` (ids from b * BLOCK_ROWS + 1), in the order the file holds them. */
export function blockRows(b: number): Cells[] {
  const id = (offset: number) => b * BLOCK_ROWS + offset + 1;
  const price = (offset: number) => (5 + ((id(offset) * 7919) % 200)).toFixed(2);
  const image = (offset: number) => ((b * BLOCK_PRODUCTS + offset) % 1000 === 500 ? { Images: UNREADABLE_IMAGE } : {});
  const simple = (offset: number): Cells => ({
    ID: id(offset), Type: 'simple', SKU: `SIM-${id(offset)}`, Name: `Walnut board ${id(offset)}`, 'Name (fr)': `Planche en noyer ${id(offset)}`,
    Published: 1, 'Short description': 'Made by hand, oiled.', Description: 'Solid walnut.\\nOiled with linseed.', 'In stock?': 1, Stock: id(offset) % 40,
    'Regular price': price(offset), ...(offset % 3 === 0 ? { 'Sale price': (Number(price(offset)) - 1).toFixed(2) } : {}), Categories: `Kitchen > Boards, Gifts ${b % 50}`,
    ...image(offset),
  });
  const variations = (parent: number, parentRef: string, attribute: string, values: string[], global: boolean): Cells[] =>
    values.map((value, index) => ({
      ID: id(parent + 1 + index), Type: 'variation', SKU: `VAR-${id(parent)}-${value}`, Name: `Linen tee ${id(parent)} - ${value}`, Published: 1, 'In stock?': 1, Stock: 5,
      'Regular price': (20 + index * 2).toFixed(2), ...(index === 1 ? { 'Sale price': '19.00' } : {}), Parent: parentRef, Position: index + 1,
      'Attribute 1 name': attribute, 'Attribute 1 value(s)': value, 'Attribute 1 global': global ? 1 : 0,
    }));
  const variable = (offset: number, attribute: string, values: string[], global: boolean): Cells => ({
    ID: id(offset), Type: 'variable', SKU: `TEE-${id(offset)}`, Name: `Linen tee ${id(offset)}`, 'Name (fr)': `T-shirt en lin ${id(offset)}`, Published: 1, 'Short description': 'Cool in summer.',
    Categories: 'Clothing > Tees', 'Attribute 1 name': attribute, 'Attribute 1 value(s)': values.join(', '), 'Attribute 1 visible': 1, 'Attribute 1 global': global ? 1 : 0,
  });
  // Row offsets: simple 0-15, grouped 16, variable 17 (variations 18-20), variable 21 (variations 22-26), external 27.
  return [
    ...Array.from({ length: 16 }, (_, offset) => simple(offset)),
    { ID: id(16), Type: 'grouped', SKU: `SET-${id(16)}`, Name: `Board set ${id(16)}`, 'Name (fr)': `Lot de planches ${id(16)}`, Published: 1,
      'Grouped products': `SIM-${id(1)}, id:${id(2)}, SIM-${id(3)}`, Categories: 'Kitchen > Sets' },
    variable(17, 'Size', SIZES, true),
    ...variations(17, `id:${id(17)}`, 'Size', SIZES, true),
    variable(21, 'Colour', COLOURS, false),
    ...variations(21, `TEE-${id(21)}`, 'Colour', COLOURS, false),
    { ID: id(27), Type: 'external', SKU: `EXT-${id(27)}`, Name: `Cedar stool ${id(27)}`, 'Name (fr)': `Tabouret en cèdre ${id(27)}`, Published: 1, 'Regular price': price(27),
      'External URL': `https://maker.example/stool/${id(27)}`, 'Button text': 'Buy from the maker', Categories: 'Furniture' },
  ];
}

async function main(): Promise<void> {
  const [productsText, path] = process.argv.slice(2);
  const products = Number(productsText);
  if (!path || !Number.isInteger(products) || products < 1) {
    console.error('Usage: node bench/csv-import-file.ts <products> <file.csv>');
    process.exitCode = 1;
    return;
  }
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(HEADER.join(','));
  let rows = 0;
  // Whole blocks, then the first products of one more: a variable product comes with all its variations.
  let left = products;
  for (let b = 0; left > 0; b++) {
    for (const row of blockRows(b)) {
      if (row.Type !== 'variation') {
        if (left === 0) break;
        left--;
      }
      rows++;
      await write(HEADER.map((column) => csvCell(row[column])).join(','));
    }
  }
  out.end();
  await once(out, 'finish');
  console.log(`Wrote ${products} products in ${rows} rows to ${path}`);
}

if (import.meta.filename === process.argv[1]) await main();
