import type { PostSummary } from '../../../core/content/posts.ts';
import { PostCard } from './PostCard.tsx';

/** `.posts-grid > article.post-card`: a grid as served, laid out as masonry (`data-masonry`) by the theme's script from 768 px on. */
export function PostsGrid({ posts, headingLevel = 2, eagerCount = 0 }: { posts: PostSummary[]; headingLevel?: 2 | 3; eagerCount?: number }) {
  return (
    <div className="posts-grid" data-masonry="">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} eager={index < eagerCount} />
      ))}
    </div>
  );
}
