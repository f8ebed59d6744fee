import { useContext, useMemo, useState } from 'react';
import { ShopTaxContext } from './components/catalog/money.tsx';
import { shopPriceTax, shownCart } from '../core/tax/tax-display.ts';
import { HeadScriptContext } from './document/head-script-context.ts';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type RouterContextProvider,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { services } from './context.ts';
import { searchTermsOf } from './routes/search-address.ts';
import { bodyClassOfMatches, hydratesFrom, ownChromeFrom, stylesFrom, type StyleSheet } from './document/page-meta.ts';
import { SiteHeader } from './components/SiteHeader.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { ComingSoonBanner } from './components/ComingSoonBanner.tsx';
import { ComingSoonPage } from './components/ComingSoonPage.tsx';
import { hiddenByComingSoon } from '../core/settings/coming-soon.ts';
import { currentUser } from './routes/account/session-user.ts';
import { comingSoonBannerFor } from '../core/accounts/coming-soon-banner.ts';
import { StoreNotice } from './components/StoreNotice.tsx';
import { NotFound } from './components/NotFound.tsx';
import { Notices } from './components/Notices.tsx';
import baseCss from './styles/base.css?inline';
import headerCartCss from './styles/header-cart.css?inline';
import headerCss from './styles/header.css?inline';
import consentCss from './styles/consent.css?inline';
import { StaticIsland } from './components/StaticIsland.tsx';
import { loadCartView } from '../core/cart/cart-view.ts';
import { cartRulesFrom } from '../core/cart/rules.ts';
import { unitsOf } from '../core/catalog/sellable-units.ts';
import { cartRowsAlong } from './services/cart-service.ts';
import type { MiniCartProps } from './components/cart/MiniCart.tsx';
import { buildMenu } from '../core/theme/menu.ts';
import { bodyFontPreload } from '../core/theme/font-face-css.ts';
import { shownLogo } from '../core/theme/logo-size.ts';
import { DEFAULT_ICON_LINKS, siteIconLinks } from '../core/contract/theme/site-icon.ts';
import { WEB_MANIFEST_PATH } from '../core/contract/theme/web-manifest.ts';
import { ownerLabels, ownerText, ownerTextIn } from '../core/i18n/owner-text.ts';
import { headerSticky } from './components/header/header-sticky.ts';
import { TranslateContext, useTranslate } from './components/i18n/translate-context.ts';
import type { Translate } from '../core/i18n/create-translator.ts';
import type { MessageKey } from '../core/i18n/messages/index.ts';
import { pageCatalogue } from '../core/i18n/page-catalogue.ts';
import { pageTranslator } from '../core/i18n/page-translator.ts';
import { LocaleContext } from './components/i18n/locale-context.ts';
import { LanguageAlternates } from './components/i18n/LanguageAlternates.tsx';
import { locatePath } from '../core/i18n/locale-path.ts';
import { languageSuggestions, pageLanguages } from '../core/i18n/page-languages.ts';
import { translator } from '../core/i18n/translator.ts';
import { intlLocale } from '../core/i18n/format.ts';
import { textDirection } from '../core/i18n/text-direction.ts';
import { isWordedError } from './errors/worded-error.ts';
import { DEFAULT_CURRENCY } from '../core/shared/money.ts';

/**
 * The stylesheets are small (a few KiB compressed per page), so they are written into the head: the
 * first paint waits for no request. Routes add theirs through `handle.styles`.
 */
const BASE_SHEETS: StyleSheet[] = [
  { id: 'base', css: baseCss },
  { id: 'header-cart', css: headerCartCss },
  { id: 'header', css: headerCss },
  { id: 'consent', css: consentCss },
];
/** The shop header's sheets: a route with a frame of its own (the admin) shows no shop header, and its own `.offcanvas` must not meet the shop's. */
const SHOP_CHROME_SHEETS = new Set(['header-cart', 'header']);

/**
 * In coming-soon mode visitors get the coming-soon page before any loader runs, so no catalog data reaches
 * the page (not even in its hydration payload).
 */
async function comingSoonGate(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const { config, settings, session } = services(context);
  if (settings.comingSoon) {
    const user = session.hasCookie ? await currentUser(context) : null;
    if (hiddenByComingSoon({ comingSoon: true, pathname: new URL(request.url).pathname, user })) {
      throw data({ comingSoon: true, storeName: config.store.name }, { status: 503 });
    }
  }
  return next();
}

