import { data } from 'react-router';
import type { Route } from './+types/blog.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { pageCount, parsePageParam } from '../../core/catalog/listing.ts';
import { listPosts } from '../../core/content/posts.ts';
import { postViewsInLocale } from '../../core/i18n/catalog-views.ts';
import { MoneyContext } from '../components/catalog/money.tsx';
import { useLocalizedHref } from '../components/i18n/locale-context.ts';
import { useTranslate } from '../components/i18n/translate-context.ts';
import { pageLanguage } from './page-language.ts';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { PostsGrid } from '../components/content/PostsGrid.tsx';
import { contentWidgetsSheet } from '../styles/widgets/index.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'blog', styles: [{ id: 'catalog', css: catalogCss }, contentWidgetsSheet], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const POSTS_PER_PAGE = 12;

const blogHref = (page: number) => (page > 1 ? `/blog/?page=${page}` : '/blog/');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const { choice, intl, t, path } = pageLanguage(context);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  if (page === null) throw data('Not found', { status: 404 });
  const { posts: found, total } = await listPosts(db, { page, perPage: POSTS_PER_PAGE, uploadsUrl });
  const posts = await postViewsInLocale(db, found, choice);
  const lastPage = pageCount(total, POSTS_PER_PAGE);
  if (page > lastPage) throw data('Not found', { status: 404 });
  return {
    posts,
    page,
    lastPage,
    // Post dates in the page's language.
    money: { currency: config.store.currency, locale: intl },
    seo: {
      title: pageTitle(page > 1 ? t('catalog.paged', { title: t('catalog.blog.title'), page, lastPage }) : t('catalog.blog.title'), config.store.name),
      description: t('catalog.blog.description', { storeName: config.store.name }),
      canonical: absoluteUrl(siteOrigin, path(blogHref(page))),
    },
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const { posts, page, lastPage } = loaderData;
  return (
    <MoneyContext value={loaderData.money}>
      <div className="container blog-list">
        <header className="page-header">
          <h1 className="page-title">{t('catalog.blog.title')}</h1>
          <p className="page-intro">{t('catalog.blog.intro')}</p>
        </header>
        {posts.length > 0 ? <PostsGrid posts={posts} eagerCount={3} /> : <p className="woocommerce-info">{t('catalog.blog.empty')}</p>}
        {lastPage > 1 ? (
          <nav className="woocommerce-pagination" aria-label={t('catalog.blog.pagination')}>
            <ul className="page-numbers">
              {Array.from({ length: lastPage }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  {number === page ? (
                    <span className="page-numbers current" aria-current="page">
                      <span className="visually-hidden">{t('catalog.pagination.page')}</span>
                      {number}
                    </span>
                  ) : (
                    <a className="page-numbers" href={href(blogHref(number))}>
                      <span className="visually-hidden">{t('catalog.pagination.page')}</span>
                      {number}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </MoneyContext>
  );
}
