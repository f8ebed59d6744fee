import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { services } from './context.ts';
import { bodyClassFrom, stylesFrom, type StyleSheet } from './page-meta.ts';
import { SiteHeader } from './components/SiteHeader.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { StoreNotice } from './components/StoreNotice.tsx';
import { NotFound } from './components/NotFound.tsx';
import { Notices } from './components/Notices.tsx';
import baseCss from './styles/base.css?inline';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The stylesheets are small (a few KiB compressed per page), so they are written into the head: the
 * first paint waits for no request. Routes add theirs through `handle.styles`.
 */
const BASE_SHEET: StyleSheet = { id: 'base', css: baseCss };

export async function loader({ context }: Route.LoaderArgs) {
  const { config, settings, navCategories, session } = services(context);
  // Visitors without a session see the same page (cacheable); per-visitor parts only when a session exists.
  const sessionData = session.hasCookie ? await session.data() : null;
  const cartCount = sessionData ? sessionData.cart.reduce((sum, line) => sum + line.quantity, 0) : 0;
  const notices = sessionData && sessionData.notices.length > 0 ? await session.takeNotices() : [];
  return data(
    {
      notices,
      storeName: config.store.name,
      tagline: config.store.tagline,
      categories: navCategories,
      storeNotice: settings.storeNotice.enabled ? settings.storeNotice : null,
      cartCount,
    },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle);
  const bodyClass = bodyClassFrom(handles);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {[BASE_SHEET, ...stylesFrom(handles)].map((sheet) => (
          <style key={sheet.id} data-sheet={sheet.id}>
            {sheet.css}
          </style>
        ))}
      </head>
      <body className={bodyClass || undefined}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {root?.storeNotice ? <StoreNotice id={root.storeNotice.id} text={root.storeNotice.text} /> : null}
      <SiteHeader storeName={root?.storeName ?? 'Vitrine'} categories={root?.categories ?? []} cartCount={root?.cartCount ?? 0} />
      <main id="main" className="site-main" tabIndex={-1}>
        {root?.notices.length ? (
          <div className="container">
            <Notices notices={root.notices} />
          </div>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter storeName={root?.storeName ?? 'Vitrine'} tagline={root?.tagline ?? ''} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <>
      <SiteHeader storeName={root?.storeName ?? 'Vitrine'} categories={root?.categories ?? []} cartCount={root?.cartCount ?? 0} />
      <main id="main" className="site-main" tabIndex={-1}>
        {notFound ? (
          <NotFound />
        ) : (
          <div className="container narrow">
            <title>{title}</title>
            <h1>{title}</h1>
            <p>{isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : 'Please try again in a moment.'}</p>
          </div>
        )}
      </main>
      <SiteFooter storeName={root?.storeName ?? 'Vitrine'} tagline={root?.tagline ?? ''} />
    </>
  );
}
