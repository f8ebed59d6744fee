import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from '../cart/types.ts';
import { OrderLines, summaryColumns } from '../cart/OrderLines.tsx';
import { TotalsRows } from '../cart/TotalsRows.tsx';
import { useTranslate } from '../i18n/translate-context.ts';

interface OrderReviewProps {
  cart: CartSummary;
  money: MoneyFormat;
  removeCouponHref?: (code: string) => string;
  /** The page updates its totals when the shopper picks another shipping rate. */
  onShippingChange?: (rateId: string) => void;
}

export function OrderReview({ cart, money, removeCouponHref, onShippingChange }: OrderReviewProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  return (
    <OrderLines
      className="shop_table woocommerce-checkout-review-order-table"
      caption={t('checkout.reviewCaption')}
      columns={summaryColumns<CartSummary['lines'][number]>(t('cart.table.product'), t('cart.table.subtotal'), (line) => price(line.lineSubtotal), (line) => line.attributes)}
      lines={cart.lines}
      lineKey={(line) => line.key}
      lineClassName="cart_item"
      footer={<TotalsRows cart={cart} money={money} {...(removeCouponHref ? { removeCouponHref } : {})} {...(onShippingChange ? { onShippingChange } : {})} />}
    />
  );
}
