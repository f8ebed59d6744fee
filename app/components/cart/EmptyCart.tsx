import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

export function EmptyCart() {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <div className="cart-empty-state">
      <p className="cart-empty woocommerce-info" role="status">
        {t('cart.emptyPage')}
      </p>
      <p className="return-to-shop">
        <a className="button wc-backward" href={href('/shop/')}>
          {t('cart.returnToShop')}
        </a>
      </p>
    </div>
  );
}
