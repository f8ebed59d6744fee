/**
 * Grows a seeded shop's catalogue to a given size for `npm run bench:scale`, set by set: each batch is a
 * few `insert … select` statements over a run of numbers, so no JavaScript runs per product. The same
 * statements serve SQLite (here) and PostgreSQL (bench/scale-catalog-postgres.ts); only a few
 * expressions differ ({@link GrowthDialect}). Numbered products, the nth always the same whatever size
 * it is grown to, so a smaller catalogue is the first part of a larger one and a shop grows in place:
 * - every type: a variable product every twentieth with three variations in three colours, a grouped one
 *   every hundredth (of the two products before it), an external one every fiftieth, the rest simple;
 * - attributes: each variable product's colours (its variations choose among them), a colour and a size
 *   on every third simple product; every thirteenth simple product out of stock;
 * - a French name every fifth product and a German one every tenth, the demo's categories in turn, and
 *   each product's picture one of the demo's.
 * Rows go through the normal tables, so the database's own triggers keep what they keep for every
 * writer: the category, term, stock and type counts, the category listings and the text index.
 */
import { DatabaseSync } from 'node:sqlite';
import { PRICE_BAND } from '../db/schema.ts';
import { RATED_FROM, ratingBucketSql } from '../db/rating-buckets.ts';
import { addShopFunctions } from '../db/dialects/sqlite.ts';

/** Words product names are made of, so searches find tens, hundreds or thousands of products. */
export const MATERIALS = ['walnut', 'oak', 'ash', 'linen', 'wool', 'stoneware', 'enamel', 'brass', 'copper', 'cedar', 'maple', 'felt', 'cotton', 'glass', 'clay', 'birch'];
export const THINGS = ['board', 'bowl', 'mug', 'lamp', 'stool', 'throw', 'basket', 'vase', 'tray', 'jar', 'spoon', 'shelf', 'apron', 'candle', 'plate', 'hook'];
/** The demo's colours (seed/demo-store's attributes) and a few more, so each colour filter counts a different share. */
export const COLOURS: readonly Term[] = [
  { slug: 'indigo', name: 'Indigo', fr: 'Indigo', de: 'Indigo' },
  { slug: 'oat', name: 'Oat', fr: 'Avoine', de: 'Hafer' },
  { slug: 'rust', name: 'Rust', fr: 'Rouille', de: 'Rost' },
  { slug: 'sage', name: 'Sage', fr: 'Sauge', de: 'Salbei' },
  { slug: 'charcoal', name: 'Charcoal', fr: 'Anthracite', de: 'Anthrazit' },
  { slug: 'ochre', name: 'Ochre', fr: 'Ocre', de: 'Ocker' },
  { slug: 'sand', name: 'Sand', fr: 'Sable', de: 'Sand' },
  { slug: 'plum', name: 'Plum', fr: 'Prune', de: 'Pflaume' },
];
export const SIZES: readonly Term[] = [
  { slug: 's', name: 'S', fr: 'S', de: 'S' },
  { slug: 'm', name: 'M', fr: 'M', de: 'M' },
  { slug: 'l', name: 'L', fr: 'L', de: 'L' },
  { slug: 'xl', name: 'XL', fr: 'XL', de: 'XL' },
];
/** Products a batch adds: a handful of statements each, a transaction each. */
export const BATCH = 50_000;

export interface Term {
  slug: string;
  name: string;
  fr: string;
  de: string;
}

export interface GrowthReport {
  /** Products listed before the growth and added by it (variations not counted). */
  before: number;
  added: number;
  variations: number;
  seconds: number;
  /** Seconds of each batch, in order: whether growth stays linear as the catalogue grows. */
  batches: number[];
}

/** What differs between the databases in the growth's statements. */
export interface GrowthDialect {
  /** A from-clause item: the numbers first..last as column `n`. */
  series(first: number, last: number): string;
  /** An ISO 8601 UTC timestamp ('2024-01-01T00:00:00.000Z') from seconds since 1970. */
  isoDate(seconds: string): string;
  least: string;
  greatest: string;
}

export const SQLITE_GROWTH: GrowthDialect = {
  series: (first, last) => `(with recursive seq(n) as (select ${first} union all select n + 1 from seq where n < ${last}) select n from seq) as s`,
  isoDate: (seconds) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
  least: 'min',
  greatest: 'max',
};

