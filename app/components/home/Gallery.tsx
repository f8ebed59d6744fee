import type { GalleryEntry } from '../../../core/theme/home-data.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { ResponsiveImage } from '../catalog/ResponsiveImage.tsx';
import { SectionShell } from './SectionShell.tsx';

/** The lightbox's gallery name: its hash is `#home-gallery-<n>`. */
export const HOME_GALLERY = 'home-gallery';
const THUMB_SIZES = '(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 280px';

/** Thumbnails linking to their full images (`data-lightbox`): the lightbox opens them in place, without it the link does. */
export function Gallery({ section, images }: { section: SectionOf<'gallery'>; images: GalleryEntry[] }) {
  return (
    <SectionShell id={section.key} heading={section.heading} className="home-gallery">
      <ul className="home-gallery__grid">
        {images.map((image, index) => (
          <li key={index}>
            <figure className="home-gallery__item">
              <a href={image.href} data-lightbox={HOME_GALLERY}>
                <ResponsiveImage image={image.thumb} sizes={THUMB_SIZES} className="home-gallery__image" />
              </a>
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
