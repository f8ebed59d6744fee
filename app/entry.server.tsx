import { Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { deferHydration } from './deferred-hydration.ts';
import { services } from './context.ts';
import { pageHeadScript } from './head-script.ts';
import { HeadScriptContext } from './head-script-context.ts';
import { pageConsent } from './consent-page.ts';
import { ConsentBanner } from './components/consent/ConsentBanner.tsx';

export const streamTimeout = 5_000;

// The wc-ajax endpoints render cart fragments with the page's own components; the server process reaches
// them through the built server entry (server/wc-ajax/fragments.ts).
export { renderCartFragments } from './components/cart/cart-fragments.tsx';

/**
 * Renders the whole document before answering. Pages are small and have no deferred data, so
 * streaming gains nothing; a complete document can be compressed in one go, cached, and rewritten so
 * hydration waits for the page to load (deferred-hydration.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
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
        resolve(new Response(Buffer.from(html, 'latin1'), { status, headers: responseHeaders }));
        callback();
      },
    });
    const shop = services(_loadContext);
    const url = new URL(request.url);
    const consent = pageConsent(shop, url);
    // The banner follows the visitor's country: a CDN must keep one copy per country header value.
    if (shop.config.consent.enabled && shop.config.consent.regionalLaw) responseHeaders.append('Vary', shop.config.geo.countryHeader);
    const parts = { headScript: pageHeadScript(shop, url.pathname, consent.config), consentBanner: consent.banner ? <ConsentBanner {...consent.banner} /> : null };
    const page = (
      <HeadScriptContext value={parts}>
        <ServerRouter context={routerContext} url={request.url} />
      </HeadScriptContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
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
