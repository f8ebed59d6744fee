import type { Db } from '../../db/connect.ts';
import { getCategoryBySlug, listCategoriesWithCounts, type CategoryWithCount } from '../catalog/categories.ts';
import { firstProductCards, type ProductCard } from '../catalog/product-list.ts';
import type { ImageView } from '../catalog/products.ts';
import { NO_MEMO, type CatalogReads } from '../catalog/catalog-memo.ts';
import { getPageBySlug, latestPosts, type PostSummary } from '../content/posts.ts';
import { classifySlideSource } from '../contract/theme/slide-source.ts';
import type { GalleryImage, HomeSection, SectionOf } from './home-sections.ts';

/**
 * What each shown section of the home page needs from the shop, read for the enabled sections only.
 * A section with nothing to show (a missing page, an empty listing) is left out, as a heading over
 * nothing helps no one.
 */

/** A content page as a section shows it: its excerpt and a link. */
export interface PageTeaser {
  title: string;
  excerpt: string;
  href: string;
}

/** The hero's first slide, drawn by the page itself (the largest paint): an image with its size, or nothing for a video. */
export interface HeroPoster {
  image: ImageView;
}

export type HomeBlock =
  | { section: SectionOf<'hero'>; slides: string[]; poster: HeroPoster | null }
  | { section: SectionOf<'story'> | SectionOf<'visit'>; page: PageTeaser }
  | { section: SectionOf<'counters'> }
  | { section: SectionOf<'products'>; products: ProductCard[]; href: string }
  | { section: SectionOf<'categories'>; categories: CategoryWithCount[] }
  | { section: SectionOf<'posts'>; posts: PostSummary[] }
  | { section: SectionOf<'gallery'>; images: GalleryEntry[] }
  | { section: SectionOf<'tabs'> }
  | { section: SectionOf<'map'> }
  | { section: SectionOf<'cta'>; modalHref: string | null };

/** A gallery image: the full image the lightbox opens, the thumbnail drawn (sized) and its caption. */
export interface GalleryEntry {
  href: string;
  thumb: ImageView;
  caption: string;
  /** The product whose image and name it shows (a gallery of products), so the caption can be its translated name; null for the owner's own images. */
  productId: number | null;
}

/** How many category covers stand in for background slides the owner has not chosen. */
const COVER_SLIDES = 3;
/** An owner's image of unknown size is drawn in this box (cropped to the hero, so nothing moves). */
const UNKNOWN_SIZE = { width: 1600, height: 900 } as const;

interface Reads {
  db: Db;
  uploadsUrl: string;
  /** The theme's own background slides (the config file's or the theme settings'), for a hero without its own. */
  themeSlides: readonly string[];
  /** The page's language and the shop's default one: product names (and a gallery's captions of products) are read in the page's. */
  locale?: { locale: string; defaultLocale: string } | undefined;
  /** The categories with their counts and covers, read once for the hero and the categories section alike. */
  categories: () => Promise<CategoryWithCount[]>;
  /** Where the cards' images, the teased pages and the latest posts are kept until the next edit. */
  memo: CatalogReads;
}

/** Kept with the content version, as every edit of a page bumps it. */
function pageTeaser({ db, uploadsUrl, memo }: Reads, slug: string): Promise<PageTeaser | null> {
  return memo.read(`page-teaser:${uploadsUrl}:${slug}`, async () => {
    const page = await getPageBySlug(db, slug, uploadsUrl);
    return page ? { title: page.title, excerpt: page.excerpt, href: `/${page.slug}/` } : null;
  });
}

/** An image the owner named by address: its size unknown, its own alt text the caption. */
function ownerImage(src: string, alt: string): ImageView {
  return { src, srcSet: '', alt, ...UNKNOWN_SIZE };
}

async function heroBlock(reads: Reads, section: SectionOf<'hero'>): Promise<HomeBlock> {
  const chosen = section.slides.length > 0 ? section.slides : reads.themeSlides;
  if (chosen.length > 0) {
    const [first] = chosen;
    const poster = first && classifySlideSource(first).kind === 'image' ? { image: ownerImage(first, '') } : null;
    return { section, slides: [...chosen], poster };
  }
  const covers = (await reads.categories()).flatMap((category) => (category.count > 0 && category.image ? [category.image] : [])).slice(0, COVER_SLIDES);
  const [first] = covers;
  return { section, slides: covers.map((image) => image.src), poster: first ? { image: { ...first, alt: '' } } : null };
}

