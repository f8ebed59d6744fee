import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withId } from './with-id.ts';

/**
 * The font library (Settings → Fonts, WordPress's Font Library): one row per uploaded face, a family being
 * the faces that share its name. `file` is the face's path under the uploads directory
 * (`fonts/<hash>.woff2`), named after a hash of its bytes; one family has at most one face per weight and
 * style. The theme names a family by its name (`brand.fonts.body = "family:<name>"`).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('font_faces'), dialect)
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight between 100 and 900`))
    .addColumn('style', 'text', (c) => c.notNull().check(sql`style in ('normal', 'italic')`))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('woff2', 'woff')`))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('font_faces_face').on('font_faces').columns(['family', 'weight', 'style']).unique().execute();
}
