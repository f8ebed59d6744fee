import { data, type RouterContextProvider } from 'react-router';
import type { Route } from './+types/home-preview.ts';
import { appContext, services, type AppServices } from '../../context.ts';
import type { PageHandle } from '../../document/page-meta.ts';
import { parseHomeForm, readHomeForm } from '../../../core/settings/home-form.ts';
import { getHomeLayout } from '../../../core/settings/home-settings.ts';
import type { HomeLayout } from '../../../core/theme/home-sections.ts';
import { seoMeta } from '../../components/catalog/seo.ts';
import HomePage, { handle as homeHandle, loader as homeLoader } from '../home.tsx';
import { adminGuard, readAdminForm } from './guard.ts';

/**
 * The home page settings' live preview: the home page rendered with the layout the owner posted, before
 * it is saved (opened directly: the saved layout). Administrators only, the post checked by its nonce;
 * never cached; the page object says `preview`, so widgets skip what runs by itself and nothing records
 * the visit.
 */
// The home route's classes come from its data (a search's results are no home page); the preview is always the home page.
const { bodyClassOf: _fromHomeData, ...homeHandleRest } = homeHandle;
export const handle: PageHandle = { ...homeHandleRest, bodyClass: 'home theme-preview' };

/** Swaps the request's services for ones carrying the posted layout, before any loader reads them. */
async function previewLayout({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }, next: () => Promise<Response>): Promise<Response> {
  const shop = services(context);
  let layout: HomeLayout = await getHomeLayout(shop.db);
  if (request.method === 'POST') {
    const form = await readAdminForm(request, context);
    const parsed = parseHomeForm(readHomeForm(form, layout));
    if (!parsed.ok) throw data(`The preview needs valid settings: ${Object.values(parsed.errors).join(' ')}`, { status: 400, statusText: 'Bad Request' });
    layout = parsed.value;
  }
  (context as RouterContextProvider).set(appContext, previewServices(shop, layout));
  // Never stored: the guard marks it `private, no-store`, as every admin answer.
  const response = await next();
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

function previewServices(shop: AppServices, homeLayout: HomeLayout): AppServices {
  return Object.create(shop, {
    homeLayout: { value: homeLayout, enumerable: true },
    themePreview: { value: true, enumerable: true },
  }) as AppServices;
}

export const middleware: Route.MiddlewareFunction[] = [adminGuard, previewLayout];

export const meta: Route.MetaFunction = ({ loaderData }) => [...seoMeta(loaderData?.seo), { name: 'robots', content: 'noindex' }];

export async function loader(args: Route.LoaderArgs) {
  // The home route's own loader, so the preview is the page visitors get; its arguments differ in types only.
  return homeLoader(args as unknown as Parameters<typeof homeLoader>[0]);
}

/** Posting is how the unsaved layout arrives; the middleware has read it. */
export async function action() {
  return null;
}

export default function HomePreviewPage() {
  // The page component takes its data from the matched route (this one).
  const Page = HomePage as unknown as () => React.ReactNode;
  return <Page />;
}
