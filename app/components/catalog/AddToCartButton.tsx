import { useTranslate } from '../i18n/translate-context.ts';
import type { ProductSummary } from '../../../core/catalog/products.ts';

/**
 * The listing's add-to-cart link (docs/contract.md): without script it is a plain GET of the same page with
 * `?add-to-cart=<id>`; the cart script sends its data attributes to `?wc-ajax=add_to_cart` instead.
 */
export function AddToCartButton({ product }: { product: Pick<ProductSummary, 'id' | 'name' | 'sku'> }) {
  const t = useTranslate();
  return (
    <a
      href={`?add-to-cart=${product.id}`}
      data-quantity="1"
      data-product_id={product.id}
      data-product_sku={product.sku ?? ''}
      className="button product_type_simple add_to_cart_button ajax_add_to_cart"
      aria-label={t('catalog.product.addToCartLabel', { name: product.name })}
      data-success_message={t('catalog.product.added', { name: product.name })}
      rel="nofollow"
    >
      {t('catalog.product.addToCart')}
    </a>
  );
}
