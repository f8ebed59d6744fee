import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

/** The header's cart link with the item count (`a.cart-contents`); also sent as a cart fragment. */
export function HeaderCartLink({ count }: { count: number }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <a href={href('/cart/')} className="cart-contents">
      {/* One text node, as the link has always had: "Cart " then the count. */}
      {`${t('cart.link')} `}
      <span className="cart-count" aria-label={t('cart.itemsInCart', { count })}>{count}</span>
    </a>
  );
}
