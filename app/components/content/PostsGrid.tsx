import type { PostSummary } from '../../../core/content/posts.ts';
import { PostCard } from './PostCard.tsx';

/** `.posts-grid > article.post-card`: columns now, a masonry layout when the theme script arrives. */
export function PostsGrid({ posts, headingLevel = 2, eagerCount = 0 }: { posts: PostSummary[]; headingLevel?: 2 | 3; eagerCount?: number }) {
  return (
    <div className="posts-grid">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} eager={index < eagerCount} />
      ))}
    </div>
  );
}
