import { data } from 'react-router';
import type { Route } from './+types/blog.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { pageCount, parsePageParam } from '../../core/catalog/listing.ts';
import { listPosts } from '../../core/content/posts.ts';
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
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  if (page === null) throw data('Not found', { status: 404 });
  const { posts, total } = await listPosts(db, { page, perPage: POSTS_PER_PAGE, uploadsUrl });
  const lastPage = pageCount(total, POSTS_PER_PAGE);
  if (page > lastPage) throw data('Not found', { status: 404 });
  return {
    posts,
    page,
    lastPage,
    seo: {
      title: pageTitle(page > 1 ? `Journal – Page ${page} of ${lastPage}` : 'Journal', config.store.name),
      description: `Stories, care guides and visits to the makers behind ${config.store.name}.`,
      canonical: absoluteUrl(siteOrigin, blogHref(page)),
    },
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, page, lastPage } = loaderData;
  return (
    <div className="container blog-list">
      <header className="page-header">
        <h1 className="page-title">Journal</h1>
        <p className="page-intro">Stories, care guides and visits to the people who make what we sell.</p>
      </header>
      {posts.length > 0 ? <PostsGrid posts={posts} eagerCount={3} /> : <p className="woocommerce-info">No posts yet.</p>}
      {lastPage > 1 ? (
        <nav className="woocommerce-pagination" aria-label="Journal pagination">
          <ul className="page-numbers">
            {Array.from({ length: lastPage }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                {number === page ? (
                  <span className="page-numbers current" aria-current="page">
                    <span className="visually-hidden">Page </span>
                    {number}
                  </span>
                ) : (
                  <a className="page-numbers" href={blogHref(number)}>
                    <span className="visually-hidden">Page </span>
                    {number}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
