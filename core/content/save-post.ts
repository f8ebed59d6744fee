import type { Db } from '../../db/connect.ts';
import type { NewPost } from '../../db/schema.ts';
import { contentForStorage, type ContentFormat } from './display.ts';

/** A post or page as written by the owner (or the demo store); HTML content is sanitised before it is stored. */
export interface PostInput {
  type: 'post' | 'page';
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  contentFormat: ContentFormat;
  /** JSON from `serializePostImage`, or null. */
  image: string | null;
  status: 'publish' | 'draft';
  publishedAt: string;
}

/** The row to insert for a post: the one way content reaches the `posts` table from the shop's code. */
export function postRow(input: PostInput): NewPost {
  return {
    type: input.type,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: contentForStorage(input.content, input.contentFormat),
    content_format: input.contentFormat,
    image: input.image,
    status: input.status,
    published_at: input.publishedAt,
  };
}

/** Stores a new post or page and returns its id. */
export async function createPost(db: Db, input: PostInput): Promise<number> {
  const row = await db.insertInto('posts').values(postRow(input)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a post's content (and its format); false when there is no such post. */
export async function updatePostContent(db: Db, id: number, content: string, contentFormat: ContentFormat): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ content: contentForStorage(content, contentFormat), content_format: contentFormat })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The fields the admin's page and post form edits; the image and publication date are left as they are. */
export type PostEdit = Pick<PostInput, 'slug' | 'title' | 'excerpt' | 'content' | 'contentFormat' | 'status'>;

/** Saves the owner's edit of a post or page (HTML sanitised); false when there is no such post. */
export async function updatePost(db: Db, id: number, edit: PostEdit): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({
      slug: edit.slug,
      title: edit.title,
      excerpt: edit.excerpt,
      content: contentForStorage(edit.content, edit.contentFormat),
      content_format: edit.contentFormat,
      status: edit.status,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
