import { data } from 'react-router';
import type { Route } from './+types/home.ts';
import type { ListingSearch } from '../../core/catalog/listing.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { loadHomeBlocks, type HomeBlock } from '../../core/theme/home-data.ts';
import type { Db } from '../../db/connect.ts';
import { categoryViewsInLocale, postViewsInLocale, type LocaleChoice } from '../../core/i18n/catalog-views.ts';
import { publishedPostBySlugInLocale } from '../../core/i18n/content-reads.ts';
import { pageLanguage } from './page-language.ts';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { HomeSections } from '../components/home/HomeSections.tsx';
import { SearchResults } from '../components/catalog/SearchResults.tsx';
import { loadSearchPage } from './search-page.ts';
import { searchBodyClass, searchOfUrl } from './search-address.ts';
import { contentWidgetsSheet } from '../styles/widgets/index.ts';
import catalogCss from '../styles/catalog.css?inline';
import homeCss from '../styles/home.css?inline';

export const handle: PageHandle = {
  // The home address also answers WordPress's search (`/?s=`), whose results are no home page.
  bodyClassOf: (loaderData) => {
    const search = (loaderData as { kind?: string; listing?: { search?: ListingSearch | null } } | null)?.listing?.search;
    return search ? searchBodyClass(search) : 'home';
  },
  styles: [{ id: 'catalog', css: catalogCss }, { id: 'home', css: homeCss }, contentWidgetsSheet],
  hydrate: false,
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  // A search's results are not pages for a search engine's index (WordPress says the same).
  ...(loaderData?.kind === 'search' ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

/**
 * The home page: the sections the owner arranged in /admin/home/ (the demo's layout until then), each
 * with what it shows read for it. The theme preview and the home preview render it with their own layout.
 * With `?s=` it is a search's results instead (app/routes/search-page.ts); `/page/N/` exists only for them.
 */
export async function loader(args: Route.LoaderArgs) {
  const search = searchOfUrl(new URL(args.request.url));
  if (search) return loadSearchPage(args, search);
  if (args.params.page !== undefined) throw data('Not found', { status: 404 });
  return loadHome(args);
}

async function loadHome({ context }: Pick<Route.LoaderArgs, 'context'>) {
  const { db, config, uploadsUrl, siteOrigin, homeLayout, catalog } = services(context);
  const { choice, intl, t, path, owner } = pageLanguage(context);
  const locale = { locale: choice.locale, defaultLocale: choice.defaultLocale };
  const blocks = await blocksInLocale(db, await loadHomeBlocks(db, homeLayout, { uploadsUrl, themeSlides: config.theme.background.images, locale, memo: catalog }), choice);
  return {
    kind: 'home' as const,
    storeName: config.store.name,
    blocks,
    transitionDuration: config.theme.background.transitionDuration,
    money: { currency: config.store.currency, locale: intl },
    seo: {
      title: pageTitle(null, config.store.name),
      description: t('catalog.home.description', { tagline: owner(config.store.tagline), storeName: config.store.name }),
      canonical: absoluteUrl(siteOrigin, path('/')),
    },
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'search') {
    return (
      <MoneyContext value={loaderData.money}>
        <SearchResults heading={loaderData.heading} listing={loaderData.listing} posts={loaderData.posts} />
      </MoneyContext>
    );
  }
  return (
    <MoneyContext value={loaderData.money}>
      <HomeSections blocks={loaderData.blocks} storeName={loaderData.storeName} transitionDuration={loaderData.transitionDuration} />
    </MoneyContext>
  );
}

/**
 * The sections' shop content in the page's language: category names, post titles and excerpts, and the
 * teased pages' titles and excerpts, each falling back to the default language's. Product names (and a
 * gallery's captions of products) come translated from the catalogue's query itself (core/catalog/query/);
 * the owner's own section texts come translated with the layout (server/http/app.ts).
 */
async function blocksInLocale(db: Db, blocks: HomeBlock[], choice: LocaleChoice): Promise<HomeBlock[]> {
  if (choice.locale === choice.defaultLocale) return blocks;
  return Promise.all(
    blocks.map(async (block): Promise<HomeBlock> => {
      if ('categories' in block) return { ...block, categories: await categoryViewsInLocale(db, block.categories, choice) };
      if ('posts' in block) return { ...block, posts: await postViewsInLocale(db, block.posts, choice) };
      if ('page' in block) {
        const page = await publishedPostBySlugInLocale(db, 'page', block.page.href.replace(/^\/|\/$/g, ''), choice);
        return page ? { ...block, page: { ...block.page, title: page.title, excerpt: page.excerpt || block.page.excerpt } } : block;
      }
      return block;
    }),
  );
}

