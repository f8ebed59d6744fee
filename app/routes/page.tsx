import { data } from 'react-router';
import type { Route } from './+types/page.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getPageBySlug } from '../../core/content/posts.ts';
import { postViewsInLocale } from '../../core/i18n/catalog-views.ts';
import { pageLanguage } from './page-language.ts';
import { contentForDisplay, contentSummary } from '../../core/content/display.ts';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { EntryContent } from '../components/content/EntryContent.tsx';
import { contentWidgetsSheet } from '../styles/widgets/index.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'page', styles: [{ id: 'catalog', css: catalogCss }, contentWidgetsSheet], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** CMS pages live at `/<slug>/`; anything else that reaches this catch-all is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data('Not found', { status: 404 });
  const { choice, path } = pageLanguage(context);
  const found = await getPageBySlug(db, slug, uploadsUrl);
  if (!found) throw data('Not found', { status: 404 });
  // Title, excerpt and body in the page's language; a translated body is stored in the page's own format.
  const [page = found] = await postViewsInLocale(db, [found], choice);
  return {
    page: { slug: page.slug, title: page.title },
    // Sanitised on every render, not only on save: a row written past the shop's code is made harmless too.
    body: contentForDisplay(page.content, page.contentFormat),
    seo: {
      title: pageTitle(page.title, config.store.name),
      description: page.excerpt || contentSummary(page.content, page.contentFormat),
      canonical: absoluteUrl(siteOrigin, path(`/${page.slug}/`)),
    },
  };
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, body } = loaderData;
  return (
    <article className="container narrow cms-page">
      <h1 className="entry-title">{page.title}</h1>
      <EntryContent body={body} />
    </article>
  );
}