async function productsBlock(reads: Reads, section: SectionOf<'products'>): Promise<HomeBlock | null> {
  const base = { perPage: section.count, uploadsUrl: reads.uploadsUrl, locale: reads.locale, memo: reads.memo };
  if (section.source === 'category') {
    const category = section.category ? await getCategoryBySlug(reads.db, section.category) : null;
    if (!category) return null;
    const products = await firstProductCards(reads.db, { ...base, sort: 'menu_order', categoryId: category.id });
    return products.length > 0 ? { section, products, href: `/product-category/${category.slug}/` } : null;
  }
  const products = await firstProductCards(reads.db, section.source === 'sale' ? { ...base, sort: 'popularity', onSale: true } : { ...base, sort: 'date' });
  return products.length > 0 ? { section, products, href: section.source === 'sale' ? '/shop/?orderby=price' : '/shop/?orderby=date' } : null;
}

async function galleryBlock(reads: Reads, section: SectionOf<'gallery'>): Promise<HomeBlock | null> {
  if (section.source === 'images') {
    const images = section.images.map((image: GalleryImage) => ({ href: image.src, thumb: ownerImage(image.src, image.caption), caption: image.caption, productId: null }));
    return images.length > 0 ? { section, images } : null;
  }
  const products = await firstProductCards(reads.db, { perPage: section.count, sort: 'date', uploadsUrl: reads.uploadsUrl, locale: reads.locale, memo: reads.memo });
  const images = products.flatMap((product) => (product.image ? [{ href: product.image.src, thumb: { ...product.image, alt: product.image.alt || product.name }, caption: product.name, productId: product.id }] : []));
  return images.length > 0 ? { section, images } : null;
}

async function blockFor(reads: Reads, section: HomeSection): Promise<HomeBlock | null> {
  switch (section.type) {
    case 'hero':
      return heroBlock(reads, section);
    case 'story':
    case 'visit': {
      const page = await pageTeaser(reads, section.page);
      return page ? { section, page } : null;
    }
    case 'products':
      return productsBlock(reads, section);
    case 'categories': {
      const categories = (await reads.categories()).filter((category) => category.count > 0);
      return categories.length > 0 ? { section, categories } : null;
    }
    case 'posts': {
      // Kept with the content version, as every edit of a post bumps it.
      const posts = await reads.memo.read(`latest-posts:${reads.uploadsUrl}:${section.count}`, () => latestPosts(reads.db, { count: section.count, uploadsUrl: reads.uploadsUrl }));
      return posts.length > 0 ? { section, posts } : null;
    }
    case 'gallery':
      return galleryBlock(reads, section);
    case 'cta':
      return { section, modalHref: section.modalPage ? `/${section.modalPage}/` : null };
    case 'counters':
      return section.items.length > 0 ? { section } : null;
    case 'tabs':
      return section.tabs.length > 0 ? { section } : null;
    case 'map':
      return { section };
  }
}

/**
 * The shown sections with their data, in the layout's order. A hero without slides of its own takes the
 * theme's background images, else the covers of the first categories.
 */
export async function loadHomeBlocks(
  db: Db,
  sections: readonly HomeSection[],
  options: { uploadsUrl: string; themeSlides: readonly string[]; locale?: Reads['locale']; memo?: CatalogReads },
): Promise<HomeBlock[]> {
  const memo = options.memo ?? NO_MEMO;
  let categories: Promise<CategoryWithCount[]> | undefined;
  // Kept until the catalogue's next edit: a cover is the first product of its category, and finding it
  // in a large category costs more than the rest of the page.
  const readCategories = () => memo.read(`categories-with-counts:${options.uploadsUrl}`, () => listCategoriesWithCounts(db, options.uploadsUrl));
  const reads: Reads = { db, ...options, memo, categories: () => (categories ??= readCategories()) };
  const blocks = await Promise.all(sections.filter((section) => section.enabled).map((section) => blockFor(reads, section)));
  return blocks.filter((block) => block !== null);
}
