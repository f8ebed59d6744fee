import { data } from 'react-router';
import type { Route } from './+types/post.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getPostBySlug } from '../../core/content/posts.ts';
import { postViewsInLocale } from '../../core/i18n/catalog-views.ts';
import { MoneyContext } from '../components/catalog/money.tsx';
import { useLocalizedHref } from '../components/i18n/locale-context.ts';
import { useTranslate } from '../components/i18n/translate-context.ts';
import { pageLanguage } from './page-language.ts';
import { contentForDisplay } from '../../core/content/display.ts';
import { ResponsiveImage } from '../components/catalog/ResponsiveImage.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { EntryContent } from '../components/content/EntryContent.tsx';
import { PostDate } from '../components/content/PostDate.tsx';
import { contentWidgetsSheet } from '../styles/widgets/index.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'single-post', styles: [{ id: 'catalog', css: catalogCss }, contentWidgetsSheet], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const { choice, intl, path } = pageLanguage(context);
  const found = await getPostBySlug(db, params.slug, uploadsUrl);
  if (!found) throw data('Not found', { status: 404 });
  // Title, excerpt and body in the page's language; a translated body is stored in the post's own format.
  const [post = found] = await postViewsInLocale(db, [found], choice);
  const canonical = absoluteUrl(siteOrigin, path(`/blog/${post.slug}/`));
  const { content, contentFormat, ...shown } = post;
  return {
    post: shown,
    // Sanitised on every render, not only on save: a row written past the shop's code is made harmless too.
    body: contentForDisplay(content, contentFormat),
    money: { currency: config.store.currency, locale: intl },
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
  const t = useTranslate();
  const href = useLocalizedHref();
  const { post, body } = loaderData;
  return (
    <MoneyContext value={loaderData.money}>
      <article className="container narrow single-post-article">
        <p className="post-back">
          <a href={href('/blog/')}>{t('catalog.post.back')}</a>
        </p>
        <header className="entry-header">
          <h1 className="entry-title">{post.title}</h1>
          <PostDate iso={post.publishedAt} />
        </header>
        {post.image ? (
          <ResponsiveImage className="entry-image" image={post.image} sizes="(max-width: 767px) 100vw, 720px" priority alt="" />
        ) : null}
        <EntryContent body={body} lead={post.excerpt} />
      </article>
    </MoneyContext>
  );
}
