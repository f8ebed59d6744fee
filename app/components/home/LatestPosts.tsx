import { useTranslate } from '../i18n/translate-context.ts';
import type { PostSummary } from '../../../core/content/posts.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { PostsGrid } from '../content/PostsGrid.tsx';
import { SectionShell } from './SectionShell.tsx';

/** The latest posts: the blog's list, a masonry (`data-masonry`) from 768 px once the widget runs, columns before. */
export function LatestPosts({ section, posts }: { section: SectionOf<'posts'>; posts: PostSummary[] }) {
  const t = useTranslate();
  return (
    <SectionShell id={section.key} heading={section.heading} link={{ href: '/blog/', label: t('catalog.home.allStories') }}>
      <PostsGrid posts={posts} headingLevel={3} />
    </SectionShell>
  );
}
