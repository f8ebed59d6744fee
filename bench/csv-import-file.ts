/**
 * Writes a WooCommerce product export of every type for timing `shop import`:
 * `node bench/csv-import-file.ts <rows> <file.csv>`. Each block of 12 rows holds a grouped product
 * before the two simple products it names, a variable product's three variations before the product,
 * four more simple products (on sale, with stock, in categories) and an external product; every row has
 * a French name. Written line by line, so a file of millions of rows takes no memory to make.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const HEADER = [
  'ID', 'Type', 'SKU', 'Name', 'Name (fr)', 'Published', 'Short description', 'Description', 'In stock?', 'Stock', 'Sale price', 'Regular price',
  'Categories', 'Parent', 'Grouped products', 'External URL', 'Button text', 'Position',
  'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global',
];
const BLOCK = 12;

type Cells = Partial<Record<(typeof HEADER)[number], string | number>>;

const csvCell = (value: string | number | undefined) => {
  const text = value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rows of block `b` (ids from b * BLOCK + 1), in the order the file holds them. */
export function blockRows(b: number): Cells[] {
  const id = (offset: number) => b * BLOCK + offset + 1;
  const price = (offset: number) => (5 + ((id(offset) * 7919) % 200)).toFixed(2);
  const simple = (offset: number, sale: boolean): Cells => ({
    ID: id(offset), Type: 'simple', SKU: `SIM-${id(offset)}`, Name: `Walnut board ${id(offset)}`, 'Name (fr)': `Planche en noyer ${id(offset)}`,
    Published: 1, 'Short description': 'Made by hand, oiled.', Description: 'Solid walnut.\\nOiled with linseed.', 'In stock?': 1, Stock: id(offset) % 40,
    'Regular price': price(offset), ...(sale ? { 'Sale price': (Number(price(offset)) - 1).toFixed(2) } : {}), Categories: `Kitchen > Boards, Gifts ${b % 50}`,
  });
  return [
    { ID: id(0), Type: 'grouped', SKU: `SET-${id(0)}`, Name: `Board set ${id(0)}`, 'Name (fr)': `Lot de planches ${id(0)}`, Published: 1, 'Grouped products': `SIM-${id(1)}, id:${id(2)}`, Categories: 'Kitchen > Sets' },
    simple(1, false),
    simple(2, true),
    ...['S', 'M', 'L'].map((size, index): Cells => ({
      ID: id(3 + index), Type: 'variation', SKU: `TEE-${id(6)}-${size}`, Name: `Linen tee ${id(6)} - ${size}`, Published: 1, 'In stock?': 1, Stock: 5,
      'Regular price': (20 + index * 2).toFixed(2), Parent: `id:${id(6)}`, Position: index + 1, 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': size, 'Attribute 1 global': 1,
    })),
    { ID: id(6), Type: 'variable', SKU: `TEE-${id(6)}`, Name: `Linen tee ${id(6)}`, 'Name (fr)': `T-shirt en lin ${id(6)}`, Published: 1, 'Short description': 'Cool in summer.', Categories: 'Clothing > Tees',
      'Attribute 1 name': 'Size', 'Attribute 1 value(s)': 'S, M, L', 'Attribute 1 visible': 1, 'Attribute 1 global': 1 },
    simple(7, false),
    simple(8, b % 3 === 0),
    simple(9, false),
    simple(10, true),
    { ID: id(11), Type: 'external', SKU: `EXT-${id(11)}`, Name: `Cedar stool ${id(11)}`, 'Name (fr)': `Tabouret en cèdre ${id(11)}`, Published: 1, 'Regular price': price(11),
      'External URL': `https://maker.example/stool/${id(11)}`, 'Button text': 'Buy from the maker', Categories: 'Furniture' },
  ];
}

async function main(): Promise<void> {
  const [rowsText, path] = process.argv.slice(2);
  const rows = Number(rowsText);
  if (!path || !Number.isInteger(rows) || rows < 1) {
    console.error('Usage: node bench/csv-import-file.ts <rows> <file.csv>');
    process.exitCode = 1;
    return;
  }
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(HEADER.join(','));
  let written = 0;
  for (let b = 0; written < rows; b++) {
    for (const row of blockRows(b)) {
      if (written++ >= rows) break;
      await write(HEADER.map((column) => csvCell(row[column])).join(','));
    }
  }
  out.end();
  await once(out, 'finish');
  console.log(`Wrote ${rows} rows to ${path}`);
}

if (import.meta.filename === process.argv[1]) await main();
