/**
 * The admin's choices of a variation's image (a select's values, read in the browser too): keep the image
 * it has, none, one of its product's images, or one of the media library's.
 */
export const CURRENT_IMAGE = 'current';
export const NO_IMAGE = '';
export const productImageChoice = (imageId: number): string => `product:${imageId}`;
export const mediaImageChoice = (mediaId: number): string => `media:${mediaId}`;
