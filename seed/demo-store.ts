import { insertDemoCoupons } from './demo-coupons.ts';
import type { Db } from '../db/connect.ts';
import type { NewProduct } from '../db/schema.ts';
import { imageFilesExist, planImage, writeImageSizes, type StoredImage } from '../core/media/images.ts';
import { addPicturesToLibrary } from '../core/media/library.ts';
import { clearPicturesPending } from '../core/media/pictures-pending.ts';
import { serializePostImage } from '../core/content/posts.ts';
import { postRow } from '../core/content/save-post.ts';
import { productDescriptionHtml } from '../core/catalog/product-description.ts';
import { PALETTES, PRODUCT_VIEWS, postArtwork, productArtwork, workshopArtwork, type ProductView } from './artwork.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, kindFacts, longDescription, shortDescription, type DemoProductSpec } from './catalog-data.ts';
import { DEMO_PAGES, DEMO_POSTS } from './content-data.ts';
import { aboutUsPage, WORKSHOP_SCENES } from './about-us-page.ts';
import { createRandom, type Random } from './random.ts';
import { CATEGORY_TRANSLATIONS, demoProductTranslations, PAGE_TRANSLATIONS, type Both, type DescriptionChoices } from './translations-data.ts';
import { ABOUT_US_TRANSLATIONS, POST_TRANSLATIONS } from './post-translations-data.ts';
import { DEMO_STRING_TRANSLATIONS } from './string-translations-data.ts';
import { addOwnerTranslations } from '../core/i18n/owner-strings.ts';
import { insertOptionProducts, planOptionProducts } from './demo-options.ts';
import { insertDemoReviews } from './demo-reviews.ts';

const SEED = 20_261_121;
/** Dates are counted back from a fixed moment so every run writes the same rows. */
const ANCHOR = Date.parse('2026-11-01T09:00:00.000Z');
const DAY = 86_400_000;
/** Images rendered at once: enough to keep the CPU busy, few enough to bound memory. */
const IMAGE_CONCURRENCY = 4;

interface ImageJob {
  svg: string;
  stem: string;
}

interface PlannedProduct {
  row: NewProduct;
  translations: ReturnType<typeof demoProductTranslations>;
  categories: string[];
  images: { job: ImageJob; alt: string }[];
}

/** Everything the demo store contains, decided up front from one seeded generator. */
function planProducts(random: Random): PlannedProduct[] {
  const count = DEMO_PRODUCTS.length;
  const menuOrders = random.shuffle(Array.from({ length: count }, (_, i) => i + 1));
  const sales = random.shuffle(Array.from({ length: count }, (_, i) => i * 7 + random.int(0, 6)));
  return DEMO_PRODUCTS.map((spec, index) => {
    // The translations follow the English text's choices; recording them draws nothing more.
    const choices: number[] = [];
    const pick = (options: readonly string[]) => {
      const chosen = random.pick(options);
      choices.push(options.indexOf(chosen));
      return chosen;
    };
    const onSale = random.chance(0.28);
    const sale = onSale ? salePrice(spec.price, random.pick([0.15, 0.2, 0.25, 0.3])) : null;
    const stock = stockFor(random);
    const rated = random.chance(0.88);
    const createdAt = new Date(ANCHOR - random.int(0, 300) * DAY - index * 3_600_000).toISOString();
    const category = DEMO_CATEGORIES.find((c) => c.slug === spec.categories[0]);
    const palette = random.int(0, PALETTES.length - 1);
    const retiredImageCount = random.pick([1, 1, 2, 2, 3]);
    const slug = slugify(spec.name);
    // The artwork has a generator of its own, so redrawing it never moves a price, a stock level or a rating.
    const artRandom = createRandom(SEED + (index + 1) * 7_919);
    const views = PRODUCT_VIEWS.slice(0, artRandom.chance(0.5) ? 4 : 3);
    const row: NewProduct = {
      slug,
      sku: `VT-${category?.code ?? 'GEN'}-${String(index + 1).padStart(3, '0')}`,
      name: spec.name,
      // One product is still being prepared: it must never appear in the shop.
      status: index === count - 1 ? 'draft' : 'publish',
      // Stored as every writer stores a description: as sanitised HTML with its paragraphs.
      short_description: productDescriptionHtml(shortDescription(spec, pick)),
      description: productDescriptionHtml(longDescription(spec, pick)),
      regular_price: spec.price,
      sale_price: sale,
      price: sale ?? spec.price,
      stock: stock.stock,
      stock_status: stock.status,
      menu_order: menuOrders[index] ?? index,
      total_sales: sales[index] ?? 0,
      created_at: createdAt,
      updated_at: createdAt,
    };
    // Ratings come from the demo's reviews (./demo-reviews.ts); the draws of the retired random ones are still taken.
    if (rated) skipRetiredRatingDraws(random);
    skipRetiredArtworkDraws(random, retiredImageCount);
    return {
      row,
      translations: demoProductTranslations(spec.name, spec.kind, choices as DescriptionChoices),
      categories: spec.categories,
      images: views.map((view) => ({
        job: { svg: productArtwork(kindFacts(spec.kind).shape, PALETTES[palette]!, view, artRandom), stem: slug },
        alt: altFor(spec, view),
      })),
    };
  });
}

