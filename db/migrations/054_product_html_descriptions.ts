import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Product descriptions and short descriptions (and their translations) become HTML, as WooCommerce's
 * are. The text stored before was plain text shown as paragraphs (blank lines), "## " headings and "- "
 * lists, with single line breaks joining the lines of a paragraph: each row becomes that same HTML, every
 * character escaped, so a page reads as it did (a `<b>` typed as text stays text). Variations keep their
 * plain-text descriptions.
 *
 * Search: PostgreSQL's parser already leaves tags and entities out of a document's words. SQLite's FTS5
 * would index a tag's name as a word (a search for "strong" would find every bold description), so the
 * index is now fed the descriptions' words through `html_words` (db/dialects/sqlite.ts), and built again.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') for (const name of ['added', 'removed', 'changed']) await sql.raw(`drop trigger product_search_docs_${name}`).execute(db);
  await convertRows(db, 'products');
  await convertRows(db, 'product_translations');
  if (dialect === 'sqlite') for (const statement of SQLITE_INDEX) await sql.raw(statement).execute(db);
}

const BATCH = 500;

interface DescriptionRow {
  key: number | string;
  locale?: string;
  short_description: string;
  description: string;
}

/** Every row's two descriptions converted, a batch at a time in the order of the key. */
async function convertRows(db: Kysely<unknown>, table: 'products' | 'product_translations'): Promise<void> {
  const translations = table === 'product_translations';
  let after: { product: number; locale: string } = { product: 0, locale: '' };
  for (;;) {
    const { rows } = translations
      ? await sql<DescriptionRow & { locale: string }>`select product_id as key, locale, short_description, description from product_translations
          where (product_id > ${after.product} or (product_id = ${after.product} and locale > ${after.locale}))
          order by product_id, locale limit ${BATCH}`.execute(db)
      : await sql<DescriptionRow>`select id as key, short_description, description from products
          where id > ${after.product} and type <> 'variation' order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const short = plainTextDescriptionToHtml(row.short_description);
      const long = plainTextDescriptionToHtml(row.description);
      if (short === row.short_description && long === row.description) continue;
      if (translations) {
        await sql`update product_translations set short_description = ${short}, description = ${long}
          where product_id = ${Number(row.key)} and locale = ${row.locale ?? ''}`.execute(db);
      } else {
        await sql`update products set short_description = ${short}, description = ${long} where id = ${Number(row.key)}`.execute(db);
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { product: Number(last.key), locale: last.locale ?? '' };
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Plain text as the product page showed it until now (core/content/blocks.ts at the time of this
 * migration, kept here as it was: a migration converts what was, whatever that file becomes): a blank
 * line starts a paragraph, a lone "## " line is a heading (the description tab's `<h3>`), a run of "- "
 * lines a list; the lines of a paragraph were joined by spaces.
 */
export function plainTextDescriptionToHtml(text: string): string {
  const blocks: string[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines[0];
    if (first === undefined) continue;
    if (lines.length === 1 && first.startsWith('## ')) blocks.push(`<h3>${escapeText(first.slice(3).trim())}</h3>`);
    else if (lines.every((line) => line.startsWith('- '))) blocks.push(`<ul>\n${lines.map((line) => `<li>${escapeText(line.slice(2).trim())}</li>`).join('\n')}\n</ul>`);
    else blocks.push(`<p>${escapeText(lines.join(' '))}</p>`);
  }
  return blocks.join('\n');
}

const TEXT_COLUMNS = 'name, sku, short_description, description, facets';
/** A document's columns as the index takes them: the descriptions' words without their markup. */
const indexed = (row: 'new' | 'old') =>
  `${row}.name, ${row}.sku, html_words(${row}.short_description), html_words(${row}.description), ${row}.facets`;

/** Migration 045's triggers from the documents to FTS5, with `html_words`; the index built again from the documents. */
const SQLITE_INDEX = [
  `insert into product_search (product_search) values ('delete-all')`,
  `insert into product_search (rowid, ${TEXT_COLUMNS})
    select id, name, sku, html_words(short_description), html_words(description), facets from product_search_docs order by id`,
  `create trigger product_search_docs_added after insert on product_search_docs begin
    insert into product_search (rowid, ${TEXT_COLUMNS}) values (new.id, ${indexed('new')});
  end`,
  `create trigger product_search_docs_removed after delete on product_search_docs begin
    insert into product_search (product_search, rowid, ${TEXT_COLUMNS}) values ('delete', old.id, ${indexed('old')});
  end`,
  `create trigger product_search_docs_changed after update on product_search_docs begin
    insert into product_search (product_search, rowid, ${TEXT_COLUMNS}) values ('delete', old.id, ${indexed('old')});
    insert into product_search (rowid, ${TEXT_COLUMNS}) values (new.id, ${indexed('new')});
  end`,
];
