import type { PostSummary } from '../../../core/content/posts.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { PostCard } from '../content/PostCard.tsx';
import { SectionShell } from './SectionShell.tsx';

/** The latest posts, a masonry list (`data-masonry`) from 768 px once the widget runs, columns before. */
export function LatestPosts({ section, posts }: { section: SectionOf<'posts'>; posts: PostSummary[] }) {
  return (
    <SectionShell id={section.key} heading={section.heading} link={{ href: '/blog/', label: 'All stories' }}>
      <div className="posts-grid" data-masonry="">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} />
        ))}
      </div>
    </SectionShell>
  );
}
