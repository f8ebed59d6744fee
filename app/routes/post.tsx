import { data } from 'react-router';
import type { Route } from './+types/post.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getPostBySlug } from '../../core/content/posts.ts';
import { ResponsiveImage } from '../components/catalog/ResponsiveImage.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { ContentBlocks } from '../components/content/ContentBlocks.tsx';
import { PostDate } from '../components/content/PostDate.tsx';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'single-post', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const post = await getPostBySlug(db, params.slug, uploadsUrl);
  if (!post) throw data('Not found', { status: 404 });
  const canonical = absoluteUrl(siteOrigin, `/blog/${post.slug}/`);
  return {
    post,
    seo: {
      title: pageTitle(post.title, config.store.name),
      description: post.excerpt,
      canonical,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.publishedAt,
        mainEntityOfPage: canonical,
        ...(post.image ? { image: absoluteUrl(siteOrigin, post.image.src) } : {}),
      },
    },
  };
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article className="container narrow single-post-article">
      <p className="post-back">
        <a href="/blog/">← Journal</a>
      </p>
      <header className="entry-header">
        <h1 className="entry-title">{post.title}</h1>
        <PostDate iso={post.publishedAt} />
      </header>
      {post.image ? (
        <ResponsiveImage className="entry-image" image={post.image} sizes="(max-width: 767px) 100vw, 720px" priority alt="" />
      ) : null}
      <div className="entry-content">
        <p className="entry-lead">{post.excerpt}</p>
        <ContentBlocks text={post.content} />
      </div>
    </article>
  );
}
