import type { Route } from './+types/home.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { loadHomeBlocks } from '../../core/theme/home-data.ts';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { HomeSections } from '../components/home/HomeSections.tsx';
import { contentWidgetsSheet } from '../styles/widgets/index.ts';
import catalogCss from '../styles/catalog.css?inline';
import homeCss from '../styles/home.css?inline';

export const handle: PageHandle = { bodyClass: 'home', styles: [{ id: 'catalog', css: catalogCss }, { id: 'home', css: homeCss }, contentWidgetsSheet], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The home page: the sections the owner arranged in /admin/home/ (the demo's layout until then), each
 * with what it shows read for it. The theme preview and the home preview render it with their own layout.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin, homeLayout } = services(context);
  const blocks = await loadHomeBlocks(db, homeLayout, { uploadsUrl, themeSlides: config.theme.background.images });
  return {
    storeName: config.store.name,
    blocks,
    transitionDuration: config.theme.background.transitionDuration,
    money: { currency: config.store.currency, locale: config.store.locale },
    seo: {
      title: pageTitle(null, config.store.name),
      description: `${config.store.tagline} Shop kitchenware, home decor, bags, stationery and more at ${config.store.name}.`,
      canonical: absoluteUrl(siteOrigin, '/'),
    },
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <MoneyContext value={loaderData.money}>
      <HomeSections blocks={loaderData.blocks} storeName={loaderData.storeName} transitionDuration={loaderData.transitionDuration} />
    </MoneyContext>
  );
}
