import { renderToString } from 'react-dom/server';
import { DEFAULT_MESSAGE_LOCALE, type MessageLocale } from '../../../core/i18n/messages/index.ts';
import { translator } from '../../../core/i18n/translator.ts';
import type { CartSummary, MoneyFormat } from '../cart/types.ts';
import { TotalsRows } from '../cart/TotalsRows.tsx';
import { TranslateContext } from '../i18n/translate-context.ts';
import { LocaleContext } from '../i18n/locale-context.ts';
import { OrderReview } from './OrderReview.tsx';

export interface CheckoutFragmentsProps {
  cart: CartSummary;
  money: MoneyFormat;
}

/** The markup WooCommerce's checkout and cart scripts put back after a change of address or shipping rate. */
export interface CheckoutFragments {
  /** `table.woocommerce-checkout-review-order-table`: the checkout's order review. */
  review: string;
  /** The cart totals' table (`.cart_totals table.shop_table`). */
  totals: string;
}

/** The checkout review and the cart totals, rendered by the pages' own components, in the asking page's language. */
export function renderCheckoutFragments(props: CheckoutFragmentsProps, locale: MessageLocale = DEFAULT_MESSAGE_LOCALE, prefix = ''): CheckoutFragments {
  const inLanguage = (element: React.ReactNode) =>
    renderToString(
      <LocaleContext value={{ locale, prefix }}>
        <TranslateContext value={translator(locale)}>{element}</TranslateContext>
      </LocaleContext>,
    );
  return {
    review: inLanguage(<OrderReview cart={props.cart} money={props.money} />),
    totals: inLanguage(
      <table className="shop_table">
        <tbody>
          <TotalsRows cart={props.cart} money={props.money} />
        </tbody>
      </table>,
    ),
  };
}
