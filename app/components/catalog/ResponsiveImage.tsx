import type { ImageView } from '../../../core/catalog/products.ts';

interface ResponsiveImageProps {
  image: ImageView;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold and likely the largest paint: load at once, with high priority. */
  priority?: boolean;
  /** Load at once without raising priority (first row of a grid). */
  eager?: boolean;
  /** Override the stored alt text (empty when the image sits beside the same words). */
  alt?: string;
  className?: string;
}

export function ResponsiveImage({ image, sizes, priority = false, eager = false, alt, className }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
