import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';
import { LineAttributes } from './LineAttributes.tsx';

export interface MiniCartProps {
  cart: Pick<CartSummary, 'lines' | 'subtotal' | 'count'>;
  money: MoneyFormat;
  /** The session's nonce for the no-JS remove links; empty when the cart is empty. */
  nonce: string;
}

/**
 * The mini cart (`div.widget_shopping_cart_content`, docs/contract.md): the page renders it and the
 * `?wc-ajax=` endpoints send the same component's markup as a fragment. Remove links work without
 * script (`?remove_item=` on the current page); the cart script removes in place.
 */
export function MiniCart({ cart, money, nonce }: MiniCartProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  if (cart.lines.length === 0) {
    return (
      <div className="widget_shopping_cart_content">
        <p className="woocommerce-mini-cart__empty-message">{t('cart.empty')}</p>
      </div>
    );
  }
  return (
    <div className="widget_shopping_cart_content">
      <ul className="woocommerce-mini-cart cart_list product_list_widget">
        {cart.lines.map((line) => (
          <li key={line.key} className="woocommerce-mini-cart-item mini_cart_item">
            <a
              href={`?remove_item=${line.key}&_wpnonce=${encodeURIComponent(nonce)}`}
              className="remove remove_from_cart_button"
              aria-label={t('cart.removeItem', { name: line.name })}
              data-product_id={line.productId}
              data-cart_item_key={line.key}
              data-product_sku={line.sku ?? ''}
            >
              <span aria-hidden="true">×</span>
            </a>
            <a className="woocommerce-mini-cart-item__link" href={href(`/product/${line.slug}/`)}>
              {line.image ? <img src={line.image.src} srcSet={line.image.srcSet || undefined} sizes="48px" width={48} height={48} alt="" loading="lazy" /> : null}
              {line.name}
            </a>
            <LineAttributes attributes={line.attributes} />
            <span className="quantity">
              {line.quantity} × <span className="amount">{price(line.unitPrice)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="woocommerce-mini-cart__total total">
        <strong>{t('cart.subtotal')}</strong> <span className="amount">{price(cart.subtotal)}</span>
      </p>
      <p className="woocommerce-mini-cart__buttons buttons">
        <a href={href('/cart/')} className="button wc-forward">
          {t('cart.viewCart')}
        </a>
        <a href={href('/checkout/')} className="button checkout wc-forward">
          {t('cart.checkout')}
        </a>
      </p>
    </div>
  );
}
