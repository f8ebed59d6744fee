/**
 * The PostgreSQL twin of bench/scale-catalog.ts: the same products (names, prices, dates, a variable
 * product every twentieth with three variations, a French name every fifth, the demo's categories and a
 * picture), written set by set with `generate_series` rather than row by row, each batch one statement
 * whose data-modifying parts add the product, its category, picture, translation and variations. The
 * database's own triggers keep the counts and the text index as they do for every writer.
 */
import pg from 'pg';
import { MATERIALS, THINGS, type GrowthReport } from './scale-catalog.ts';

const BATCH = 50_000;

export async function growCatalogPostgres(url: string, target: number): Promise<GrowthReport> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const listed = Number((await client.query<{ n: string }>("select count(*) as n from products where type <> 'variation'")).rows[0]?.n ?? 0);
    const categories = (await client.query<{ id: number }>('select id from categories order by id')).rows.map((row) => row.id);
    const image = (await client.query<{ file: string; width: number; height: number; sizes: string }>('select file, width, height, sizes from product_images order by id limit 1')).rows[0];
    let added = 0;
    let variations = 0;
    while (listed + added < target) {
      const first = listed + added + 1;
      const last = Math.min(target, first + BATCH - 1);
      const result = await client.query<{ products: string; variations: string }>(GROW_SQL, [
        first,
        last,
        MATERIALS,
        THINGS,
        categories,
        image?.file ?? null,
        image?.width ?? 0,
        image?.height ?? 0,
        image?.sizes ?? '[]',
      ]);
      added += Number(result.rows[0]?.products ?? 0);
      variations += Number(result.rows[0]?.variations ?? 0);
    }
    // The GIN indexes' pending entries moved in, and the planner told of the new rows, as the shop does after an import.
    await client.query('VACUUM ANALYZE');
    return { added, variations, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** One batch: numbers $1..$2, words $3 and $4, categories $5, the picture $6..$9. */
const GROW_SQL = `
with numbered as (
  select n,
    ($3::text[])[1 + n % cardinality($3::text[])] as material,
    ($4::text[])[1 + (n / cardinality($3::text[])) % cardinality($4::text[])] as thing,
    500 + (n * 7919) % 20000 as regular,
    n % 9 = 0 as on_sale,
    n % 20 = 0 as variable,
    to_char(timestamp '2024-01-01' + n * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
  from generate_series($1::int, $2::int) as n
), priced as (
  select *, initcap(material) || ' ' || thing || ' ' || n as name,
    case when on_sale then round(regular * 0.8)::int else regular end as price
  from numbered
), added as (
  insert into products (slug, sku, name, status, short_description, description, regular_price, sale_price, price, max_price,
    stock, stock_status, total_sales, average_rating, rating_count, created_at, updated_at, type, parent_id, menu_order)
  select 'scale-' || material || '-' || thing || '-' || n, 'SC-' || n, name, 'publish',
    'A ' || material || ' ' || thing || ', made by hand.', 'This ' || material || ' ' || thing || ' is number ' || n || ' of the scale catalogue.',
    regular, case when on_sale and not variable then price end, price, case when variable then price + 1500 end,
    null, 'instock', (n * 31) % 500, 0, 0, at, at, case when variable then 'variable' else 'simple' end, null, 0
  from priced
  returning id, sku, name, price, created_at, type
), keyed as (
  select added.*, substr(sku, 4)::int as n from added
), linked as (
  insert into product_categories (product_id, category_id)
  select id, ($5::int[])[1 + n % cardinality($5::int[])] from keyed
  returning 1
), pictured as (
  insert into product_images (product_id, position, file, alt, width, height, sizes)
  select id, 0, $6, '', $7, $8, $9 from keyed where $6::text is not null
  returning 1
), translated as (
  insert into product_translations (product_id, locale, name, short_description, description)
  select id, 'fr', name || ' (fr)', '', '' from keyed where n % 5 = 0
  returning 1
), varied as (
  insert into products (slug, sku, name, status, short_description, description, regular_price, sale_price, price, max_price,
    stock, stock_status, total_sales, average_rating, rating_count, created_at, updated_at, type, parent_id, menu_order)
  select 'scale-' || replace(lower(name), ' ', '-') || '-' || option, sku || '-' || option, name || ' - ' || (option + 1), 'publish', '', '',
    price + option * 750, null, price + option * 750, null, null, 'instock', 0, 0, 0, created_at, created_at, 'variation', id, 0
  from keyed cross join generate_series(0, 2) as option
  where type = 'variable'
  returning 1
)
select (select count(*) from added) as products, (select count(*) from varied) as variations,
  (select count(*) from linked) + (select count(*) from pictured) + (select count(*) from translated) as others`;
