import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { ProductCard as ProductCardData } from '../../../core/catalog/product-list.ts';
import { StaticIsland } from '../StaticIsland.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { Price } from './Price.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { StarRating } from './StarRating.tsx';

/** Grid cells: half the width on mobile, a third on tablets, a quarter (of 1200 px) on desktops. */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 280px';

interface ProductCardProps {
  product: ProductCardData;
  /** Heading level of the name, below the page's own headings. */
  headingLevel?: 2 | 3;
  /** In the first row: load the image at once. */
  eager?: boolean;
}

export function ProductCard({ product, headingLevel = 2, eager = false }: ProductCardProps) {
  const t = useTranslate();
  const localized = useLocalizedHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localized(`/product/${product.slug}/`);
  const classes = ['product', 'type-product', `product-type-${product.type}`, product.purchasable ? 'instock' : 'outofstock', product.onSale ? 'sale' : ''];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <a href={href} className="woocommerce-LoopProduct-link woocommerce-loop-product__link">
        <span className="product-card__media">
          {product.image ? (
            <ResponsiveImage image={product.image} sizes={CARD_IMAGE_SIZES} eager={eager} alt="" />
          ) : (
            <span className="product-card__placeholder" />
          )}
        </span>
        <Heading className="woocommerce-loop-product__title">{product.name}</Heading>
      </a>
      {product.onSale ? (
        <span className="onsale" aria-hidden="true">
          {t('catalog.product.sale')}
        </span>
      ) : null}
      {product.ratingCount > 0 ? (
        <span className="product-card__rating">
          <StarRating average={product.averageRating} />
        </span>
      ) : null}
      <Price product={product} />
      <CardAction product={product} href={href} />
    </li>
  );
}

/**
 * The card's button, by product type as WooCommerce's: a simple product in stock goes into the cart from
 * the card; a variable one is chosen on its page ("Select options"), a grouped one lists its products, an
 * external one leads to the owner's address with the owner's words.
 */
function CardAction({ product, href }: { product: ProductCardData; href: string }) {
  const t = useTranslate();
  switch (product.type) {
    case 'variable':
      return (
        <a href={href} className="button product_type_variable add_to_cart_button" aria-label={t('catalog.product.selectOptionsLabel', { name: product.name })}>
          {t('catalog.product.selectOptions')}
        </a>
      );
    case 'grouped':
      return (
        <a href={href} className="button product_type_grouped" aria-label={t('catalog.product.viewProductsLabel', { name: product.name })}>
          {t('catalog.product.viewProducts')}
        </a>
      );
    case 'external':
      return product.externalUrl ? (
        <a href={product.externalUrl} className="button product_type_external" rel="nofollow noopener">
          {product.buttonText || t('catalog.product.buyProduct')}
        </a>
      ) : null;
    default:
      return product.purchasable ? (
        // The cart script marks the button and adds a "View cart" link after it, perhaps before hydration.
        <StaticIsland className="product-card__actions">
          <AddToCartButton product={product} />
        </StaticIsland>
      ) : (
        <a href={href} className="button product_type_simple" rel="nofollow">
          {t('catalog.product.readMore')}
          <span className="visually-hidden">{t('catalog.product.readMoreHidden', { name: product.name })}</span>
        </a>
      );
  }
}
