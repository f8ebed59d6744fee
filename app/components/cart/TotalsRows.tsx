import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { useTranslate } from '../i18n/translate-context.ts';

interface TotalsRowsProps {
  cart: Pick<CartSummary, 'subtotal' | 'coupons' | 'shipping' | 'total'>;
  money: MoneyFormat;
  /** The address of a coupon's "[Remove]" link (it works without JS); no link where absent. */
  removeCouponHref?: (code: string) => string;
}

/** Subtotal, coupons, shipping and total rows, shared by the cart totals and the checkout's order review. */
export function TotalsRows({ cart, money, removeCouponHref }: TotalsRowsProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  return (
    <>
      <tr className="cart-subtotal">
        <th scope="row">{t('totals.subtotal')}</th>
        <td>{price(cart.subtotal)}</td>
      </tr>
      {cart.coupons.map((coupon) => (
        <tr key={coupon.code} className={`cart-discount coupon-${coupon.code.replace(/[^a-z0-9_-]/g, '-')}`}>
          <th scope="row">{t('coupon.totalsLabel', { code: coupon.code })}</th>
          <td>
            {coupon.discount > 0 || !coupon.freeShipping ? price(-coupon.discount) : t('coupon.freeShipping')}
            {removeCouponHref ? (
              <>
                {' '}
                <a href={removeCouponHref(coupon.code)} className="woocommerce-remove-coupon" data-coupon={coupon.code} aria-label={t('coupon.removeLabel', { code: coupon.code })}>
                  {t('coupon.remove')}
                </a>
              </>
            ) : null}
          </td>
        </tr>
      ))}
      <tr className="shipping">
        <th scope="row">{t('totals.shipping')}</th>
        <td>{cart.shipping === 0 ? t('totals.freeShipping') : t('totals.flatRate', { amount: price(cart.shipping) })}</td>
      </tr>
      <tr className="order-total">
        <th scope="row">{t('totals.total')}</th>
        <td>
          <strong>{price(cart.total)}</strong>
        </td>
      </tr>
    </>
  );
}
