import { sql, type Kysely } from 'kysely';

/**
 * Every picture a product shows is an item of the media library, as every WooCommerce product image is a
 * WordPress attachment. Until now only uploads made in the library had a row there; pictures uploaded on a
 * product's form, imported from a CSV or drawn for the demo had their sizes written and no row, so the
 * library said "0 files" beside hundreds of product images. Those shops kept no original of such a picture,
 * only its sizes: `original_file` names the file that stands for it (its largest size), and stays null for
 * an upload whose original is kept as `<stem>.<ext>`. Each picture a product shows gets its row, once per
 * file, titled after the first product that showed it and dated as that product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('original_file', 'text').execute();
  // Deleting a library item asks whether a product still shows its files; the backfill below asks too.
  await db.schema.createIndex('product_images_file').on('product_images').column('file').execute();
  await addProductPicturesToLibrary(db);
}

/** One library item for each file products show that has none: the first row showing it gives its texts. */
export async function addProductPicturesToLibrary(db: Kysely<unknown>): Promise<void> {
  await sql`insert into media (file, original_name, mime_type, title, alt_text, caption, width, height, sizes, state, author_id, created_at, original_file)
    select image.file, image.file || '-' || image.width || '.webp', 'image/webp', product.name, image.alt, '', image.width, image.height,
      image.sizes, 'complete', null, product.created_at, image.file || '-' || image.width || '.webp'
    from product_images image
    join products product on product.id = image.product_id
    where image.id = (select min(earlier.id) from product_images earlier where earlier.file = image.file)
      and not exists (select 1 from media item where item.file = image.file)`.execute(db);
}
