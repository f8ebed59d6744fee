import { useLocalizedHref } from '../i18n/locale-context.ts';
import type { PostSummary } from '../../../core/content/posts.ts';
import { ResponsiveImage } from '../catalog/ResponsiveImage.tsx';
import { PostDate } from './PostDate.tsx';

/** Cards are a column of the masonry grid: full width on phones, half on tablets, a third on desktops. */
const POST_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 380px';

export function PostCard({ post, headingLevel = 2, eager = false }: { post: PostSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = useLocalizedHref()(`/blog/${post.slug}/`);
  return (
    <article className="post-card">
      {post.image ? (
        <a href={href} className="post-card__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage image={post.image} sizes={POST_IMAGE_SIZES} eager={eager} alt="" />
        </a>
      ) : null}
      <div className="post-card__body">
        <Heading className="post-card__title">
          <a href={href}>{post.title}</a>
        </Heading>
        <PostDate iso={post.publishedAt} />
        <p className="post-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}
