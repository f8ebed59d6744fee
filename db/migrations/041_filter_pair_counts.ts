import { sql, type Kysely } from 'kysely';

/**
 * What two filters match together, kept as the catalogue changes, as migration 035 keeps what one
 * matches: for listed products (published, not a variation), the products having both of two terms
 * (`term_pair_counts`, each pair in both directions), linked to a category and having a term
 * (`category_term_counts`), and having a term, by stock status (`term_stock_counts`). Two terms, a
 * category and a term, or a term and a stock status are then a total of one row rather than two large
 * sets of links intersected (74 ms for a colour and a size at a million products), and the facets under
 * one term are the rows of that term rather than counts grouped over its every product.
 *
 * A product has few terms and categories: a link added or removed changes a row per other term of its
 * product, one per category and one stock row. Triggers keep them whoever writes. On PostgreSQL a
 * statement's new or removed links are counted once a statement, from its transition table, each
 * product's links looked up by key (migration 039); a moved link and a product's own changes are counted
 * a row at a time. A row whose count falls to 0 stays (readers take a missing row as 0 too).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('term_pair_counts')
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('other_term_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('term_pair_counts_pk', ['term_id', 'other_term_id'])
    .execute();
  await db.schema
    .createTable('category_term_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_term_counts_pk', ['category_id', 'term_id'])
    .execute();
  // The categories beside a chosen term are read by the term.
  await db.schema.createIndex('category_term_counts_term').on('category_term_counts').columns(['term_id', 'category_id']).execute();
  await db.schema
    .createTable('term_stock_counts')
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('stock_status', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('term_stock_counts_pk', ['term_id', 'stock_status'])
    .execute();
  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);
  const listed = `p.status = 'publish' and p.type <> 'variation'`;
  await sql
    .raw(
      `insert into term_pair_counts (term_id, other_term_id, count)
       select a.term_id, b.term_id, count(*) from product_attribute_terms a
       join product_attribute_terms b on b.product_id = a.product_id and b.term_id <> a.term_id
       join products p on p.id = a.product_id where ${listed} group by a.term_id, b.term_id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into category_term_counts (category_id, term_id, count)
       select pc.category_id, t.term_id, count(*) from product_categories pc
       join product_attribute_terms t on t.product_id = pc.product_id
       join products p on p.id = pc.product_id where ${listed} group by pc.category_id, t.term_id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into term_stock_counts (term_id, stock_status, count)
       select t.term_id, p.stock_status, count(*) from product_attribute_terms t
       join products p on p.id = t.product_id where ${listed} group by t.term_id, p.stock_status`,
    )
    .execute(db);
}

/** Whether the product row is listed. */
const LISTED = (row: 'new' | 'old') => `(${row}.status = 'publish' and ${row}.type <> 'variation')`;
/** Whether the product is listed, by key (no row, so null, for a product gone): as an `exists`, SQLite may read a status index whole. */
const PRODUCT_LISTED = (id: string) => `(select p.status = 'publish' and p.type <> 'variation' from products p where p.id = ${id})`;
const TERMS_OF = (product: string) => `(select term_id from product_attribute_terms where product_id = ${product})`;
const CATEGORIES_OF = (product: string) => `(select category_id from product_categories where product_id = ${product})`;
const STOCK_OF = (product: string) => `(select stock_status from products where id = ${product})`;

/** Adds `rows` (a select of the table's key columns and a count) to the counts. */
const ADD = (table: 'term_pair_counts' | 'category_term_counts' | 'term_stock_counts', rows: string) => {
  const key = { term_pair_counts: 'term_id, other_term_id', category_term_counts: 'category_id, term_id', term_stock_counts: 'term_id, stock_status' }[table];
  return `insert into ${table} (${key}, count) ${rows} on conflict (${key}) do update set count = ${table}.count + excluded.count`;
};

