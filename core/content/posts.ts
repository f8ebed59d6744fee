import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { Post } from '../../db/schema.ts';
import type { ImageView } from '../catalog/products.ts';
import type { ContentFormat } from './display.ts';

/** A post's image, stored as JSON in `posts.image`: the same shape `storeImage` returns, plus alt text. */
export const postImageSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]+$/),
  width: z.int().positive(),
  height: z.int().positive(),
  sizes: z.array(z.int().positive()).min(1),
  alt: z.string().default(''),
});
export type PostImage = z.infer<typeof postImageSchema>;

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  image: ImageView | null;
}

export interface PostDetail extends PostSummary {
  /** As stored: show it through `contentForDisplay`, which sanitises HTML again. */
  content: string;
  contentFormat: ContentFormat;
}

export function serializePostImage(image: PostImage): string {
  return JSON.stringify(postImageSchema.parse(image));
}

/** The image of a post as `src`/`srcset`, or null when it has none (or the stored value is unreadable). */
export function postImageView(stored: string | null, uploadsUrl: string): ImageView | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const result = postImageSchema.safeParse(parsed);
  if (!result.success) return null;
  const { file, width, height, alt } = result.data;
  const sizes = [...result.data.sizes].sort((a, b) => a - b);
  const largest = sizes.at(-1) ?? width;
  return {
    src: `${uploadsUrl}/${file}-${largest}.webp`,
    srcSet: sizes.map((size) => `${uploadsUrl}/${file}-${size}.webp ${size}w`).join(', '),
    alt,
    width,
    height,
  };
}

function toSummary(post: Post, uploadsUrl: string): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.published_at,
    image: postImageView(post.image, uploadsUrl),
  };
}

export interface PostList {
  posts: PostSummary[];
  total: number;
}

/** Published blog posts, newest first, one page at a time. */
export async function listPosts(db: Db, options: { page: number; perPage: number; uploadsUrl: string }): Promise<PostList> {
  const perPage = Math.max(1, Math.floor(options.perPage));
  const page = Math.max(1, Math.floor(options.page));
  const base = db.selectFrom('posts').where('type', '=', 'post').where('status', '=', 'publish');
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { posts: rows.map((row) => toSummary(row, options.uploadsUrl)), total: Number(countRow?.count ?? 0) };
}

/** The newest published blog posts, without their total (a block of the latest few). */
export async function latestPosts(db: Db, options: { count: number; uploadsUrl: string }): Promise<PostSummary[]> {
  const rows = await db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', 'post')
    .where('status', '=', 'publish')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(1, Math.floor(options.count)))
    .execute();
  return rows.map((row) => toSummary(row, options.uploadsUrl));
}

async function getPublished(db: Db, type: Post['type'], slug: string, uploadsUrl: string): Promise<PostDetail | null> {
  if (!slug || slug.length > 200) return null;
  const row = await db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', type)
    .where('slug', '=', slug)
    .where('status', '=', 'publish')
    .executeTakeFirst();
  return row ? { ...toSummary(row, uploadsUrl), content: row.content, contentFormat: row.content_format } : null;
}

/** A published blog post by slug, or null. */
export function getPostBySlug(db: Db, slug: string, uploadsUrl: string): Promise<PostDetail | null> {
  return getPublished(db, 'post', slug, uploadsUrl);
}

/** A published CMS page (About, Contact, …) by slug, or null. */
export function getPageBySlug(db: Db, slug: string, uploadsUrl: string): Promise<PostDetail | null> {
  return getPublished(db, 'page', slug, uploadsUrl);
}
