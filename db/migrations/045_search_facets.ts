import { sql, type Kysely } from 'kysely';

/**
 * A product's attribute terms in its search documents (`t<id>`), beside its words, so that a search under
 * an attribute filter is one lookup of the text index (the word's matches and the term's, intersected in
 * the index) rather than every match of the word read and checked against the filter. The hosted search
 * engines keep filterable attributes beside the words for the same reason. Triggers on the links keep
 * them, whoever writes. Categories are left out: every product has one or two, each link written would
 * write its product's documents again (an import took 1.8 times as long with them), and a category's
 * page and its filters are read from the category's own links (migration 029).
 *
 * SQLite: a `facets` column of the documents, indexed by FTS5 as a fifth column that no search of words
 * reads (every query names its columns); the documents are numbered by product (LOCALE_SLOTS). PostgreSQL: lexemes in the document itself, marked with `~`,
 * which the 'simple' parser never leaves in a word, so no shopper's word matches one; they are kept out
 * of the words looked up for typos.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
}

/** The facets of product `product` (an SQL expression) as FTS5 tokens, space-separated. */
const facetsOf = (product: string) => `(select coalesce(group_concat('t' || term_id, ' '), '') from product_attribute_terms where product_id = ${product})`;

const TEXT_COLUMNS = 'name, sku, short_description, description';
const INDEXED_COLUMNS = `${TEXT_COLUMNS}, facets`;
const DOCUMENT_COLUMNS = `id, product_id, locale, ${INDEXED_COLUMNS}`;
const values = (row: 'new' | 'old') => INDEXED_COLUMNS.split(', ').map((column) => `${row}.${column}`).join(', ');

/**
 * SQLite: a document's id is its product's id times LOCALE_SLOTS plus its language's slot, so a
 * product's documents sit together in the index's order. FTS5 writes what a transaction changes in
 * the order of ids, and writes out what it holds each time an id comes before the last one written:
 * with ids in the order documents were added, every product of an import whose translations came after
 * it had its documents written out one by one (an import 1.8 times as long).
 */
export const LOCALE_SLOTS = 1024;
const documentId = (product: string, locale: string) => `${product} * ${LOCALE_SLOTS} + (select slot from product_search_locales where locale = ${locale})`;
/** A language's slot, taken the first time one of its documents is written. */
const slotFor = (locale: string) =>
  `insert into product_search_locales (locale, slot) select ${locale}, (select max(slot) + 1 from product_search_locales)
    where not exists (select 1 from product_search_locales where locale = ${locale});`;
/** A product's documents, in the order of their ids. */
const documentsOf = (product: string) => `id >= ${product} * ${LOCALE_SLOTS} and id < (${product} + 1) * ${LOCALE_SLOTS}`;

/** A product's documents take its facets again, after a link of it was added, removed or moved. */
const refaceted = (product: string) => `update product_search_docs set facets = ${facetsOf(product)} where ${documentsOf(product)};`;

const translatedDocument = (translation: 't' | 'new', product: string) =>
  `select ${documentId(product + '.id', `${translation}.locale`)}, ${product}.id, ${translation}.locale, coalesce(nullif(${translation}.name, ''), ${product}.name), coalesce(${product}.sku, ''),
      coalesce(nullif(${translation}.short_description, ''), ${product}.short_description), coalesce(nullif(${translation}.description, ''), ${product}.description), ${facetsOf(`${product}.id`)}`;

/** The document of the translation a trigger holds as `new`, with its language's slot taken first. */
const NEW_TRANSLATION_DOCUMENT = `${slotFor('new.locale')}
  insert into product_search_docs (${DOCUMENT_COLUMNS})
  ${translatedDocument('new', 'p')}
  from products p where p.id = new.product_id and p.type <> 'variation';`;
const OLD_TRANSLATION_REMOVED = 'delete from product_search_docs where product_id = old.product_id and locale = old.locale;';

