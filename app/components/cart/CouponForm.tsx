import { Form } from 'react-router';
import { useTranslate } from '../i18n/translate-context.ts';

interface CouponFormProps {
  nonce: string;
  /** The page to come back to once the coupon is applied: the cart, or checkout. */
  returnTo: 'cart' | 'checkout';
}

/**
 * WooCommerce's coupon form (`coupon_code`, `apply_coupon`), a form of its own so that Enter in a
 * quantity field still updates the cart. Posted to the cart page, which comes back to `returnTo`.
 */
export function CouponForm({ nonce, returnTo }: CouponFormProps) {
  const t = useTranslate();
  const id = `coupon_code_${returnTo}`;
  return (
    <Form method="post" action="/cart/" className="woocommerce-form-coupon coupon">
      <input type="hidden" name="_wpnonce" value={nonce} />
      <input type="hidden" name="return_to" value={returnTo} />
      <label htmlFor={id}>{t('coupon.formLabel')}</label>
      <div className="coupon-row">
        <input type="text" name="coupon_code" id={id} className="input-text" placeholder={t('coupon.placeholder')} autoComplete="off" spellCheck={false} maxLength={200} />
        <button type="submit" className="button" name="apply_coupon" value="Apply coupon">
          {t('coupon.apply')}
        </button>
      </div>
    </Form>
  );
}