function salePrice(regular: number, discount: number): number {
  // Sale prices end in .99 like a real shop's, and always undercut the regular price.
  const rounded = Math.round((regular * (1 - discount)) / 100) * 100 - 1;
  return Math.max(99, Math.min(rounded, regular - 1));
}

function stockFor(random: Random): { stock: number | null; status: 'instock' | 'outofstock' } {
  const roll = random.next();
  if (roll < 0.06) return { stock: 0, status: 'outofstock' };
  if (roll < 0.1) return { stock: null, status: 'outofstock' };
  if (roll < 0.35) return { stock: random.int(3, 10), status: 'instock' };
  if (roll < 0.65) return { stock: random.int(12, 120), status: 'instock' };
  return { stock: null, status: 'instock' };
}

/** The demo once drew a random average and count per product: drawn still, so what follows stays as it was. */
function skipRetiredRatingDraws(random: Random): void {
  random.next();
  random.int(1, 240);
}

/**
 * The first demo artwork drew its image count and shapes from the catalog's generator. Those draws are
 * still taken, so prices, stock and ratings stay what existing shops and the browser tests know.
 */
function skipRetiredArtworkDraws(random: Random, imageCount: number): void {
  const drawsPerView = [3, 3, 2];
  for (let view = 0; view < imageCount; view++) for (let draw = 0; draw < (drawsPerView[view] ?? 0); draw++) random.next();
}

const ALT_SUFFIX: Record<ProductView, string> = {
  front: '',
  detail: ', close-up',
  'at-home': ' at home on a table',
  boxed: ' beside its gift box',
};

