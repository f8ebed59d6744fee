import { CURRENT_IMAGE, mediaImageChoice, NO_IMAGE, productImageChoice } from '../../../core/catalog/variation-image-choice.ts';
import { FieldFrame } from './Field.tsx';

/** The pictures a variation may take: its product's images and the media library's. */
export interface ImageChoices {
  product: { id: number; alt: string; src: string }[];
  library: { id: number; title: string; src: string }[];
}

interface Props {
  id: string;
  name: string;
  /** The choice as saved or typed (core/catalog/variation-image-choice.ts). */
  value: string;
  /** The variation's image now, shown beside the choice. */
  current: { src: string; alt: string } | null;
  choices: ImageChoices;
  error?: string | undefined;
}

/**
 * A variation's image, chosen from a labelled list (a select: arrow keys and type-ahead work, and it fits a
 * phone): keep the one it has, none (the product's images show), one of the product's, or one from the
 * media library. New pictures are uploaded to the product or the library first.
 */
export function VariationImageField({ id, name, value, current, choices, error }: Props) {
  return (
    <div className="variation-image-choice">
      {current ? <img src={current.src} alt={current.alt ? `Current image: ${current.alt}` : 'Current image'} width={96} height={96} /> : null}
      <FieldFrame id={id} label="Image" error={error} hint="Shown in place of the product’s main image when a shopper chooses this variation.">
        {(describedBy) => (
          <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
            {current ? <option value={CURRENT_IMAGE}>Keep its current image</option> : null}
            <option value={NO_IMAGE}>No image of its own (the product’s)</option>
            {choices.product.length > 0 ? (
              <optgroup label="The product’s images">
                {choices.product.map((image, index) => (
                  <option key={image.id} value={productImageChoice(image.id)}>
                    {`Product image ${index + 1}${image.alt ? `: ${image.alt}` : ''}`}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {choices.library.length > 0 ? (
              <optgroup label="Media library">
                {choices.library.map((item) => (
                  <option key={item.id} value={mediaImageChoice(item.id)}>
                    {item.title}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        )}
      </FieldFrame>
    </div>
  );
}