const SQLITE = [
  ...['docs_added', 'docs_removed', 'product_added', 'product_changed', 'product_removed', 'translation_added', 'translation_changed', 'translation_removed'].map(
    (name) => `drop trigger product_search_${name}`,
  ),
  'drop table product_search_vocab',
  'drop table product_search',
  `create table product_search_locales (locale text primary key, slot integer not null unique check (slot >= 0 and slot < ${LOCALE_SLOTS}))`,
  `insert into product_search_locales (locale, slot) values ('', 0)`,
  `insert into product_search_locales (locale, slot)
    select locale, row_number() over (order by locale) from (select locale from product_search_docs where locale <> '' union select locale from product_translations where locale <> '')`,
  `create table product_search_documents (
    id integer primary key,
    product_id integer not null,
    locale text not null,
    name text not null,
    sku text not null,
    short_description text not null,
    description text not null,
    facets text not null default '')`,
  `insert into product_search_documents (${DOCUMENT_COLUMNS})
    select ${documentId('d.product_id', 'd.locale')}, d.product_id, d.locale, ${TEXT_COLUMNS.split(', ').map((column) => `d.${column}`).join(', ')}, ${facetsOf('d.product_id')}
    from product_search_docs d order by 1`,
  'drop table product_search_docs',
  'alter table product_search_documents rename to product_search_docs',
  'create unique index product_search_docs_key on product_search_docs (product_id, locale)',
  `create virtual table product_search using fts5 (${INDEXED_COLUMNS},
    content = 'product_search_docs', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2')`,
  `insert into product_search (product_search) values ('rebuild')`,
  `create virtual table product_search_vocab using fts5vocab (product_search, 'row')`,
  `create trigger product_search_docs_added after insert on product_search_docs begin
    insert into product_search (rowid, ${INDEXED_COLUMNS}) values (new.id, ${values('new')});
  end`,
  `create trigger product_search_docs_removed after delete on product_search_docs begin
    insert into product_search (product_search, rowid, ${INDEXED_COLUMNS}) values ('delete', old.id, ${values('old')});
  end`,
  // A document changes in place only when its product's facets do.
  `create trigger product_search_docs_changed after update on product_search_docs begin
    insert into product_search (product_search, rowid, ${INDEXED_COLUMNS}) values ('delete', old.id, ${values('old')});
    insert into product_search (rowid, ${INDEXED_COLUMNS}) values (new.id, ${values('new')});
  end`,
  // 022's triggers, with the documents' ids and facets.
  `create trigger product_search_product_added after insert on products when new.type <> 'variation' begin
    insert into product_search_docs (${DOCUMENT_COLUMNS})
    values (${documentId('new.id', "''")}, new.id, '', new.name, coalesce(new.sku, ''), new.short_description, new.description, '');
  end`,
  `create trigger product_search_product_changed after update of name, sku, short_description, description, type on products
  when old.name is not new.name or old.sku is not new.sku or old.short_description is not new.short_description
    or old.description is not new.description or old.type is not new.type begin
    delete from product_search_docs where ${documentsOf('old.id')};
    insert into product_search_docs (${DOCUMENT_COLUMNS})
    select ${documentId('new.id', "''")}, new.id, '', new.name, coalesce(new.sku, ''), new.short_description, new.description, ${facetsOf('new.id')} where new.type <> 'variation';
    insert into product_search_docs (${DOCUMENT_COLUMNS})
    ${translatedDocument('t', 'new')}
    from product_translations t where t.product_id = new.id and new.type <> 'variation' order by 1;
  end`,
  `create trigger product_search_product_removed after delete on products begin
    delete from product_search_docs where ${documentsOf('old.id')};
  end`,
  `create trigger product_search_translation_added after insert on product_translations begin ${NEW_TRANSLATION_DOCUMENT} end`,
  `create trigger product_search_translation_changed after update on product_translations begin ${OLD_TRANSLATION_REMOVED} ${NEW_TRANSLATION_DOCUMENT} end`,
  `create trigger product_search_translation_removed after delete on product_translations begin ${OLD_TRANSLATION_REMOVED} end`,
  `create trigger product_attribute_terms_search_added after insert on product_attribute_terms begin ${refaceted('new.product_id')} end`,
  `create trigger product_attribute_terms_search_removed after delete on product_attribute_terms begin ${refaceted('old.product_id')} end`,
  `create trigger product_attribute_terms_search_moved after update on product_attribute_terms begin ${refaceted('old.product_id')} ${refaceted('new.product_id')} end`,
];

/** Words of the documents only: the facets are no word a shopper could mistype. */
const WORDS_ONLY = `w.lexeme not like '~%'`;

const POSTGRES = [
  `create function product_search_facets(product integer) returns tsvector language sql stable as $$
    select array_to_tsvector(array(select '~t' || term_id from product_attribute_terms where product_id = product))
  $$`,
  `create function product_search_refaceted(document tsvector, product integer) returns tsvector language sql stable as $$
    select ts_delete(document, array(select l from unnest(tsvector_to_array(document)) l where l like '~%')) || product_search_facets(product)
  $$`,
  `create or replace function product_search_refresh(changed integer) returns void language plpgsql as $$
  begin
    delete from product_search_docs where product_id = changed;
    insert into product_search_docs (product_id, locale, document)
    select p.id, '', product_search_document(p.name, p.sku, p.short_description, p.description) || product_search_facets(p.id)
    from products p where p.id = changed and p.type <> 'variation'
    union all
    select p.id, t.locale, product_search_document(coalesce(nullif(t.name, ''), p.name), p.sku,
      coalesce(nullif(t.short_description, ''), p.short_description), coalesce(nullif(t.description, ''), p.description)) || product_search_facets(p.id)
    from products p join product_translations t on t.product_id = p.id where p.id = changed and p.type <> 'variation';
    insert into product_search_terms (term)
    -- In order, so two writers adding the same words never wait on each other in opposite orders.
    select distinct w.lexeme from product_search_docs d, unnest(d.document) w where d.product_id = changed and ${WORDS_ONLY}
    order by 1
    on conflict do nothing;
  end
  $$`,
  // A new translation's document takes its product's terms in migration 046, which writes that function anew.
  // Links come many a statement (an import, a product's terms saved): each product's documents once.
  `create function product_search_links_changed() returns trigger language plpgsql as $$
   begin
     update product_search_docs d set document = product_search_refaceted(d.document, d.product_id)
     where d.product_id in (select product_id from changed_links);
     return null;
   end $$`,
  `create function product_search_link_moved() returns trigger language plpgsql as $$
   begin
     update product_search_docs d set document = product_search_refaceted(d.document, d.product_id)
     where d.product_id in (old.product_id, new.product_id);
     return null;
   end $$`,
  `create trigger product_attribute_terms_search_added after insert on product_attribute_terms referencing new table as changed_links
   for each statement execute function product_search_links_changed()`,
  `create trigger product_attribute_terms_search_removed after delete on product_attribute_terms referencing old table as changed_links
   for each statement execute function product_search_links_changed()`,
  `create trigger product_attribute_terms_search_moved after update of product_id, term_id on product_attribute_terms
   for each row when (old.product_id <> new.product_id or old.term_id <> new.term_id) execute function product_search_link_moved()`,
  `update product_search_docs d set document = product_search_refaceted(d.document, d.product_id)
   where exists (select 1 from product_attribute_terms l where l.product_id = d.product_id)`,
];