/**
 * SQLite runs a row's triggers as the row is written, so each link added sees the links added before
 * it (a pair is counted once, when its second link comes), and each link removed the links still there.
 */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  /** The counts a link of `term` to `product` adds (`+`) or takes (`-`), beside its product's other links (`others`: a condition on `o`). */
  const termLink = (product: string, term: string, sign: '+' | '-', others = 'true') => {
    const listed = PRODUCT_LISTED(product);
    if (sign === '+') {
      return [
        ADD('term_pair_counts', `select ${term}, o.term_id, 1 from product_attribute_terms o where o.product_id = ${product} and o.term_id <> ${term} and ${others} and ${listed}`),
        ADD('term_pair_counts', `select o.term_id, ${term}, 1 from product_attribute_terms o where o.product_id = ${product} and o.term_id <> ${term} and ${others} and ${listed}`),
        ADD('category_term_counts', `select pc.category_id, ${term}, 1 from product_categories pc where pc.product_id = ${product} and ${listed}`),
        ADD('term_stock_counts', `select ${term}, p.stock_status, 1 from products p where p.id = ${product} and p.status = 'publish' and p.type <> 'variation'`),
      ];
    }
    const otherTerms = `(select o.term_id from product_attribute_terms o where o.product_id = ${product} and ${others})`;
    return [
      `update term_pair_counts set count = count - 1 where term_id = ${term} and other_term_id in ${otherTerms} and other_term_id <> ${term} and ${listed}`,
      `update term_pair_counts set count = count - 1 where other_term_id = ${term} and term_id in ${otherTerms} and term_id <> ${term} and ${listed}`,
      `update category_term_counts set count = count - 1 where term_id = ${term} and category_id in ${CATEGORIES_OF(product)} and ${listed}`,
      `update term_stock_counts set count = count - 1 where term_id = ${term} and stock_status = ${STOCK_OF(product)} and ${listed}`,
    ];
  };
  const categoryLink = (product: string, category: string, sign: '+' | '-') =>
    sign === '+'
      ? ADD('category_term_counts', `select ${category}, t.term_id, 1 from product_attribute_terms t where t.product_id = ${product} and ${PRODUCT_LISTED(product)}`)
      : `update category_term_counts set count = count - 1 where category_id = ${category} and term_id in ${TERMS_OF(product)} and ${PRODUCT_LISTED(product)}`;
  const body = (statements: string[]) => `begin ${statements.map((statement) => `${statement};`).join('\n')} end`;
  for (const statement of [
    `create trigger pair_counts_term_linked after insert on product_attribute_terms ${body(termLink('new.product_id', 'new.term_id', '+'))}`,
    // A product's delete takes its links with it (cascade): by then it is gone and counted out already.
    `create trigger pair_counts_term_unlinked after delete on product_attribute_terms ${body(termLink('old.product_id', 'old.term_id', '-'))}`,
    // The link as it was, beside its product's other links (the moved one now holds the new values); then as it is.
    `create trigger pair_counts_term_moved after update of term_id, product_id on product_attribute_terms
     when old.term_id <> new.term_id or old.product_id <> new.product_id
     ${body([
       ...termLink('old.product_id', 'old.term_id', '-', 'not (o.product_id = new.product_id and o.term_id = new.term_id)'),
       ...termLink('new.product_id', 'new.term_id', '+'),
     ])}`,
    `create trigger pair_counts_category_linked after insert on product_categories ${body([categoryLink('new.product_id', 'new.category_id', '+')])}`,
    `create trigger pair_counts_category_unlinked after delete on product_categories ${body([categoryLink('old.product_id', 'old.category_id', '-')])}`,
    `create trigger pair_counts_category_moved after update of category_id, product_id on product_categories
     when old.category_id <> new.category_id or old.product_id <> new.product_id
     ${body([categoryLink('old.product_id', 'old.category_id', '-'), categoryLink('new.product_id', 'new.category_id', '+')])}`,
    `create trigger pair_counts_product_listed after update of status, type on products when ${LISTED('old')} <> ${LISTED('new')}
     ${body(productCounts('new.id', `(case when ${LISTED('new')} then 1 else -1 end)`))}`,
    `create trigger pair_counts_product_stock after update of status, type, stock_status on products
     when ${LISTED('old')} <> ${LISTED('new')} or old.stock_status is not new.stock_status
     ${body([
       `update term_stock_counts set count = count - 1 where stock_status = old.stock_status and term_id in ${TERMS_OF('old.id')} and ${LISTED('old')}`,
       ADD('term_stock_counts', `select t.term_id, new.stock_status, 1 from product_attribute_terms t where t.product_id = new.id and ${LISTED('new')}`),
     ])}`,
    `create trigger pair_counts_product_deleted before delete on products when ${LISTED('old')}
     ${body([...productCounts('old.id', '-1'), `update term_stock_counts set count = count - 1 where stock_status = old.stock_status and term_id in ${TERMS_OF('old.id')}`])}`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * A product's pairs and its categories' terms, each added `delta` times (1 when it comes to be listed,
 * -1 when it stops): the pairs of its terms, and its categories against its terms. A product counted has
 * its rows already, so taking it away is an update of them.
 */
function productCounts(product: string, delta: string): string[] {
  return [
    ADD('term_pair_counts', `select a.term_id, b.term_id, 1 from product_attribute_terms a join product_attribute_terms b on b.product_id = a.product_id and b.term_id <> a.term_id where a.product_id = ${product} and ${delta} > 0`),
    `update term_pair_counts set count = count - 1 where ${delta} < 0 and term_id in ${TERMS_OF(product)} and other_term_id in ${TERMS_OF(product)} and term_id <> other_term_id`,
    ADD('category_term_counts', `select pc.category_id, t.term_id, 1 from product_categories pc join product_attribute_terms t on t.product_id = pc.product_id where pc.product_id = ${product} and ${delta} > 0`),
    `update category_term_counts set count = count - 1 where ${delta} < 0 and category_id in ${CATEGORIES_OF(product)} and term_id in ${TERMS_OF(product)}`,
  ];
}

/**
 * On PostgreSQL a statement's added or removed links are counted together once it is done, new rows
 * written in the order of their keys (two writers adding to the same rows never wait on each other in
 * opposite orders). A pair is counted in both directions from the link of the statement's, and only one
 * way between two links of the statement's (the other link counts the other way). A link whose product is
 * gone (a product's delete, cascaded) or not listed counts nothing.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  /**
   * The statement's links whose products are listed, each with its product's stock status: one lookup by key a link (the
   * status tested outside it: inside, the planner may read a status index, every published product for each link).
   */
  const listedLinks = (table: string, key: string) =>
    `select l.product_id, l.${key}, p.stock_status from ${table} l
     cross join lateral (select p.status, p.type, p.stock_status from products p where p.id = l.product_id offset 0) p
     where p.status = 'publish' and p.type <> 'variation'`;
  /** Each of those links beside each of its product's links now (`o`), by key (offset 0: no join the planner may hash). */
  const besideTerms = (links: string) =>
    `${links} r cross join lateral (select o.term_id from product_attribute_terms o where o.product_id = r.product_id offset 0) o`;
  const besideCategories = (links: string) =>
    `${links} r cross join lateral (select o.category_id from product_categories o where o.product_id = r.product_id offset 0) o`;
  /** Takes `rows` (key columns and `n`) from the counts: rows counted before are there. */
  const take = (table: string, key: [string, string], rows: string) =>
    `update ${table} k set count = k.count - c.n from (${rows}) c where k.${key[0]} = c.${key[0]} and k.${key[1]} = c.${key[1]}`;
  // The pairs of a statement's links (`changed`): each beside the links its product has now (`besides`; for an insert,
  // without the statement's own), both ways; and among the statement's links, one way each (the other link counts the other).
  const pairs = (besides: string) => `
     besides as materialized (select r.term_id, o.term_id as other_term_id from ${besideTerms('changed')} where o.term_id <> r.term_id and ${besides}),
     pairs as (
       select term_id, other_term_id from besides
       union all
       select other_term_id, term_id from besides
       union all
       select r.term_id, s.term_id from changed r join changed s on s.product_id = r.product_id and s.term_id <> r.term_id
     )`;
  const notAdded = 'not exists (select 1 from changed a where a.product_id = r.product_id and a.term_id = o.term_id)';
  for (const statement of [
    `create function pair_counts_on_terms_linked() returns trigger language plpgsql as $$
     begin
       with changed as materialized (${listedLinks('added_links', 'term_id')}),
       ${pairs(notAdded)},
       counted_pairs as (${ADD('term_pair_counts', 'select term_id, other_term_id, count(*) from pairs group by term_id, other_term_id order by term_id, other_term_id')} returning 1),
       counted_categories as (${ADD('category_term_counts', `select o.category_id, r.term_id, count(*) from ${besideCategories('changed')} group by o.category_id, r.term_id order by o.category_id, r.term_id`)} returning 1)
       ${ADD('term_stock_counts', 'select term_id, stock_status, count(*) from changed group by term_id, stock_status order by term_id, stock_status')};
       return null;
     end $$`,
    `create trigger pair_counts_terms_linked after insert on product_attribute_terms referencing new table as added_links
     for each statement execute function pair_counts_on_terms_linked()`,
    `create function pair_counts_on_terms_unlinked() returns trigger language plpgsql as $$
     begin
       with changed as materialized (${listedLinks('removed_links', 'term_id')}),
       ${pairs('true')},
       counted_pairs as (${take('term_pair_counts', ['term_id', 'other_term_id'], 'select term_id, other_term_id, count(*) as n from pairs group by term_id, other_term_id')} returning 1),
       counted_categories as (${take('category_term_counts', ['category_id', 'term_id'], `select o.category_id, r.term_id, count(*) as n from ${besideCategories('changed')} group by o.category_id, r.term_id`)} returning 1)
       ${take('term_stock_counts', ['term_id', 'stock_status'], 'select term_id, stock_status, count(*) as n from changed group by term_id, stock_status')};
       return null;
     end $$`,
    `create trigger pair_counts_terms_unlinked after delete on product_attribute_terms referencing old table as removed_links
     for each statement execute function pair_counts_on_terms_unlinked()`,
    `create function pair_counts_on_categories_linked() returns trigger language plpgsql as $$
     begin
       with changed as materialized (${listedLinks('added_links', 'category_id')})
       ${ADD('category_term_counts', `select r.category_id, o.term_id, count(*) from ${besideTerms('changed')} group by r.category_id, o.term_id order by r.category_id, o.term_id`)};
       return null;
     end $$`,
    `create trigger pair_counts_categories_linked after insert on product_categories referencing new table as added_links
     for each statement execute function pair_counts_on_categories_linked()`,
    `create function pair_counts_on_categories_unlinked() returns trigger language plpgsql as $$
     begin
       with changed as materialized (${listedLinks('removed_links', 'category_id')})
       ${take('category_term_counts', ['category_id', 'term_id'], `select r.category_id, o.term_id, count(*) as n from ${besideTerms('changed')} group by r.category_id, o.term_id`)};
       return null;
     end $$`,
    `create trigger pair_counts_categories_unlinked after delete on product_categories referencing old table as removed_links
     for each statement execute function pair_counts_on_categories_unlinked()`,
    // A moved link, before it moves: each row of the statement sees the ones moved before it, as on SQLite.
    `create function pair_counts_on_term_moved() returns trigger language plpgsql as $$
     begin
       if ${PRODUCT_LISTED('old.product_id')} then
         update term_pair_counts set count = count - 1
         where (term_id = old.term_id and other_term_id in ${TERMS_OF('old.product_id')}) or (other_term_id = old.term_id and term_id in ${TERMS_OF('old.product_id')});
         update category_term_counts set count = count - 1 where term_id = old.term_id and category_id in ${CATEGORIES_OF('old.product_id')};
         update term_stock_counts set count = count - 1 where term_id = old.term_id and stock_status = ${STOCK_OF('old.product_id')};
       end if;
       if ${PRODUCT_LISTED('new.product_id')} then
         ${ADD('term_pair_counts', `select new.term_id, o.term_id, 1 from product_attribute_terms o where o.product_id = new.product_id and o.term_id <> new.term_id and not (o.product_id = old.product_id and o.term_id = old.term_id) union all select o.term_id, new.term_id, 1 from product_attribute_terms o where o.product_id = new.product_id and o.term_id <> new.term_id and not (o.product_id = old.product_id and o.term_id = old.term_id)`)};
         ${ADD('category_term_counts', 'select pc.category_id, new.term_id, 1 from product_categories pc where pc.product_id = new.product_id')};
         ${ADD('term_stock_counts', `select new.term_id, ${STOCK_OF('new.product_id')}, 1`)};
       end if;
       return new;
     end $$`,
    `create trigger pair_counts_term_moved before update of term_id, product_id on product_attribute_terms for each row
     when (old.term_id <> new.term_id or old.product_id <> new.product_id) execute function pair_counts_on_term_moved()`,
    `create function pair_counts_on_category_moved() returns trigger language plpgsql as $$
     begin
       if ${PRODUCT_LISTED('old.product_id')} then
         update category_term_counts set count = count - 1 where category_id = old.category_id and term_id in ${TERMS_OF('old.product_id')};
       end if;
       if ${PRODUCT_LISTED('new.product_id')} then
         ${ADD('category_term_counts', 'select new.category_id, t.term_id, 1 from product_attribute_terms t where t.product_id = new.product_id')};
       end if;
       return new;
     end $$`,
    `create trigger pair_counts_category_moved after update of category_id, product_id on product_categories for each row
     when (old.category_id <> new.category_id or old.product_id <> new.product_id) execute function pair_counts_on_category_moved()`,
    `create function pair_counts_on_product() returns trigger language plpgsql as $$
     begin
       if tg_op = 'DELETE' then
         ${productCounts('old.id', '-1').join(';\n')};
         update term_stock_counts set count = count - 1 where stock_status = old.stock_status and term_id in ${TERMS_OF('old.id')};
         return old;
       end if;
       if ${LISTED('old')} <> ${LISTED('new')} then
         ${productCounts('new.id', `(case when ${LISTED('new')} then 1 else -1 end)`).join(';\n')};
       end if;
       if ${LISTED('old')} then
         update term_stock_counts set count = count - 1 where stock_status = old.stock_status and term_id in ${TERMS_OF('old.id')};
       end if;
       if ${LISTED('new')} then
         ${ADD('term_stock_counts', `select t.term_id, new.stock_status, 1 from product_attribute_terms t where t.product_id = new.id`)};
       end if;
       return new;
     end $$`,
    `create trigger pair_counts_product_changed after update of status, type, stock_status on products for each row
     when (${LISTED('old')} <> ${LISTED('new')} or old.stock_status is distinct from new.stock_status) execute function pair_counts_on_product()`,
    `create trigger pair_counts_product_deleted before delete on products for each row when ${LISTED('old')} execute function pair_counts_on_product()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