/** Search engines told to come back in an hour (the thrown answer's own headers do not reach the page). */
async function retryAfterComingSoon(_args: unknown, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (response.status === 503) response.headers.set('Retry-After', '3600');
  return response;
}

export const middleware: Route.MiddlewareFunction[] = [retryAfterComingSoon, comingSoonGate];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config, settings, menuSources, session, uploadsUrl, assets, siteOrigin, ownerTranslations, catalog, shippingZones, taxes, country, fontFaces, locale: requestLocale } = services(context);
  // Visitors without a session see the same page (cacheable); per-visitor parts only when a session exists.
  // The session with its cart's products, one query on PostgreSQL, unless another loader has begun reading it.
  const along = await cartRowsAlong(session, []);
  const sessionData = session.hasCookie ? await session.data() : null;
  // Read-only here: loaders run side by side, so changes to the stored cart are left to the cart paths.
  const view = sessionData?.cart.length
    ? await loadCartView(db, sessionData.cart, { ...cartRulesFrom(config, uploadsUrl, requestLocale, { zones: shippingZones, taxes, country, ownerText: ownerTextIn(ownerTranslations, requestLocale) }), memo: catalog }, along && unitsOf(along.rows))
    : null;
  // With tax or without, as the cart page shows it.
  const cart: MiniCartProps['cart'] = view ? { ...shownCart(view), count: view.count } : EMPTY_CART;
  // Notices of a visitor without a session come in a cookie of their own (app/services/notice-cookie.ts).
  const notices = (sessionData && sessionData.notices.length > 0) || session.hasNoticeCookie ? await session.takeNotices() : [];
  // Only a signed-in administrator can see the banner, and only while the shop is in coming-soon mode.
  const user = settings.comingSoon && sessionData ? await currentUser(context) : null;
  const { pathname: fullPath, search } = new URL(request.url);
  const { path: pathname, locale, prefix } = locatePath(fullPath, config.store.locales);
  const { show: showComingSoonBanner } = await comingSoonBannerFor(db, { user, comingSoon: settings.comingSoon });
  const onCartPages = pathname.startsWith('/cart/') || pathname.startsWith('/checkout/');
  const languages = pageLanguages(pathname, search, locale, config.store.locales, siteOrigin);
  // The owner's words in the page's language where the owner translated them, else as written.
  const owner = ownerTextIn(ownerTranslations, locale);
  return data({
    locale,
    localePrefix: prefix,
    // The page's words, for the server's render and the browser's alike (hydration must find the same).
    messages: pageCatalogue(locale),
    languages,
    languageSuggestions: suggestionsFor(languages),
    notices,
    storeName: config.store.name,
    // With its width when its size is known: the header keeps its place while the logo loads.
    logo: shownLogo(config.theme.brand.logo),
    icons: config.theme.brand.icon ? siteIconLinks(config.theme.brand.icon, uploadsUrl) : null,
    // The text font's regular face when it is an uploaded one (Settings → Fonts), fetched with the page.
    fontPreload: bodyFontPreload(config.theme.brand, fontFaces, uploadsUrl),
    tagline: ownerText(owner, config.store.tagline),
    menu: buildMenu(config.theme.menu, menuSources, (label) => ownerLabels(ownerTranslations, label)),
    sticky: headerSticky(config.theme.header),
    parallaxFooter: config.theme.parallaxFooter.enabled,
    storeNotice: settings.storeNotice.enabled ? { ...settings.storeNotice, text: ownerText(owner, settings.storeNotice.text) } : null,
    miniCart: {
      cart,
      // The page's Intl locale, as the cart fragments that replace it use (server/wc-ajax/).
      money: { currency: config.store.currency, locale: intlLocale(locale, config.store.locale) },
      nonce: cart.lines.length > 0 ? (sessionData?.nonce ?? '') : '',
    },
    showMiniCart: !onCartPages,
    // How shop prices are shown: with the shop's tax or without, and the words after them.
    shopTax: shopPriceTax(taxes),
    comingSoonBanner: showComingSoonBanner ? { restUrl: '/wp-json/wp/v2/users/me', nonce: await session.nonce() } : null,
    storefrontScript: assets.storefrontScript,
  });
}

