import { Writable } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { deferHydration } from './document/deferred-hydration.ts';
import { services } from './context.ts';
import { pageHeadScript } from './document/head-script.ts';
import { HeadScriptContext } from './document/head-script-context.ts';
import { brandCss } from '../core/theme/brand-css.ts';
import type { UploadedFontFace } from '../core/theme/font-faces.ts';
import { pageConsent } from './document/consent-page.ts';
import { ConsentBanner } from './components/consent/ConsentBanner.tsx';
import { hydratesFrom } from './document/page-meta.ts';
import { REST_DISCOVERY_LINK } from '../core/contract/rest/discovery.ts';
import { documentResponse } from './document/document-response.ts';
import { scriptFormResponse } from './document/data-response.ts';
import { loggedError } from './errors/error-log.ts';
import { noteIfDatabaseBusy } from './errors/database-busy.ts';
import { headScriptHash, inlineScriptHashes, pagePolicy, scriptHash } from './document/content-security.ts';
import { apiSettingsScript } from './document/api-settings-script.ts';
import { translator } from '../core/i18n/translator.ts';
import { TranslateContext } from './components/i18n/translate-context.ts';

export const streamTimeout = 5_000;

/** React Router hands every error of a request here; only the shop's own failures reach the log (errors/error-log.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Answered 503 by the server (app/errors/database-busy.ts): load, not a fault, so not logged.
  if (noteIfDatabaseBusy(error, context)) return;
  const logged = loggedError(error, request);
  if (logged !== undefined) console.error(logged);
};

/** Every `.data` answer passes here: a refused form the page's script posted is answered 200 (document/data-response.ts). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => scriptFormResponse(request, response);

// The wc-ajax endpoints render cart fragments with the page's own components; the server process reaches
// them through the built server entry (server/wc-ajax/fragments.ts).
export { renderCartFragments } from './components/cart/cart-fragments.tsx';
// The checkout review and cart totals for `update_order_review` and `update_shipping_method` (server/wc-ajax).
export { renderCheckoutFragments } from './components/checkout/checkout-fragments.tsx';
// A content page's body alone, for modals and lightboxes (server/http/content-fragments.ts).
export { renderContentFragment } from './components/content/content-fragment.tsx';

/**
 * Renders the whole document before answering. Pages are small and have no deferred data, so
 * streaming gains nothing; a complete document can be compressed in one go, cached, and rewritten so
 * hydration waits for the page to load (document/deferred-hydration.ts). A page that does not hydrate has nothing
 * that suspends (no hydration data is written), so it is rendered straight to a string: the same
 * markup without the stream's byte chunks, about a seventh less memory churned per page.
 */
/**
 * The brand's rule, written once per saved brand and font library (each replaced, never changed in place,
 * on an edit; the theme preview's posted brand is one more object).
 */
const brandStyles = new WeakMap<object, { fontFaces: readonly UploadedFontFace[]; style: string }>();
function brandStyleOf(brand: Parameters<typeof brandCss>[0], fontFaces: readonly UploadedFontFace[], uploadsUrl: string): string {
  const known = brandStyles.get(brand);
  if (known?.fontFaces === fontFaces) return known.style;
  const style = brandCss(brand, fontFaces, uploadsUrl);
  brandStyles.set(brand, { fontFaces, style });
  return style;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const shop = services(_loadContext);
  const url = new URL(request.url);
  // The page's language, from its address (server/http/locale-routing.ts).
  const locale = shop.locale;
  const consent = pageConsent(shop, url, locale);
  // The banner follows the visitor's country: a CDN must keep one copy per country header value.
  if (shop.config.consent.enabled && shop.config.consent.regionalLaw) responseHeaders.append('Vary', shop.config.geo.countryHeader);
  responseHeaders.append('Link', REST_DISCOVERY_LINK);
  // A signed-in user's pages also carry the REST nonce: its text is theirs alone, so it is hashed as is
  // rather than remembered with the head scripts every visitor shares.
  const apiSettings = await apiSettingsScript(shop);
  const headScript = pageHeadScript(shop, url.pathname, consent.config, locale) + apiSettings;
  const parts = { headScript, consentBanner: consent.banner ? <ConsentBanner {...consent.banner} /> : null, brandStyle: brandStyleOf(shop.config.theme.brand, shop.fontFaces, shop.uploadsUrl) };
  const render = (context: EntryContext) => (
    <HeadScriptContext value={parts}>
      <TranslateContext value={translator(locale)}>
        <ServerRouter context={context} url={request.url} />
      </TranslateContext>
    </HeadScriptContext>
  );
  const { matches } = routerContext.staticHandlerContext;
  if (!hydratesFrom(matches.map((match) => routerContext.routeModules[match.route.id]?.handle))) {
    // Without the hydration data stream the router renders no transfer scripts (nor the empty boundary
    // that waits for them): a page that does not hydrate has no use for them. The context is layered,
    // not copied: copying would read the stream, which React Router encodes when first read
    // (patches/react-router+8.4.0.patch).
    const withoutHydrationData = Object.create(routerContext, { serverHandoffStream: { value: undefined } }) as EntryContext;
    // Errors thrown here reach React Router, which renders the error boundary as it does for a stream.
    const html = Buffer.from(`<!DOCTYPE html>${renderToString(render(withoutHydrationData))}`);
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    // The head script is the only script such a page writes inline (JSON-LD is data, not script).
    if (shop.contentSecurityPolicy) responseHeaders.set('Content-Security-Policy', pagePolicy(shop.config, [apiSettings ? scriptHash(headScript) : headScriptHash(headScript)], shop.integrations));
    return documentResponse(html, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellReady = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // The rewrite only looks for ASCII markers, so latin1 round-trips the UTF-8 bytes unchanged, and
        // far cheaper than decoding and re-encoding them.
        const html = deferHydration(Buffer.concat(chunks).toString('latin1'));
        // React Router's scripts carry this request's data: hashed as written, parked script included.
        if (shop.contentSecurityPolicy) responseHeaders.set('Content-Security-Policy', pagePolicy(shop.config, inlineScriptHashes(html), shop.integrations));
        resolve(documentResponse(Buffer.from(html, 'latin1'), { status, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(render(routerContext), {
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject and are logged by React Router; later ones only here.
        if (shellReady) console.error(error);
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
