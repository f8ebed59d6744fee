import type { PostType } from '../../../core/content/post-form.ts';

/** How the admin names pages and posts, and where each lives in the shop and in the admin. */
export const POST_TYPE_WORDS = {
  page: { one: 'page', One: 'Page', Many: 'Pages', list: '/admin/pages/', shopPath: (slug: string) => `/${slug}/`, addressHint: '/<slug>/' },
  post: { one: 'post', One: 'Post', Many: 'Posts', list: '/admin/posts/', shopPath: (slug: string) => `/blog/${slug}/`, addressHint: '/blog/<slug>/' },
} as const;

/** The pages and the posts share their routes' modules; the address tells which of them is asked for. */
export function postTypeOf(request: Request): PostType {
  return new URL(request.url).pathname.startsWith('/admin/posts') ? 'post' : 'page';
}
