import { createContext, data, type RouterContextProvider } from 'react-router';
import type { Route } from './+types/theme-preview.ts';
import { appContext, services, type AppServices } from '../../context.ts';
import { stylesFrom, type PageHandle } from '../../document/page-meta.ts';
import type { ThemeOptions } from '../../../core/contract/theme/options.ts';
import { parseThemeForm, readThemeForm } from '../../../core/settings/theme-form.ts';
import { seoMeta } from '../../components/catalog/seo.ts';
import HomePage, { handle as homeHandle, loader as homeLoader } from '../home.tsx';
import CmsPage, { handle as pageHandle, loader as pageLoader } from '../page.tsx';
import ShopPage, { handle as shopHandle, loader as shopLoader } from '../shop.tsx';
import { previewLogo, withLogoSize } from '../../../core/settings/brand-uploads.ts';
import { adminGuard, readAdminForm } from './guard.ts';
import { brandUploadsOf } from './brand-uploads-of.ts';
import { savedThemeForm } from './saved-theme.ts';
import { previewPage, type PreviewPage } from './theme-options.ts';

/**
 * The theme settings' live preview: a storefront page (home, about-us or shop) rendered with the theme
 * options the owner posted, before they are saved. Administrators only, the post checked by its nonce;
 * never cached. The page object says `preview`, so the widgets skip what runs by itself and nothing
 * records the visit (analytics, attribution, consent statistics).
 */
export const handle: PageHandle = {
  bodyClass: 'theme-preview',
  // The previewed pages' own sheets (the content widgets' among them), so each looks as it does for visitors.
  styles: stylesFrom([homeHandle, pageHandle, shopHandle]),
  hydrate: false,
};

const previewPageContext = createContext<PreviewPage>('home');

/** Swaps the request's services for ones carrying the posted theme, before any loader (the root's too) reads them. */
async function previewTheme({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }, next: () => Promise<Response>): Promise<Response> {
  const shop = services(context);
  let theme: Readonly<ThemeOptions> = shop.config.theme;
  let page = new URL(request.url).searchParams.get('page');
  if (request.method === 'POST') {
    const form = await readAdminForm(request, context);
    const { saved, choices } = await savedThemeForm(shop);
    const parsed = parseThemeForm(readThemeForm(form, saved, choices), saved, choices);
    if (!parsed.ok) throw data(`The preview needs valid settings: ${Object.values(parsed.errors).join(' ')}`, { status: 400, statusText: 'Bad Request' });
    theme = await withLogoSize(shop.db, shop.uploadsUrl, parsed.value, saved);
    // A chosen logo file shows as it is, stored nowhere until the form is saved.
    const chosen = await previewLogo((await brandUploadsOf(form)).logo);
    if (chosen) theme = { ...theme, brand: { ...theme.brand, logo: { ...theme.brand.logo, ...chosen } } };
    page = String(form.get('page') ?? '');
  }
  const writable = context as RouterContextProvider;
  writable.set(previewPageContext, previewPage(page));
  writable.set(appContext, previewServices(shop, theme));
  // Never stored: the guard marks it `private, no-store`, as every admin answer.
  const response = await next();
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/** The same services with the posted theme in the config (the cart and checkout still made on first use). */
function previewServices(shop: AppServices, theme: Readonly<ThemeOptions>): AppServices {
  return Object.create(shop, {
    config: { value: Object.freeze({ ...shop.config, theme }), enumerable: true },
    themePreview: { value: true, enumerable: true },
  }) as AppServices;
}

export const middleware: Route.MiddlewareFunction[] = [adminGuard, previewTheme];

export const meta: Route.MetaFunction = ({ loaderData }) => [...seoMeta(loaderData?.seo), { name: 'robots', content: 'noindex' }];

/**
 * The storefront's own loaders, so the preview shows the page as visitors get it. Their data is this
 * route's data as it is (the page components read it from the route, not from props), marked with the page.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = args.context.get(previewPageContext);
  // Their arguments differ from this route's in types only (the route module they belong to).
  const as = <Loader extends (arg: never) => unknown>(params: Record<string, string>) => ({ ...args, params }) as unknown as Parameters<Loader>[0];
  if (page === 'about-us') return { previewOf: page, ...(await pageLoader(as<typeof pageLoader>({ '*': 'about-us' }))) } as const;
  if (page === 'shop') return { previewOf: page, ...(await shopLoader(as<typeof shopLoader>({}))) } as const;
  return { previewOf: 'home', ...(await homeLoader(as<typeof homeLoader>({}))) } as const;
}

/** Posting is how the unsaved settings arrive; the middleware has read them. */
export async function action() {
  return null;
}

export default function ThemePreviewPage({ loaderData }: Route.ComponentProps) {
  // The page components take their data from the matched route (this one), so they get no props here.
  const Page = { 'about-us': CmsPage, shop: ShopPage, home: HomePage }[loaderData.previewOf] as unknown as () => React.ReactNode;
  return <Page />;
}