function altFor(spec: DemoProductSpec, view: ProductView): string {
  return `${spec.name}${ALT_SUFFIX[view]}`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Runs the jobs with at most `limit` in flight, keeping the results in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface DemoStorePlan {
  insert(db: Db): Promise<void>;
  /** The pictures the rows name that are not in the uploads directory yet. */
  pictures: DemoPictures;
}

/** The demo store's pictures still to draw: the rows name them already, so the shop can serve meanwhile. */
export interface DemoPictures {
  readonly total: number;
  readonly missing: number;
  /**
   * Draws each missing picture (its responsive sizes), calling `onProgress` after each, then clears the
   * uploads directory's pending mark. Safe to run again after a failure: what is on disk is kept.
   */
  draw(onProgress?: (drawn: number, missing: number) => void): Promise<void>;
}

/**
 * Plans the demo store: the rows, ready to insert inside the caller's transaction, and the pictures they
 * name. Working out a picture's file name and sizes draws nothing (about 1 s for all of them); drawing
 * them is `pictures.draw()` (tens of seconds of CPU), which skips files already in `uploadsDir`.
 */
export async function prepareDemoStore(options: { uploadsDir: string }): Promise<DemoStorePlan> {
  const random = createRandom(SEED);
  const products = planProducts(random);
  const posts = DEMO_POSTS.map((post, index) => ({
    post,
    publishedAt: new Date(ANCHOR - index * 9 * DAY - random.int(0, 8) * DAY + random.int(0, 36_000_000)).toISOString(),
    job: { svg: postArtwork(post.image.width, post.image.height, PALETTES[(index * 5) % PALETTES.length]!, random), stem: post.slug },
  }));

  // Drawn after everything else from the shared generator, so the products and posts before them stay as they were.
  const workshop = WORKSHOP_SCENES.map((scene, index) => ({
    alt: scene.alt,
    job: { svg: workshopArtwork(scene.shapes, PALETTES[(index * 3 + 1) % PALETTES.length]!, random), stem: scene.stem },
  }));

  const optionProducts = planOptionProducts();

  const jobs = [
    ...products.flatMap((product) => product.images.map((image) => image.job)),
    ...posts.map((entry) => entry.job),
    ...workshop.map((photo) => photo.job),
    ...optionProducts.flatMap((product) => product.images.map((image) => image.job)),
  ];
  const stored = await mapLimited(jobs, IMAGE_CONCURRENCY, (job) => planImage(Buffer.from(job.svg), job.stem));
  const storedFor = new Map<ImageJob, StoredImage>(jobs.map((job, index) => [job, stored[index] as StoredImage]));
  const onDisk = await mapLimited(stored, IMAGE_CONCURRENCY * 4, (image) => imageFilesExist(options.uploadsDir, image));
  const missing = jobs.filter((_, index) => !onDisk[index]);

  return {
    pictures: {
      total: jobs.length,
      missing: missing.length,
      async draw(onProgress) {
        let drawn = 0;
        await mapLimited(missing, IMAGE_CONCURRENCY, async (job) => {
          await writeImageSizes(Buffer.from(job.svg), { uploadsDir: options.uploadsDir, file: storedFor.get(job)!.file });
          drawn += 1;
          // The mark goes before the last word of progress, so whoever hears "done" finds the directory done.
          if (drawn === missing.length) await clearPicturesPending(options.uploadsDir);
          onProgress?.(drawn, missing.length);
        });
        if (missing.length === 0) await clearPicturesPending(options.uploadsDir);
      },
    },
    async insert(db: Db) {
      const categories = await db
        .insertInto('categories')
        .values(DEMO_CATEGORIES.map((category, index) => ({ slug: category.slug, name: category.name, description: category.description, menu_order: index })))
        .returning(['id', 'slug'])
        .execute();
      const categoryId = new Map(categories.map((row) => [row.slug, row.id]));
      const inserted = await db.insertInto('products').values(products.map((product) => product.row)).returning(['id', 'slug']).execute();
      const productId = new Map(inserted.map((row) => [row.slug, row.id]));

      const links = products.flatMap((product) =>
        product.categories.map((slug) => ({ product_id: productId.get(product.row.slug)!, category_id: categoryId.get(slug)! })),
      );
      await db.insertInto('product_categories').values(links).execute();

      const images = products.flatMap((product) =>
        product.images.map((image, position) => {
          const file = storedFor.get(image.job)!;
          return {
            product_id: productId.get(product.row.slug)!,
            position,
            file: file.file,
            alt: image.alt,
            width: file.width,
            height: file.height,
            sizes: JSON.stringify(file.sizes),
          };
        }),
      );
      await db.insertInto('product_images').values(images).execute();
      // The pictures are the media library's too, as an owner's uploads on a product's form are.
      await addPicturesToLibrary(db, products.flatMap((product) => product.images.map((image) => ({ ...storedFor.get(image.job)!, alt: image.alt, title: product.row.name }))));

      const photos = workshop.map((photo) => ({ ...storedFor.get(photo.job)!, alt: photo.alt }));
      const aboutUs = aboutUsPage(photos);
      const pageRows = [...DEMO_PAGES, aboutUs].map((page, index) =>
        postRow({
          type: 'page',
          slug: page.slug,
          title: page.title,
          excerpt: page.excerpt,
          content: page.content,
          contentFormat: page.contentFormat ?? 'text',
          image: null,
          status: 'publish',
          publishedAt: new Date(ANCHOR - 400 * DAY + index * DAY).toISOString(),
        }),
      );
      const postRows = posts.map(({ post, publishedAt, job }) => {
        const file = storedFor.get(job)!;
        return postRow({
          type: 'post',
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          content: post.paragraphs.join('\n\n'),
          contentFormat: 'text',
          image: serializePostImage({ ...file, alt: '' }),
          status: 'publish',
          publishedAt,
        });
      });
      const insertedPosts = await db.insertInto('posts').values([...pageRows, ...postRows]).returning(['id', 'type', 'slug']).execute();
      await insertTranslations(db, {
        categories: categories.map((row) => ({ id: row.id, slug: row.slug })),
        products: products.map((product) => ({ id: productId.get(product.row.slug)!, texts: product.translations })),
        posts: insertedPosts,
        aboutUs: { fr: aboutUsPage(photos, ABOUT_US_TRANSLATIONS.fr), de: aboutUsPage(photos, ABOUT_US_TRANSLATIONS.de) },
      });
      await insertOptionProducts(db, optionProducts, (job) => storedFor.get(job)!, {
        product: (slug) => productId.get(slug)!,
        category: (slug) => categoryId.get(slug)!,
      }, new Date(ANCHOR - 20 * DAY).toISOString());
      await insertDemoCoupons(db, (slug) => categoryId.get(slug)!);
      await insertDemoReviews(db, inserted, ANCHOR);
    },
  };
}

type PostTexts = Both<{ title: string; excerpt: string; content?: string }>;

/** The demo's French and German texts, one insert per table; a page without a translated content shows the English one. */
async function insertTranslations(
  db: Db,
  items: {
    categories: { id: number; slug: string }[];
    products: { id: number; texts: PlannedProduct['translations'] }[];
    posts: { id: number; type: string; slug: string }[];
    /** The About us page rendered in each language, with the same pictures as the English one. */
    aboutUs: PostTexts;
  },
): Promise<void> {
  const locales = ['fr', 'de'] as const;
  const categoryRows = items.categories.flatMap(({ id, slug }) => {
    const texts = CATEGORY_TRANSLATIONS[slug as keyof typeof CATEGORY_TRANSLATIONS];
    return texts ? locales.map((locale) => ({ category_id: id, locale, ...texts[locale] })) : [];
  });
  if (categoryRows.length > 0) await db.insertInto('category_translations').values(categoryRows).execute();
  const productRows = items.products.flatMap(({ id, texts }) =>
    locales.map((locale) => ({
      product_id: id,
      locale,
      name: texts[locale].name,
      short_description: productDescriptionHtml(texts[locale].short_description),
      description: productDescriptionHtml(texts[locale].description),
    })),
  );
  if (productRows.length > 0) await db.insertInto('product_translations').values(productRows).execute();
  // Pages and posts share a table, but not their slugs' namespace: each type looks in its own texts.
  const textsFor = ({ type, slug }: { type: string; slug: string }): PostTexts | undefined =>
    type === 'post' ? POST_TRANSLATIONS[slug] : slug === 'about-us' ? items.aboutUs : PAGE_TRANSLATIONS[slug];
  const postRows = items.posts.flatMap((post) => {
    const texts = textsFor(post);
    return texts ? locales.map((locale) => ({ post_id: post.id, locale, title: texts[locale].title, excerpt: texts[locale].excerpt, content: texts[locale].content ?? '' })) : [];
  });
  if (postRows.length > 0) await db.insertInto('post_translations').values(postRows).execute();
  // The owner's words are the owner's: a reseed adds the demo's translations only where a text has none.
  await addOwnerTranslations(
    db,
    DEMO_STRING_TRANSLATIONS.flatMap(({ source, texts }) => locales.map((locale) => ({ locale, source, text: texts[locale] }))),
  );
}

/** Removes the catalog and the content (products, categories, images, posts, pages); users and orders stay. */
export async function wipeCatalogAndContent(db: Db): Promise<void> {
  await db.deleteFrom('product_reviews').execute();
  await db.deleteFrom('product_links').execute();
  await db.deleteFrom('variation_attributes').execute();
  await db.deleteFrom('product_attribute_terms').execute();
  await db.deleteFrom('product_attributes').execute();
  await db.deleteFrom('attribute_terms').execute();
  await db.deleteFrom('attributes').execute();
  await db.deleteFrom('product_translations').execute();
  await db.deleteFrom('product_images').execute();
  await db.deleteFrom('product_categories').execute();
  await db.deleteFrom('products').execute();
  await db.deleteFrom('categories').execute();
  await db.deleteFrom('posts').execute();
}
