import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { ProductDetail } from '../../../core/catalog/product-detail.ts';

/**
 * The product page's add-to-cart form: a GET back to the product page with `add-to-cart` and `quantity`,
 * which the cart handles on any page (then redirects without the parameters). No form when out of stock.
 */
export function AddToCartForm({ product }: { product: Pick<ProductDetail, 'id' | 'slug' | 'name' | 'stock' | 'purchasable'> }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  if (!product.purchasable) return null;
  const inputId = `quantity_${product.id}`;
  return (
    <form className="cart" method="get" action={href(`/product/${product.slug}/`)}>
      <div className="quantity">
        <label htmlFor={inputId}>{t('catalog.product.quantity')}</label>
        <input
          type="number"
          id={inputId}
          className="input-text qty text"
          name="quantity"
          defaultValue={1}
          min={1}
          max={product.stock ?? undefined}
          step={1}
          inputMode="numeric"
          size={4}
        />
      </div>
      <button type="submit" name="add-to-cart" value={product.id} className="single_add_to_cart_button button alt">
        {t('catalog.product.addToCart')}
      </button>
    </form>
  );
}
