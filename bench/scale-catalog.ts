/**
 * Grows a seeded shop's SQLite catalogue to a given size for `npm run bench:scale`: products of every
 * listed type in the demo's categories, a variable product every twentieth with three variations, a
 * French name for every fifth, and each product's picture one of the demo's. Rows are written straight
 * into the tables, in large transactions (the CSV import's checks would take longer than the measuring);
 * the database's own triggers keep the category counts as they keep them for every writer.
 */
import { DatabaseSync } from 'node:sqlite';

/** Words product names are made of, so searches find tens, hundreds or thousands of products. */
export const MATERIALS = ['walnut', 'oak', 'ash', 'linen', 'wool', 'stoneware', 'enamel', 'brass', 'copper', 'cedar', 'maple', 'felt', 'cotton', 'glass', 'clay', 'birch'];
export const THINGS = ['board', 'bowl', 'mug', 'lamp', 'stool', 'throw', 'basket', 'vase', 'tray', 'jar', 'spoon', 'shelf', 'apron', 'candle', 'plate', 'hook'];
const BATCH = 5_000;

export interface GrowthReport {
  added: number;
  variations: number;
  seconds: number;
}

/** Adds products until the catalogue lists `target` products (variations not counted). */
export function growCatalog(path: string, target: number): GrowthReport {
  const started = performance.now();
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA foreign_keys = ON');
  // A million products' indexes are written in random places: a page cache of 1 GiB keeps them in memory.
  db.exec('PRAGMA cache_size = -1048576');
  const listed = Number((db.prepare("select count(*) n from products where type <> 'variation'").get() as { n: number }).n);
  const categories = (db.prepare('select id from categories order by id').all() as { id: number }[]).map((row) => row.id);
  const image = db.prepare('select file, width, height, sizes from product_images order by id limit 1').get() as { file: string; width: number; height: number; sizes: string } | undefined;
  const insertProduct = db.prepare(`insert into products
      (slug, sku, name, status, short_description, description, regular_price, sale_price, price, max_price, stock, stock_status,
       total_sales, average_rating, rating_count, created_at, updated_at, type, parent_id, menu_order)
      values (?, ?, ?, 'publish', ?, ?, ?, ?, ?, ?, null, 'instock', ?, 0, 0, ?, ?, ?, ?, 0) returning id`);
  const link = db.prepare('insert into product_categories (product_id, category_id) values (?, ?)');
  const picture = db.prepare("insert into product_images (product_id, position, file, alt, width, height, sizes) values (?, 0, ?, '', ?, ?, ?)");
  const translate = db.prepare("insert into product_translations (product_id, locale, name, short_description, description) values (?, 'fr', ?, '', '')");

  let added = 0;
  let variations = 0;
  const start = Date.parse('2024-01-01T00:00:00Z');
  while (listed + added < target) {
    db.exec('BEGIN');
    const end = Math.min(target - listed - added, BATCH);
    for (let index = 0; index < end; index++) {
      const n = listed + added + 1;
      const material = MATERIALS[n % MATERIALS.length]!;
      const thing = THINGS[Math.floor(n / MATERIALS.length) % THINGS.length]!;
      const name = `${capitalise(material)} ${thing} ${n}`;
      const regular = 500 + ((n * 7919) % 20_000);
      const onSale = n % 9 === 0;
      const price = onSale ? Math.round(regular * 0.8) : regular;
      const at = new Date(start + n * 60_000).toISOString();
      const variable = n % 20 === 0;
      const row = insertProduct.get(
        `scale-${material}-${thing}-${n}`,
        `SC-${n}`,
        name,
        `A ${material} ${thing}, made by hand.`,
        `This ${material} ${thing} is number ${n} of the scale catalogue.`,
        regular,
        onSale && !variable ? price : null,
        price,
        variable ? price + 1500 : null,
        (n * 31) % 500,
        at,
        at,
        variable ? 'variable' : 'simple',
        null,
      ) as { id: number };
      link.run(row.id, categories[n % categories.length]!);
      if (image) picture.run(row.id, image.file, image.width, image.height, image.sizes);
      if (n % 5 === 0) translate.run(row.id, `${name} (fr)`);
      if (variable) {
        for (let option = 0; option < 3; option++) {
          insertProduct.get(`scale-${material}-${thing}-${n}-${option}`, `SC-${n}-${option}`, `${name} - ${option + 1}`, '', '', price + option * 750, null, price + option * 750, null, 0, at, at, 'variation', row.id);
          variations++;
        }
      }
      added++;
    }
    db.exec('COMMIT');
  }
  // As an import leaves it (db/text-index-upkeep.ts), the text index in one segment: done here at once,
  // not by the shop's first start, which must be ready within its start-up time.
  db.exec("insert into product_search (product_search) values ('optimize')");
  db.exec('PRAGMA optimize = 0x10002');
  db.close();
  return { added, variations, seconds: (performance.now() - started) / 1000 };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
