import { once } from 'node:events';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../cli/import.ts';
import { hasControlCharacters } from '../core/shared/validation.ts';
import { importProductCsv, type StoreImageFn } from '../core/catalog/csv-import.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { csvStream } from './fixtures/csv-stream.ts';

/** Stands in for the image pipeline: records the bytes it was given. */
function fakeStore(stored: string[]): StoreImageFn {
  return async (input, { stem }) => {
    stored.push(input.toString('utf8'));
    return { file: `${stem}-${stored.length}`, width: 600, height: 400, sizes: [300, 600] };
  };
}

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

describe.each(DIALECTS)('CSV import of a hostile file on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let dir: string;
  let imagesDir: string;
  let csvPath: string;
  let csv: string;
  let server: Server;
  let contacted: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-hostile-'));
    imagesDir = join(dir, 'images');
    await mkdir(imagesDir);
    await writeFile(join(imagesDir, 'lamp.jpg'), 'lamp-bytes');
    await writeFile(join(dir, 'secret.txt'), 'secret-bytes');
    await symlink(join(dir, 'secret.txt'), join(imagesDir, 'leak.jpg'));
    // A service on the shop's own host that an image URL must never reach.
    contacted = [];
    server = createServer((request, response) => {
      contacted.push(request.url ?? '');
      response.end('internal-bytes');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const rows = [
      ['SKU', 'Name', 'Regular price', 'Description', 'Images'],
      ['GOOD-01', 'Good Lamp', '10.00', 'Bright.', 'lamp.jpg'],
      ['NUL-01', 'Evil\u0000Lamp', '10.00', '', ''],
      ['XSS-01', '<script>alert(1)</script>', '10.00', '', ''],
      ['PATH-01', 'Path Lamp', '11.00', '', '../secret.txt'],
      ['ABS-01', 'Absolute Lamp', '11.00', '', join(dir, 'secret.txt')],
      ['LINK-01', 'Link Lamp', '11.00', '', 'leak.jpg'],
      ['FILE-01', 'File Lamp', '12.00', '', 'file:///etc/passwd'],
      ['LOOP-01', 'Loopback Lamp', '13.00', '', `http://127.0.0.1:${port}/lamp.png`],
      ['MAP-01', 'Mapped Lamp', '13.00', '', `http://[::ffff:127.0.0.1]:${port}/lamp.png`],
      ['META-01', 'Metadata Lamp', '14.00', '', 'http://169.254.169.254/latest/meta-data/'],
      ['DESC-01', 'Described Lamp', '15.00', '<script>alert(1)</script>\u0000 Warm light.', ''],
      ['ESC-01\u001b[2J', 'Escaping Lamp', '15.00', '', ''],
    ];
    csv = `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
    csvPath = join(dir, 'products.csv');
    await writeFile(csvPath, csv);
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const expectedErrors = [
    'Row 3 (SKU NUL-01): Name \'Evil\\u0000Lamp\': The name may not contain control characters (such as tabs or line breaks)',
    "Row 4 (SKU XSS-01): Name '<script>alert(1)</script>': The name may not contain HTML tags; it is shown as plain text",
    "Row 13 (SKU ESC-01\\u001b[2J): SKU 'ESC-01\\u001b[2J': The SKU may not contain quotes, angle brackets or control characters",
  ];

  it('imports the good rows, refuses the hostile ones row by row, and reads or fetches nothing it may not', async () => {
    const stored: string[] = [];
    const report = await importProductCsv(database.db, csvStream(csv), { imagesDir, uploadsDir: dir, storeImage: fakeStore(stored) });
    expect(report).toMatchObject({ rows: 12, created: 9, updated: 0, failed: 3, errors: expectedErrors });
    expect(report.warnings).toEqual([
      "Row 5 (SKU PATH-01): image '../secret.txt' was not imported (outside the images directory)",
      `Row 6 (SKU ABS-01): image '${join(dir, 'secret.txt')}' was not imported (outside the images directory)`,
      "Row 7 (SKU LINK-01): image 'leak.jpg' was not imported (outside the images directory (through a link))",
      "Row 8 (SKU FILE-01): image 'file:///etc/passwd' was not imported (only http and https addresses are fetched, not file)",
      `Row 9 (SKU LOOP-01): image 'http://127.0.0.1:${(server.address() as AddressInfo).port}/lamp.png' was not imported (127.0.0.1 is not a public address)`,
      `Row 10 (SKU MAP-01): image 'http://[::ffff:127.0.0.1]:${(server.address() as AddressInfo).port}/lamp.png' was not imported (::ffff:7f00:1 is not a public address)`,
      "Row 11 (SKU META-01): image 'http://169.254.169.254/latest/meta-data/' was not imported (169.254.169.254 is not a public address)",
    ]);
    expect(stored).toEqual(['lamp-bytes']);
    expect(contacted).toEqual([]);

    const products = await database.db.selectFrom('products').select(['sku', 'name', 'description']).orderBy('sku').execute();
    expect(products.map((product) => product.sku)).toEqual(['ABS-01', 'DESC-01', 'FILE-01', 'GOOD-01', 'LINK-01', 'LOOP-01', 'MAP-01', 'META-01', 'PATH-01']);
    // A description is HTML, sanitised when stored: the script is gone, the words stay.
    expect(products.find((product) => product.sku === 'DESC-01')?.description).toBe('<p>Warm light.</p>');
    for (const product of products) expect(hasControlCharacters(`${product.name}${product.description.replace(/[\n\t]/g, '')}`)).toBe(false);
    const images = await database.db.selectFrom('product_images').innerJoin('products', 'products.id', 'product_images.product_id').select(['sku', 'file']).execute();
    expect(images).toEqual([{ sku: 'GOOD-01', file: 'good-lamp-1' }]);
  });

  it('refuses local paths altogether without an images directory, and says so per row', async () => {
    const report = await importProductCsv(database.db, csvStream('SKU,Name,Regular price,Images\nGOOD-01,Good Lamp,10.00,lamp.jpg\n'), { uploadsDir: dir, storeImage: fakeStore([]) });
    expect(report).toMatchObject({ updated: 1, failed: 0 });
    expect(report.warnings).toEqual(["Row 2 (SKU GOOD-01): image 'lamp.jpg' was not imported (local paths are read only from the images directory, and none was given (--images-dir))"]);
  });

  it('prints the refused rows from the command line, imports the rest and ends with a failure code', async () => {
    const printed: string[] = [];
    const stored: string[] = [];
    const dryRun = await runImport(database.db, { name: 'import', file: csvPath, dryRun: true, imagesDir }, { uploadsDir: dir, print: (line) => printed.push(line), storeImage: fakeStore(stored) });
    expect(dryRun).toBe(1);
    expect(printed).toEqual(
      expect.arrayContaining([
        ...expectedErrors.map((line) => `  ${line}`),
        "  Row 5 (SKU PATH-01): image '../secret.txt' would not be imported (outside the images directory)",
        "  Row 7 (SKU LINK-01): image 'leak.jpg' would not be imported (outside the images directory (through a link))",
        "  Row 8 (SKU FILE-01): image 'file:///etc/passwd' would not be imported (only http and https addresses are fetched, not file)",
        'Dry run, nothing written. 12 rows: 0 would be created, 9 would be updated, 0 skipped, 3 failed, 7 warnings.',
      ]),
    );
    printed.length = 0;
    const code = await runImport(database.db, { name: 'import', file: csvPath, dryRun: false, imagesDir }, { uploadsDir: dir, print: (line) => printed.push(line), storeImage: fakeStore(stored) });
    expect(code).toBe(1);
    expect(printed.at(-1)).toBe('12 rows: 0 created, 9 updated, 0 skipped, 3 failed, 7 warnings.');
    expect(printed).toEqual(expect.arrayContaining(expectedErrors.map((line) => `  ${line}`)));
    for (const line of printed) expect(hasControlCharacters(line)).toBe(false);
    expect(stored).toEqual(['lamp-bytes']);
    expect(contacted).toEqual([]);
  });

  it('stops before reading the file when the images directory does not exist', async () => {
    const errors: string[] = [];
    const code = await runImport(database.db, { name: 'import', file: csvPath, dryRun: false, imagesDir: join(dir, 'nope') }, { uploadsDir: dir, printError: (line) => errors.push(line) });
    expect(code).toBe(1);
    expect(errors).toEqual([`Cannot use ${join(dir, 'nope')} as the images directory: ENOENT`]);
  });
});
