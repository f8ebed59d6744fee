import { Form } from 'react-router';
import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

interface CartTableProps {
  cart: CartSummary;
  money: MoneyFormat;
  nonce: string;
}

/** The cart form: one row per line, quantities editable, removal by link (works without JS). */
export function CartTable({ cart, money, nonce }: CartTableProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <Form method="post" action="/cart/" className="woocommerce-cart-form">
      <input type="hidden" name="_wpnonce" value={nonce} />
      <table className="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
        <caption className="visually-hidden">{t('cart.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="product-remove">
              <span className="visually-hidden">{t('cart.table.remove')}</span>
            </th>
            <th scope="col" className="product-thumbnail">
              <span className="visually-hidden">{t('cart.table.thumbnail')}</span>
            </th>
            <th scope="col" className="product-name">
              {t('cart.table.product')}
            </th>
            <th scope="col" className="product-price">
              {t('cart.table.price')}
            </th>
            <th scope="col" className="product-quantity">
              {t('cart.table.quantity')}
            </th>
            <th scope="col" className="product-subtotal">
              {t('cart.table.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => {
            const productUrl = href(`/product/${line.slug}/`);
            const quantityId = `quantity_${line.key}`;
            return (
              <tr key={line.key} className="woocommerce-cart-form__cart-item cart_item">
                <td className="product-remove">
                  <a
                    href={href(`/cart/?remove_item=${line.key}&_wpnonce=${encodeURIComponent(nonce)}`)}
                    className="remove"
                    aria-label={t('cart.table.removeLine', { name: line.name })}
                    data-product_id={line.productId}
                    data-cart_item_key={line.key}
                  >
                    <span aria-hidden="true">×</span>
                  </a>
                </td>
                <td className="product-thumbnail">
                  {line.image ? (
                    <img
                      src={line.image.src}
                      srcSet={line.image.srcSet || undefined}
                      sizes="80px"
                      width={line.image.width}
                      height={line.image.height}
                      alt=""
                      loading="lazy"
                    />
                  ) : (
                    <span className="cart-thumbnail-placeholder" aria-hidden="true" />
                  )}
                </td>
                <th scope="row" className="product-name" data-title={t('cart.table.product')}>
                  <a href={productUrl}>{line.name}</a>
                </th>
                <td className="product-price" data-title={t('cart.table.price')}>
                  {price(line.unitPrice)}
                </td>
                <td className="product-quantity" data-title={t('cart.table.quantity')}>
                  <div className="quantity">
                    <label className="visually-hidden" htmlFor={quantityId}>
                      {t('cart.table.quantityOf', { name: line.name })}
                    </label>
                    <input
                      id={quantityId}
                      className="input-text qty text"
                      type="number"
                      name={`cart[${line.key}][qty]`}
                      defaultValue={line.quantity}
                      min={0}
                      max={line.maxQuantity}
                      step={1}
                      inputMode="numeric"
                    />
                  </div>
                </td>
                <td className="product-subtotal" data-title={t('cart.table.subtotal')}>
                  {price(line.lineTotal)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="cart-actions">
        <a href={href('/shop/')} className="cart-continue">
          {t('cart.continueShopping')}
        </a>
        <button type="submit" className="button" name="update_cart" value="Update cart">
          {t('cart.update')}
        </button>
      </div>
    </Form>
  );
}