/** A text constant in SQL. */
export function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** `values[expr % values.length]`, as SQL. */
export function pick(expr: string, values: readonly (string | number)[]): string {
  return `(case (${expr}) % ${values.length} ${values.map((value, index) => `when ${index} then ${typeof value === 'number' ? value : quote(value)}`).join(' ')} end)`;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const material = (n: string) => pick(n, MATERIALS);
const thing = (n: string) => pick(`(${n}) / ${MATERIALS.length}`, THINGS);
const regular = (n: string) => `(500 + ((${n}) * 7919) % 20000)`;
const variable = (n: string) => `((${n}) % 20 = 0)`;
const grouped = (n: string) => `((${n}) % 100 = 50)`;
const external = (n: string) => `((${n}) % 50 = 25)`;
const simple = (n: string) => `(not ${variable(n)} and not ${grouped(n)} and not ${external(n)})`;
const onSale = (n: string) => `((${n}) % 9 = 0 and not ${variable(n)})`;
/** Every fifth product is rated: averages from 1.0 to 5.0 in tenths, so each whole-star rating has a share (5 stars the least). */
const rated = (n: string) => `((${n}) % 5 = 3)`;
const rating = (n: string) => `(case when ${rated(n)} then (10 + ((${n}) * 7) % 41) / 10.0 else 0 end)`;
/** What the nth product costs now: 20% off every ninth (rounded half up, in whole cents). */
const ownPrice = (n: string) => `(case when ${onSale(n)} then (${regular(n)} * 8 + 5) / 10 else ${regular(n)} end)`;
/**
 * The colour (an index into COLOURS) of a variable product's option, or of a simple product: from the
 * number divided past the material's cycle (16), so each material comes in every colour.
 */
const optionColour = (n: string, option: string) => `((${n}) / 80 + ${option}) % ${COLOURS.length}`;
const simpleColour = (n: string) => `((${n}) / 48) % ${COLOURS.length}`;
const simpleSize = (n: string) => `((${n}) / 7) % ${SIZES.length}`;
/** Simple products with a colour and a size (a third of them). */
const withTerms = (n: string) => `(${simple(n)} and (${n}) % 3 = 0)`;
/** The number a grown product's SKU carries (`SC-<n>`, its variations `SC-<n>-<option>`). */
const numberOf = (sku: string) => `cast(substr(${sku}, 4) as bigint)`;

export interface CatalogueContext {
  categories: number[];
  image: { file: string; width: number; height: number; sizes: string } | undefined;
  colour: { attribute: number; terms: number[] };
  size: { attribute: number; terms: number[] };
}

/**
 * One batch's statements, in order, for the numbers first..last; `before` is the highest product id
 * before it, so each statement after the first finds the batch's products by id and their numbers by SKU.
 */
export function batchStatements(dialect: GrowthDialect, context: CatalogueContext, first: number, last: number, before: number): string[] {
  const n = 's.n';
  const { least, greatest } = dialect;
  const name = `${pick(n, MATERIALS.map(capitalised))} || ' ' || ${thing(n)} || ' ' || ${n}`;
  // A grouped product's children are the two products before it, both simple, so both are sold and priced as below.
  const groupLow = `${least}(${ownPrice(`${n} - 1`)}, ${ownPrice(`${n} - 2`)})`;
  const groupHigh = `${greatest}(${ownPrice(`${n} - 1`)}, ${ownPrice(`${n} - 2`)})`;
  const at = dialect.isoDate(`1704067200 + ${n} * 60`);
  // The batch's products by their ids alone: their type written so no index of types answers it. A
  // planner whose statistics predate the batch took the type's index and read every product of the type.
  const ofType = (type: string) => `p.type || '' = ${quote(type)}`;
  const added = `from products p where p.id > ${before} and p.type || '' <> 'variation'`;
  const addedNumber = numberOf('p.sku');
  return [
    `insert into products (slug, sku, name, status, short_description, description, regular_price, sale_price, price, max_price,
       stock, stock_status, total_sales, average_rating, rating_count, created_at, updated_at, type, parent_id, menu_order, external_url, button_text)
     select 'scale-' || ${material(n)} || '-' || ${thing(n)} || '-' || ${n}, 'SC-' || ${n}, ${name}, 'publish',
       'A ' || ${material(n)} || ' ' || ${thing(n)} || ', made by hand.',
       'This ' || ${material(n)} || ' ' || ${thing(n)} || ' is number ' || ${n} || ' of the scale catalogue.',
       case when ${grouped(n)} then ${groupLow} else ${regular(n)} end,
       case when ${onSale(n)} and not ${grouped(n)} then ${ownPrice(n)} end,
       case when ${grouped(n)} then ${groupLow} else ${ownPrice(n)} end,
       case when ${variable(n)} then ${regular(n)} + 1500 when ${grouped(n)} and ${groupHigh} > ${groupLow} then ${groupHigh} end,
       null, case when ${simple(n)} and ${n} % 13 = 0 then 'outofstock' else 'instock' end,
       (${n} * 31) % 500, ${rating(n)}, case when ${rated(n)} then 1 + ${n} % 9 else 0 end, ${at}, ${at},
       case when ${variable(n)} then 'variable' when ${grouped(n)} then 'grouped' when ${external(n)} then 'external' else 'simple' end,
       null, 0,
       case when ${external(n)} then 'https://maker.example.com/scale/' || ${n} end,
       case when ${external(n)} then 'Buy from the maker' end
     from ${dialect.series(first, last)}
     order by ${n}`,
    // Three variations each, one per colour, the dearest 15.00 above the cheapest (the parent's range).
    `insert into products (slug, sku, name, status, short_description, description, regular_price, sale_price, price, max_price,
       stock, stock_status, total_sales, average_rating, rating_count, created_at, updated_at, type, parent_id, menu_order)
     select p.slug || '-' || o.option, p.sku || '-' || o.option, p.name || ' - ' || ${pick(optionColour(addedNumber, 'o.option'), COLOURS.map((colour) => colour.name))},
       'publish', '', '', p.price + o.option * 750, null, p.price + o.option * 750, null, null, 'instock', 0, 0, 0, p.created_at, p.created_at,
       'variation', p.id, o.option
     from products p cross join (select 0 as option union all select 1 union all select 2) o
     where p.id > ${before} and ${ofType('variable')}
     order by p.id, o.option`,
    `insert into product_categories (product_id, category_id) select p.id, ${pick(addedNumber, context.categories)} ${added}`,
    ...(context.image
      ? [
          `insert into product_images (product_id, position, file, alt, width, height, sizes)
           select p.id, 0, ${quote(context.image.file)}, '', ${context.image.width}, ${context.image.height}, ${quote(context.image.sizes)} ${added}`,
        ]
      : []),
    `insert into product_translations (product_id, locale, name, short_description, description)
     select p.id, 'fr', p.name || ' (fr)', '', '' ${added} and ${addedNumber} % 5 = 0`,
    `insert into product_translations (product_id, locale, name, short_description, description)
     select p.id, 'de', p.name || ' (de)', '', '' ${added} and ${addedNumber} % 10 = 0`,
    // As the editor writes them (core/catalog/product-attributes.ts): a global attribute's row, then its terms.
    `insert into product_attributes (product_id, position, attribute_id, name, options, visible, variation)
     select p.id, 0, ${context.colour.attribute}, '', '[]', 1, 1 from products p where p.id > ${before} and ${ofType('variable')}
     union all
     select p.id, a.position, a.attribute_id, '', '[]', 1, 0
     from products p cross join (select 0 as position, ${context.colour.attribute} as attribute_id union all select 1, ${context.size.attribute}) a
     where p.id > ${before} and ${ofType('simple')} and ${withTerms(addedNumber)}`,
    `insert into product_attribute_terms (product_id, term_id)
     select p.id, ${pick(optionColour(addedNumber, 'o.option'), context.colour.terms)}
     from products p cross join (select 0 as option union all select 1 union all select 2) o
     where p.id > ${before} and ${ofType('variable')}
     union all
     select p.id, ${pick(simpleColour(addedNumber), context.colour.terms)} from products p where p.id > ${before} and ${ofType('simple')} and ${withTerms(addedNumber)}
     union all
     select p.id, ${pick(simpleSize(addedNumber), context.size.terms)} from products p where p.id > ${before} and ${ofType('simple')} and ${withTerms(addedNumber)}`,
    `insert into variation_attributes (variation_id, name, value)
     select v.id, 'pa_colour', ${pick(optionColour(numberOf('parent.sku'), 'v.menu_order'), COLOURS.map((colour) => colour.slug))}
     from products v join products parent on parent.id = v.parent_id
     where v.id > ${before} and v.type = 'variation'`,
    `insert into product_links (product_id, kind, linked_id, position)
     select p.id, 'grouped', child.id, ${addedNumber} - ${numberOf('child.sku')} - 1
     from products p join products child on child.sku in ('SC-' || (${addedNumber} - 1), 'SC-' || (${addedNumber} - 2))
     where p.id > ${before} and ${ofType('grouped')}`,
  ];
}

/**
 * The colour and size attributes and their terms (the demo's, and those it lacks added, with their
 * French and German names), as the context the statements read.
 */
export function catalogueSetupStatements(): string[] {
  const attribute = (slug: string, name: string, fr: string, de: string) => [
    `insert into attributes (slug, name, order_by, has_archives) select ${quote(slug)}, ${quote(name)}, 'menu_order', 0
     where not exists (select 1 from attributes where slug = ${quote(slug)})`,
    `insert into attribute_translations (attribute_id, locale, name)
     select a.id, l.locale, l.name from attributes a cross join (select 'fr' as locale, ${quote(fr)} as name union all select 'de', ${quote(de)}) l
     where a.slug = ${quote(slug)} and not exists (select 1 from attribute_translations t where t.attribute_id = a.id and t.locale = l.locale)`,
  ];
  const terms = (slug: string, list: readonly Term[]) =>
    list.flatMap((term, index) => [
      `insert into attribute_terms (attribute_id, slug, name, description, menu_order)
       select a.id, ${quote(term.slug)}, ${quote(term.name)}, '', ${index} from attributes a
       where a.slug = ${quote(slug)} and not exists (select 1 from attribute_terms t where t.attribute_id = a.id and t.slug = ${quote(term.slug)})`,
      `insert into attribute_term_translations (term_id, locale, name, description)
       select t.id, l.locale, l.name, '' from attribute_terms t join attributes a on a.id = t.attribute_id
         cross join (select 'fr' as locale, ${quote(term.fr)} as name union all select 'de', ${quote(term.de)}) l
       where a.slug = ${quote(slug)} and t.slug = ${quote(term.slug)}
         and not exists (select 1 from attribute_term_translations x where x.term_id = t.id and x.locale = l.locale)`,
    ]);
  return [...attribute('colour', 'Colour', 'Couleur', 'Farbe'), ...attribute('size', 'Size', 'Taille', 'Größe'), ...terms('colour', COLOURS), ...terms('size', SIZES)];
}

/** Reads what the statements need, once the setup statements have run. */
export async function readContext(all: <T>(query: string) => Promise<T[]>): Promise<CatalogueContext> {
  const categories = (await all<{ id: number }>('select id from categories order by id')).map((row) => Number(row.id));
  const image = (await all<{ file: string; width: number; height: number; sizes: string }>('select file, width, height, sizes from product_images order by id limit 1'))[0];
  const termsOf = async (slug: string, list: readonly Term[]) => {
    const rows = await all<{ attribute: number; id: number; slug: string }>(
      `select a.id as attribute, t.id, t.slug from attributes a join attribute_terms t on t.attribute_id = a.id where a.slug = ${quote(slug)}`,
    );
    const id = (termSlug: string) => Number(rows.find((row) => row.slug === termSlug)!.id);
    return { attribute: Number(rows[0]!.attribute), terms: list.map((term) => id(term.slug)) };
  };
  return { categories, image, colour: await termsOf('colour', COLOURS), size: await termsOf('size', SIZES) };
}

/** Queries that recount what triggers keep, beside the kept figure: every row must show them equal. */
export const KEPT_COUNT_CHECKS = [
  `select 'term ' || t.slug as what, t.product_count as kept,
     (select count(*) from product_attribute_terms pat join products p on p.id = pat.product_id
      where pat.term_id = t.id and p.status = 'publish' and p.type <> 'variation') as counted
   from attribute_terms t`,
  `select 'stock ' || s.stock_status as what, coalesce(k.count, 0) as kept, s.counted
   from (select stock_status, count(*) as counted from products where status = 'publish' and type <> 'variation' group by stock_status) s
   left join listed_stock_counts k on k.stock_status = s.stock_status`,
  `select 'category ' || c.slug as what, c.product_count as kept,
     (select count(*) from product_categories pc join products p on p.id = pc.product_id
      where pc.category_id = c.id and p.status = 'publish' and p.type <> 'variation') as counted
   from categories c`,
  ...pairCountChecks(),
  // The kept links of a category and a term (migration 047): none missing, none left over.
  `select 'category term links missing' as what, 0 as kept, count(*) as counted
   from product_categories pc join product_attribute_terms t on t.product_id = pc.product_id
   where not exists (select 1 from category_term_links k where k.category_id = pc.category_id and k.term_id = t.term_id and k.product_id = pc.product_id)`,
  `select 'category term links left over' as what, count(*) as kept, 0 as counted from category_term_links k
   where not exists (select 1 from product_categories pc join product_attribute_terms t on t.product_id = pc.product_id
     where pc.product_id = k.product_id and pc.category_id = k.category_id and t.term_id = k.term_id)`,
];

/**
 * The kept co-occurrence counts (migration 041) beside a recount grouped the same way: each recounted row
 * against its kept one, and each kept row that is not 0 without a recounted one.
 */
function pairCountChecks(): string[] {
  const listed = `p.status = 'publish' and p.type <> 'variation'`;
  const tables: { what: string; table: string; key: string[]; recount: string }[] = [
    {
      what: `'pair ' || c.k1 || ' ' || c.k2`, table: 'term_pair_counts', key: ['term_id', 'other_term_id'],
      recount: `select a.term_id as k1, b.term_id as k2, count(*) as n from product_attribute_terms a
        join product_attribute_terms b on b.product_id = a.product_id and b.term_id <> a.term_id
        join products p on p.id = a.product_id where ${listed} group by a.term_id, b.term_id`,
    },
    {
      what: `'category term ' || c.k1 || ' ' || c.k2`, table: 'category_term_counts', key: ['category_id', 'term_id'],
      recount: `select pc.category_id as k1, t.term_id as k2, count(*) as n from product_categories pc
        join product_attribute_terms t on t.product_id = pc.product_id
        join products p on p.id = pc.product_id where ${listed} group by pc.category_id, t.term_id`,
    },
    {
      what: `'term stock ' || c.k1 || ' ' || c.k2`, table: 'term_stock_counts', key: ['term_id', 'stock_status'],
      recount: `select t.term_id as k1, p.stock_status as k2, count(*) as n from product_attribute_terms t
        join products p on p.id = t.product_id where ${listed} group by t.term_id, p.stock_status`,
    },
    // The ratings (migration 066): the listed rated products by whole stars.
    {
      what: `'rating ' || c.k1`, table: 'listed_rating_counts', key: ['rating'],
      recount: `select ${ratingBucketSql('p.average_rating')} as k1, count(*) as n from products p where ${listed} and p.average_rating >= ${RATED_FROM} group by ${ratingBucketSql('p.average_rating')}`,
    },
    // A term's ratings (migration 068): its listed links by whole stars.
    {
      what: `'term rating ' || c.k1 || ' ' || c.k2`, table: 'term_rating_counts', key: ['term_id', 'rating'],
      recount: `select t.term_id as k1, ${ratingBucketSql('t.average_rating')} as k2, count(*) as n from product_attribute_terms t
        where t.listed = 1 and t.average_rating >= ${RATED_FROM} group by t.term_id, ${ratingBucketSql('t.average_rating')}`,
    },
    // The prices (migration 048): the shop's listed products, and a category's listed links.
    { what: `'price ' || c.k1`, table: 'listed_price_counts', key: ['price'], recount: `select p.price as k1, count(*) as n from products p where ${listed} group by p.price` },
    {
      what: `'category price ' || c.k1 || ' ' || c.k2`, table: 'category_price_counts', key: ['category_id', 'price'],
      recount: 'select pc.category_id as k1, pc.price as k2, count(*) as n from product_categories pc where pc.listed = 1 group by pc.category_id, pc.price',
    },
    // And by bands of prices.
    { what: `'price band ' || c.k1`, table: 'listed_price_band_counts', key: ['band'], recount: `select p.price / ${PRICE_BAND} as k1, count(*) as n from products p where ${listed} group by p.price / ${PRICE_BAND}` },
    {
      what: `'category price band ' || c.k1 || ' ' || c.k2`, table: 'category_price_band_counts', key: ['category_id', 'band'],
      recount: `select pc.category_id as k1, pc.price / ${PRICE_BAND} as k2, count(*) as n from product_categories pc where pc.listed = 1 group by pc.category_id, pc.price / ${PRICE_BAND}`,
    },
  ];
  return tables.map(({ what, table, key, recount }) => {
    const matched = (row: string) => key.map((column, at) => `${row}.k${at + 1} = k.${column}`).join(' and ');
    const ofKept = key.reduce((text, column, at) => text.replaceAll(`c.k${at + 1}`, `k.${column}`), what);
    return `
    with c as (${recount})
    select ${what} as what, coalesce(k.count, 0) as kept, c.n as counted
    from c left join ${table} k on ${matched('c')}
    union all
    select ${ofKept}, k.count, 0 from ${table} k
    where k.count <> 0 and not exists (select 1 from c where ${matched('c')})`;
  });
}

/** The kept counts that differ from a recount (none when the triggers kept them right). */
export async function keptCountMismatches(all: <T>(query: string) => Promise<T[]>): Promise<string[]> {
  const rows: { what: string; kept: number; counted: number }[] = [];
  for (const query of KEPT_COUNT_CHECKS) rows.push(...(await all<{ what: string; kept: number; counted: number }>(query)));
  return rows.filter((row) => Number(row.kept) !== Number(row.counted)).map((row) => `${row.what}: kept ${row.kept}, counted ${row.counted}`);
}

/** Products listed now (variations not counted): where the numbering goes on. */
export const LISTED_COUNT = "select count(*) as n from products where type <> 'variation'";
export const VARIATION_COUNT = "select count(*) as n from products where type = 'variation'";

/** Adds products to the SQLite shop at `path` until it lists `target` (variations not counted). */
export async function growCatalog(path: string, target: number): Promise<GrowthReport> {
  const started = performance.now();
  const db = new DatabaseSync(path);
  // The text index's triggers call the shop's own functions.
  addShopFunctions(db);
  // A page cache as large as the database at a million products (1.5 GB), so the indexes' inserts in
  // random places never read a page back from the file, nor write one out before the batch's commit.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA cache_size = -4194304');
  db.exec('PRAGMA temp_store = MEMORY');
  const all = async <T>(query: string) => db.prepare(query).all() as T[];
  try {
    for (const statement of catalogueSetupStatements()) db.exec(statement);
    const context = await readContext(all);
    const before = Number((db.prepare(LISTED_COUNT).get() as { n: number }).n);
    const variationsBefore = Number((db.prepare(VARIATION_COUNT).get() as { n: number }).n);
    let listed = before;
    const batches: number[] = [];
    while (listed < target) {
      const batchStarted = performance.now();
      const first = listed + 1;
      const last = Math.min(target, listed + BATCH);
      const highest = Number((db.prepare('select coalesce(max(id), 0) as id from products').get() as { id: number }).id);
      db.exec('BEGIN');
      for (const statement of batchStatements(SQLITE_GROWTH, context, first, last, highest)) db.exec(statement);
      db.exec('COMMIT');
      listed = last;
      batches.push((performance.now() - batchStarted) / 1000);
    }
    const variations = Number((db.prepare(VARIATION_COUNT).get() as { n: number }).n) - variationsBefore;
    // As an import leaves it (db/text-index-upkeep.ts), the text index in one segment: done here at once,
    // not by the shop's first start, which must be ready within its start-up time.
    db.exec("insert into product_search (product_search) values ('optimize')");
    db.exec('PRAGMA optimize = 0x10002');
    return { before, added: listed - before, variations, seconds: (performance.now() - started) / 1000, batches };
  } finally {
    db.close();
  }
}
