import { useTranslate } from '../i18n/translate-context.ts';
import type { ImageView } from '../../../core/catalog/products.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/** The main image fills the left column: the full width on phones, half on tablets and desktops. */
const MAIN_SIZES = '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 580px';
const THUMB_SIZES = '96px';
/** The lightbox gallery of the product's images: its address is `#product-<n>`. */
const PRODUCT_GALLERY = 'product';

/**
 * Main image (the page's largest paint: loaded at once, high priority) and thumbnails. Without script a
 * thumbnail opens the full image; with script (app/features/ui/product-gallery.ts) it swaps the main
 * image in place, taking the alt text from `data-image-alt`, and the main image opens the lightbox at
 * the image it shows (app/widgets/lightbox/, gallery `product`).
 */
export function ProductGallery({ images, name }: { images: ImageView[]; name: string }) {
  const t = useTranslate();
  const main = images[0];
  if (!main) {
    return (
      <div className="woocommerce-product-gallery woocommerce-product-gallery--without-images">
        <div className="product-card__placeholder" role="img" aria-label={t('catalog.product.noImage', { name })} />
      </div>
    );
  }
  return (
    <div className="woocommerce-product-gallery">
      <div className="woocommerce-product-gallery__image">
        <a href={main.src} data-lightbox={PRODUCT_GALLERY}>
          <ResponsiveImage image={main} sizes={MAIN_SIZES} priority alt={main.alt || name} />
        </a>
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.src}>
              <a href={image.src} data-lightbox={PRODUCT_GALLERY} aria-current={index === 0 ? 'true' : undefined} data-image-alt={image.alt || name}>
                <ResponsiveImage image={image} sizes={THUMB_SIZES} alt={t('catalog.product.viewImage', { position: index + 1, count: images.length, alt: image.alt || name })} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
