import { intlLocale } from '../../core/i18n/format.ts';
import { data } from 'react-router';
import type { Route } from './+types/order-received.ts';
import { services } from '../context.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { countryOptions } from '../../core/checkout/countries.ts';
import { getOrderWithKey } from '../../core/orders/order-key.ts';
import { bankInstructions } from '../../core/orders/place-order.ts';
import { OrderReceived } from '../components/checkout/OrderReceived.tsx';
import { useTranslate } from '../components/i18n/translate-context.ts';
import { translator } from '../../core/i18n/translator.ts';
import { orderTaxDisplayOf } from '../../core/tax/order-tax-display.ts';
import cartCss from '../styles/cart.css?inline';

// The thank-you page is a checkout endpoint, as in WooCommerce: both body classes.
export const handle: PageHandle = { bodyClass: 'woocommerce-checkout woocommerce-order-received', styles: [{ id: 'cart', css: cartCss }] };

export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = services(context);
  const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  const key = new URL(request.url).searchParams.get('key');
  const detail = id > 0 ? await getOrderWithKey(app.db, id, key) : null;
  if (!detail) throw data('Not found', { status: 404 });
  const countries = countryOptions([...new Set([detail.billing?.country, detail.shipping?.country].filter((c): c is string => Boolean(c)))], intlLocale(app.locale, app.config.store.locale));
  return data({
    detail,
    countryNames: Object.fromEntries(countries.map((country) => [country.code, country.name])),
    bankInstructions: detail.order.payment_method === 'bacs' ? bankInstructions(detail.order.id, translator(app.locale)) : null,
    locale: intlLocale(app.locale, app.config.store.locale),
    taxDisplay: orderTaxDisplayOf(app.taxes.settings),
  });
}

export default function OrderReceivedPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="container woocommerce order-received-page">
      <title>{t('order.received.title')}</title>
      <h1>{t('order.received.title')}</h1>
      <OrderReceived {...loaderData} />
    </div>
  );
}
