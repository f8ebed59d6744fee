import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { requestServices } from '../request/request-services.ts';
import { endpointNamed } from './endpoints.ts';
import { cartFragmentRenderer, type BuildSource } from './fragments.ts';
import { refused, sendReply } from './respond.ts';
import { locatedPathOf } from '../http/locale-routing.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The WooCommerce AJAX cart endpoints (docs/contract.md): `POST /?wc-ajax=<endpoint>` with a form body,
 * answered in JSON. Requests without `wc-ajax` in the query go on to the pages.
 */
export function wcAjax(build: BuildSource): RequestHandler {
  const renderer = cartFragmentRenderer(build);
  return async (req: Request, res: Response, next: NextFunction) => {
    const query = new URL(req.originalUrl, 'http://shop.invalid').searchParams;
    if (!query.has('wc-ajax')) return next();
    try {
      const names = query.getAll('wc-ajax');
      const endpoint = names.length === 1 ? endpointNamed(names[0] ?? '') : undefined;
      if (!endpoint) return sendReply(res, refused(400, 'Unknown wc-ajax endpoint.'));
      if (req.method !== 'POST') return sendReply(res, refused(405, 'This endpoint only accepts POST.', { Allow: 'POST' }));
      const form = formBody(req, res.locals.body as Buffer | undefined);
      if (!form) return sendReply(res, refused(415, `Send the fields as ${FORM_TYPE}.`));
      const services = requestServices(res);
      // The language is the address's (`/fr/?wc-ajax=…`): the page that asks is in it.
      const renderers = await renderer();
      const reply = await endpoint({ services, form, render: renderers.cart, renderCheckout: renderers.checkout, prefix: locatedPathOf(res).prefix });
      sendReply(res, reply, services.session.setCookieHeaders);
    } catch (error) {
      next(error);
    }
  };
}

/** The posted fields; an empty body is an empty form whatever its type, any other type is refused. */
function formBody(req: Request, body: Buffer | undefined): URLSearchParams | null {
  if (!body || body.length === 0) return new URLSearchParams();
  return req.is(FORM_TYPE) ? new URLSearchParams(body.toString('utf8')) : null;
}
