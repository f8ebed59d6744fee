import { Form } from 'react-router';
import { formatMoney } from '../../../core/shared/money.ts';
import type { CartSummary, MoneyFormat } from './types.ts';
import { OrderLines, type LineColumn } from './OrderLines.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';
import { LineAttributes } from './LineAttributes.tsx';

interface CartTableProps {
  cart: CartSummary;
  money: MoneyFormat;
  nonce: string;
}

type CartLine = CartSummary['lines'][number];

/** The cart form: one row per line, quantities editable, removal by link (works without JS). */
export function CartTable({ cart, money, nonce }: CartTableProps) {
  const price = (minor: number) => formatMoney(minor, money.currency, money.locale);
  const t = useTranslate();
  const href = useLocalizedHref();
  const columns: LineColumn<CartLine>[] = [
    {
      className: 'product-remove',
      heading: t('cart.table.remove'),
      headingHidden: true,
      cell: (line) => (
        <a
          href={href(`/cart/?remove_item=${line.key}&_wpnonce=${encodeURIComponent(nonce)}`)}
          className="remove"
          aria-label={t('cart.table.removeLine', { name: line.name })}
          data-product_id={line.productId}
          data-cart_item_key={line.key}
        >
          <span aria-hidden="true">×</span>
        </a>
      ),
    },
    {
      className: 'product-thumbnail',
      heading: t('cart.table.thumbnail'),
      headingHidden: true,
      cell: (line) =>
        line.image ? (
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
        ),
    },
    {
      className: 'product-name',
      heading: t('cart.table.product'),
      rowHeading: true,
      titled: true,
      cell: (line) => (
        <>
          <a href={href(`/product/${line.slug}/`)}>{line.name}</a>
          <LineAttributes attributes={line.attributes} />
        </>
      ),
    },
    { className: 'product-price', heading: t('cart.table.price'), titled: true, cell: (line) => price(line.unitPrice) },
    {
      className: 'product-quantity',
      heading: t('cart.table.quantity'),
      titled: true,
      cell: (line) => {
        const quantityId = `quantity_${line.key}`;
        return (
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
        );
      },
    },
    { className: 'product-subtotal', heading: t('cart.table.subtotal'), titled: true, cell: (line) => price(line.lineSubtotal) },
  ];
  return (
    <Form method="post" action="/cart/" className="woocommerce-cart-form">
      <input type="hidden" name="_wpnonce" value={nonce} />
      <OrderLines
        className="shop_table shop_table_responsive cart woocommerce-cart-form__contents"
        caption={t('cart.table.caption')}
        columns={columns}
        lines={cart.lines}
        lineKey={(line) => line.key}
        lineClassName="woocommerce-cart-form__cart-item cart_item"
      />
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
