import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { ProductCard } from '../../../core/catalog/product-list.ts';
import { Price } from './Price.tsx';

/**
 * A grouped product's form, in WooCommerce's markup: each of its products with a quantity field
 * (`quantity[<id>]`), added in one go; an external one with its own button, one out of stock without a field.
 */
export function GroupedForm({ product, products, stockMessage }: { product: { id: number; slug: string }; products: readonly ProductCard[]; stockMessage: (card: ProductCard) => string }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <form className="cart grouped_form" method="get" action={href(`/product/${product.slug}/`)}>
      <table className="woocommerce-grouped-product-list group_table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.product.quantity')}</th>
            <th scope="col">{t('catalog.grouped.product')}</th>
            <th scope="col">{t('catalog.grouped.price')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((child) => {
            const inputId = `quantity_${child.id}`;
            return (
              <tr key={child.id} id={`product-${child.id}`} className={`woocommerce-grouped-product-list-item product type-product product-type-${child.type} ${child.purchasable ? 'instock' : 'outofstock'}`}>
                <td className="woocommerce-grouped-product-list-item__quantity">
                  {child.type === 'external' && child.externalUrl ? (
                    <a href={child.externalUrl} className="button product_type_external" rel="nofollow noopener">
                      {child.buttonText || t('catalog.product.buyProduct')}
                    </a>
                  ) : child.purchasable ? (
                    <div className="quantity">
                      <label htmlFor={inputId} className="visually-hidden">
                        {t('catalog.grouped.quantityOf', { name: child.name })}
                      </label>
                      <input type="number" id={inputId} className="input-text qty text" name={`quantity[${child.id}]`} defaultValue="" min={0} max={child.stock ?? undefined} step={1} inputMode="numeric" size={4} placeholder="0" />
                    </div>
                  ) : null}
                </td>
                <td className="woocommerce-grouped-product-list-item__label">
                  <a href={href(`/product/${child.slug}/`)}>{child.name}</a>
                </td>
                <td className="woocommerce-grouped-product-list-item__price">
                  <Price product={child} className="price" />
                  <p className="stock">{stockMessage(child)}</p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <input type="hidden" name="add-to-cart" value={product.id} />
      <button type="submit" className="single_add_to_cart_button button alt">
        {t('catalog.product.addToCart')}
      </button>
    </form>
  );
}
