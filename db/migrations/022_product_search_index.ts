import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/**
 * A text index of the catalogue, one document per product and language: the default texts (locale '')
 * and, for each translation, its texts with the default ones where a field is empty, as the pages show
 * them. Triggers on `products` and `product_translations` keep it in step with every write, whoever
 * writes (the admin, the REST APIs, imports, the sale schedule); variations are never indexed.
 *
 * SQLite: the documents in `product_search_docs`, an FTS5 index over them (`product_search`, words with
 * accents folded) and its vocabulary (`product_search_vocab`) for typos. PostgreSQL: one weighted
 * `tsvector` per document ('simple' configuration: no language's stemming) under a GIN index, and the
 * words seen (`product_search_terms`) under a trigram index when pg_trgm can be installed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await postgres(db);
  else await sqlite(db);
}

const SQLITE = [
  `create table product_search_docs (
    id integer primary key,
    product_id integer not null,
    locale text not null,
    name text not null,
    sku text not null,
    short_description text not null,
    description text not null)`,
  `create unique index product_search_docs_key on product_search_docs (product_id, locale)`,
  `create virtual table product_search using fts5 (name, sku, short_description, description,
    content = 'product_search_docs', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2')`,
  `create virtual table product_search_vocab using fts5vocab (product_search, 'row')`,
  // Documents are only ever added and removed, never changed in place.
  `create trigger product_search_docs_added after insert on product_search_docs begin
    insert into product_search (rowid, name, sku, short_description, description)
    values (new.id, new.name, new.sku, new.short_description, new.description);
  end`,
  `create trigger product_search_docs_removed after delete on product_search_docs begin
    insert into product_search (product_search, rowid, name, sku, short_description, description)
    values ('delete', old.id, old.name, old.sku, old.short_description, old.description);
  end`,
  `create trigger product_search_product_added after insert on products when new.type <> 'variation' begin
    insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    values (new.id, '', new.name, coalesce(new.sku, ''), new.short_description, new.description);
  end`,
  `create trigger product_search_product_changed after update of name, sku, short_description, description, type on products
  when old.name is not new.name or old.sku is not new.sku or old.short_description is not new.short_description
    or old.description is not new.description or old.type is not new.type begin
    delete from product_search_docs where product_id = old.id;
    insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    select new.id, '', new.name, coalesce(new.sku, ''), new.short_description, new.description where new.type <> 'variation';
    insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    select new.id, t.locale, coalesce(nullif(t.name, ''), new.name), coalesce(new.sku, ''),
      coalesce(nullif(t.short_description, ''), new.short_description), coalesce(nullif(t.description, ''), new.description)
    from product_translations t where t.product_id = new.id and new.type <> 'variation';
  end`,
  `create trigger product_search_product_removed after delete on products begin
    delete from product_search_docs where product_id = old.id;
  end`,
  `create trigger product_search_translation_added after insert on product_translations begin
    insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    select p.id, new.locale, coalesce(nullif(new.name, ''), p.name), coalesce(p.sku, ''),
      coalesce(nullif(new.short_description, ''), p.short_description), coalesce(nullif(new.description, ''), p.description)
    from products p where p.id = new.product_id and p.type <> 'variation';
  end`,
  `create trigger product_search_translation_changed after update on product_translations begin
    delete from product_search_docs where product_id = old.product_id and locale = old.locale;
    insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    select p.id, new.locale, coalesce(nullif(new.name, ''), p.name), coalesce(p.sku, ''),
      coalesce(nullif(new.short_description, ''), p.short_description), coalesce(nullif(new.description, ''), p.description)
    from products p where p.id = new.product_id and p.type <> 'variation';
  end`,
  `create trigger product_search_translation_removed after delete on product_translations begin
    delete from product_search_docs where product_id = old.product_id and locale = old.locale;
  end`,
  // The catalogue as it is.
  `insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    select id, '', name, coalesce(sku, ''), short_description, description from products where type <> 'variation'`,
  `insert into product_search_docs (product_id, locale, name, sku, short_description, description)
    select p.id, t.locale, coalesce(nullif(t.name, ''), p.name), coalesce(p.sku, ''),
      coalesce(nullif(t.short_description, ''), p.short_description), coalesce(nullif(t.description, ''), p.description)
    from product_translations t join products p on p.id = t.product_id where p.type <> 'variation'`,
];

async function sqlite(db: Kysely<unknown>): Promise<void> {
  for (const statement of SQLITE) await sql.raw(statement).execute(db);
}

const POSTGRES = [
  `create table product_search_docs (
    product_id integer not null,
    locale text not null,
    document tsvector not null,
    primary key (product_id, locale))`,
  `create index product_search_docs_document on product_search_docs using gin (document)`,
  `create table product_search_terms (term text primary key)`,
  // Name A, SKU B, short description C, description D: a query can ask for words in some fields only.
  `create function product_search_document(name text, sku text, short_description text, description text) returns tsvector
  language sql immutable as $$
    select setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(short_description, '')), 'C') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')
  $$`,
  `create function product_search_refresh(changed integer) returns void language plpgsql as $$
  begin
    delete from product_search_docs where product_id = changed;
    insert into product_search_docs (product_id, locale, document)
    select p.id, '', product_search_document(p.name, p.sku, p.short_description, p.description)
    from products p where p.id = changed and p.type <> 'variation'
    union all
    select p.id, t.locale, product_search_document(coalesce(nullif(t.name, ''), p.name), p.sku,
      coalesce(nullif(t.short_description, ''), p.short_description), coalesce(nullif(t.description, ''), p.description))
    from products p join product_translations t on t.product_id = p.id where p.id = changed and p.type <> 'variation';
    insert into product_search_terms (term)
    -- In order, so two writers adding the same words never wait on each other in opposite orders.
    select distinct w.lexeme from product_search_docs d, unnest(d.document) w where d.product_id = changed
    order by 1
    on conflict do nothing;
  end
  $$`,
  `create function product_search_product_changed() returns trigger language plpgsql as $$
  begin
    perform product_search_refresh(case when tg_op = 'DELETE' then old.id else new.id end);
    return null;
  end
  $$`,
  `create function product_search_translation_changed() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then perform product_search_refresh(old.product_id); end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.product_id <> old.product_id) then perform product_search_refresh(new.product_id); end if;
    return null;
  end
  $$`,
  `create trigger product_search_product_added_or_removed after insert or delete on products
    for each row execute function product_search_product_changed()`,
  `create trigger product_search_product_changed after update of name, sku, short_description, description, type on products
    for each row when (old.name is distinct from new.name or old.sku is distinct from new.sku
      or old.short_description is distinct from new.short_description or old.description is distinct from new.description
      or old.type is distinct from new.type)
    execute function product_search_product_changed()`,
  `create trigger product_search_translation_changed after insert or update or delete on product_translations
    for each row execute function product_search_translation_changed()`,
  `select product_search_refresh(id) from products where type <> 'variation'`,
];

/**
 * pg_trgm is optional: where it cannot be installed (no contrib, no right to), the search still finds
 * exact words and the prefix of the last one, without typo tolerance. It goes in `public` so no shop's
 * schema owns it, and the lock keeps two schemas migrating at once from both trying to install it.
 */
async function postgres(db: Kysely<unknown>): Promise<void> {
  for (const statement of POSTGRES) await sql.raw(statement).execute(db);
  await sql`select pg_advisory_xact_lock(727412)`.execute(db);
  await sql.raw('savepoint product_search_trigrams').execute(db);
  try {
    await sql.raw('create extension if not exists pg_trgm with schema public').execute(db);
  } catch {
    await sql.raw('rollback to savepoint product_search_trigrams').execute(db);
  }
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (schema === undefined) return;
  await sql.raw('savepoint product_search_trigram_index').execute(db);
  try {
    await sql`create index product_search_terms_trigrams on product_search_terms using gin (term ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  } catch {
    await sql.raw('rollback to savepoint product_search_trigram_index').execute(db);
  }
}
