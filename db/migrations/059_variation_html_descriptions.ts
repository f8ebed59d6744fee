import { sql, type Kysely } from 'kysely';

/**
 * Variations' descriptions become HTML, as their products' did in migration 054 (and as WooCommerce's
 * are). The text stored before was plain text, which the variations form showed escaped inside one
 * paragraph: each row becomes that text with its paragraphs (a blank line) kept as `<p>`, the lines of a
 * paragraph joined by spaces as the page showed them, every character escaped, so a `<b>` typed as text
 * stays text. Variations are not in the search index, so nothing else changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number | string; description: string }>`select id, description from products
      where id > ${after} and type = 'variation' and description <> '' order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const html = plainTextToParagraphs(row.description);
      if (html !== row.description) await sql`update products set description = ${html} where id = ${Number(row.id)}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = Number(last.id);
  }
}

const BATCH = 500;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as paragraphs: a blank line starts one, the lines within one are joined by spaces. */
export function plainTextToParagraphs(text: string): string {
  const paragraphs: string[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > 0) paragraphs.push(`<p>${escapeText(lines.join(' '))}</p>`);
  }
  return paragraphs.join('\n');
}