/** The suggestions depend only on which languages the page is not in: worded once per such set. */
const suggestionsByLanguages = new Map<string, ReturnType<typeof languageSuggestions>>();
function suggestionsFor(languages: Parameters<typeof languageSuggestions>[0]): ReturnType<typeof languageSuggestions> {
  const key = languages.map((language) => `${language.tag}${language.current ? '*' : ''}`).join(' ');
  let suggestions = suggestionsByLanguages.get(key);
  if (!suggestions) {
    suggestions = languageSuggestions(languages, (tag) => (key) => translator(tag)(key));
    suggestionsByLanguages.set(key, suggestions);
  }
  return suggestions;
}

const EMPTY_CART: MiniCartProps['cart'] = { lines: [], subtotal: 0, count: 0 };
const EMPTY_MINI_CART: MiniCartProps = { cart: EMPTY_CART, money: { currency: DEFAULT_CURRENCY, locale: 'en-US' }, nonce: '' };

function isComingSoon(value: unknown): value is { comingSoon: true; storeName: string } {
  return typeof value === 'object' && value !== null && (value as { comingSoon?: unknown }).comingSoon === true;
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/**
 * One inline stylesheet. The storefront's sheets reach the browser build as empty strings
 * (vite.config.ts), so there the text is taken from the document the server wrote: hydration matches, and
 * even a render from scratch keeps the page styled.
 */
function SheetStyle({ sheet }: { sheet: StyleSheet }) {
  const [css] = useState(() => sheet.css || (typeof document === 'undefined' ? '' : (document.querySelector(`style[data-sheet="${sheet.id}"]`)?.textContent ?? '')));
  // Our own build-time CSS, written as it is: as a text child React would scan all of it on every render.
  return <style data-sheet={sheet.id} dangerouslySetInnerHTML={{ __html: css }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle);
  const bodyClass = bodyClassOfMatches(matches);
  const root = useRootData();
  const { headScript, consentBanner, brandStyle } = useContext(HeadScriptContext);
  const pageLocale = useMemo(() => ({ locale: root?.locale ?? 'en', prefix: root?.localePrefix ?? '' }), [root?.locale, root?.localePrefix]);
  const ownChrome = ownChromeFrom(handles);
  const messages = root?.messages;
  const translate = useMemo(() => (messages ? pageTranslator(messages) : null), [messages]);
  const page = (
    <html lang={ownChrome ? 'en' : pageLocale.locale} dir={ownChrome ? 'ltr' : textDirection(pageLocale.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint before the page's header is whole: a browser painting a document cut inside the
            header would show it on one row, then move it as its last items arrive and wrap (a layout shift). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
        {/* The owner's site icon (Theme settings → Branding), else the shop's own. */}
        {(root?.icons ?? DEFAULT_ICON_LINKS).map((icon) => (
          <link key={icon.href} rel={icon.rel} href={icon.href} sizes={icon.sizes} type={icon.type} />
        ))}
        {ownChrome ? null : <link rel="manifest" href={WEB_MANIFEST_PATH} />}
        {!ownChrome && root ? <LanguageAlternates languages={root.languages} /> : null}
        {[...(ownChrome ? BASE_SHEETS.filter((sheet) => !SHOP_CHROME_SHEETS.has(sheet.id)) : BASE_SHEETS), ...stylesFrom(handles)].map((sheet) => (
          <SheetStyle key={sheet.id} sheet={sheet} />
        ))}
        {/* The owner's colours and fonts over the sheets' defaults; the browser keeps what the server wrote. */}
        {ownChrome ? null : <style data-brand="" dangerouslySetInnerHTML={{ __html: brandStyle }} suppressHydrationWarning />}
        {!ownChrome && root?.fontPreload ? <link rel="preload" href={root.fontPreload.href} as="font" type={root.fontPreload.type} crossOrigin="" /> : null}
        <script dangerouslySetInnerHTML={{ __html: headScript }} suppressHydrationWarning />
        {root?.storefrontScript ? <script type="module" src={root.storefrontScript} fetchPriority="low" /> : null}
      </head>
      {/* `#page-top` (docs/contract.md, "Theme") names the top of every page, with or without the scripts. */}
      <body className={bodyClass || undefined} id="page-top">
        {/* First in the document, so keyboard and screen-reader users meet the choice before the page. */}
        <StaticIsland className="cc-island">{consentBanner}</StaticIsland>
        <LocaleContext value={pageLocale}>{children}</LocaleContext>
        {/* Catalog and content pages opt out (document/page-meta.ts): no runtime, no hydration payload. */}
        {hydratesFrom(handles) ? <Scripts /> : null}
      </body>
    </html>
  );
  return translate ? <TranslateContext value={translate}>{page}</TranslateContext> : page;
}

export default function App() {
  const root = useRootData();
  const t = useTranslate();
  const { pathname, search } = useLocation();
  // The admin writes its own frame (app/routes/admin/layout.tsx): no shop header or footer around it.
  if (ownChromeFrom(useMatches().map((match) => match.handle))) return <Outlet />;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('catalog.skipToContent')}
      </a>
      {root?.storeNotice ? <StoreNotice id={root.storeNotice.id} text={root.storeNotice.text} /> : null}
      <SiteHeader storeName={root?.storeName ?? 'Vitrine'} logo={root?.logo ?? null} menu={root?.menu ?? []} sticky={root?.sticky ?? null} miniCart={root?.miniCart ?? EMPTY_MINI_CART} showMiniCart={root?.showMiniCart ?? false} currentPath={pathname} searchTerms={searchTermsOf(search)} languages={root?.languages ?? []} languageSuggestions={root?.languageSuggestions} />
      <main id="main" className={root?.parallaxFooter ? 'site-main site-main--over-footer' : 'site-main'} tabIndex={-1}>
        {root?.notices.length ? (
          <div className="container">
            <Notices notices={root.notices} />
          </div>
        ) : null}
        {/* Shop prices with the shop's tax or without, as the owner shows them. */}
        <ShopTaxContext value={root?.shopTax ?? null}>
          <Outlet />
        </ShopTaxContext>
      </main>
      <SiteFooter storeName={root?.storeName ?? 'Vitrine'} tagline={root?.tagline ?? ''} parallax={root?.parallaxFooter} />
      {root?.comingSoonBanner ? <ComingSoonBanner restUrl={root.comingSoonBanner.restUrl} nonce={root.comingSoonBanner.nonce} /> : null}
    </>
  );
}

// The refusals a shop page words itself (a form it cannot read, a stale log-out): their names in the page's language.
const NAMED_STATUSES: Partial<Record<number, MessageKey>> = { 400: 'error.status.400', 403: 'error.status.403', 405: 'error.status.405' };

function statusName(status: number, statusText: string, t: Translate): string {
  const key = NAMED_STATUSES[status];
  return key ? t(key) : statusText;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const { pathname } = useLocation();
  const t = useTranslate();
  if (isRouteErrorResponse(error) && isComingSoon(error.data)) return <ComingSoonPage storeName={error.data.storeName} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const worded = isRouteErrorResponse(error) && isWordedError(error.data) ? error.data : null;
  const title = notFound ? t('error.notFound.title') : isRouteErrorResponse(error) ? `${error.status} ${worded?.statusName ?? statusName(error.status, error.statusText, t)}` : t('error.generic.title');
  const message = worded?.message ?? (isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : t('error.generic.message'));
  return (
    <>
      <SiteHeader storeName={root?.storeName ?? 'Vitrine'} logo={root?.logo ?? null} menu={root?.menu ?? []} sticky={root?.sticky ?? null} miniCart={root?.miniCart ?? EMPTY_MINI_CART} showMiniCart={root?.showMiniCart ?? false} currentPath={pathname} languages={root?.languages ?? []} languageSuggestions={root?.languageSuggestions} />
      <main id="main" className={root?.parallaxFooter ? 'site-main site-main--over-footer' : 'site-main'} tabIndex={-1}>
        {notFound ? (
          <NotFound />
        ) : (
          <div className="container narrow">
            <title>{title}</title>
            <h1>{title}</h1>
            <p>{message}</p>
          </div>
        )}
      </main>
      <SiteFooter storeName={root?.storeName ?? 'Vitrine'} tagline={root?.tagline ?? ''} parallax={root?.parallaxFooter} />
    </>
  );
}
