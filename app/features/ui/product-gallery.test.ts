// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initProductGallery } from './product-gallery.ts';

let dispose: () => void = () => {};
afterEach(() => dispose());

function render() {
  document.body.innerHTML = `
    <div class="woocommerce-product-gallery">
      <div class="woocommerce-product-gallery__image">
        <a href="/uploads/mug.jpg"><img src="/uploads/mug-600.jpg" srcset="/uploads/mug-600.jpg 600w, /uploads/mug.jpg 1200w" sizes="(max-width: 767px) 100vw, 580px" width="1200" height="1200" alt="Stoneware mug"></a>
      </div>
      <ul class="product-gallery__thumbs">
        <li><a href="/uploads/mug.jpg" aria-current="true" data-image-alt="Stoneware mug"><img src="/uploads/mug-600.jpg" srcset="/uploads/mug-600.jpg 600w, /uploads/mug.jpg 1200w" sizes="96px" width="1200" height="1200" alt="View image 1 of 2: Stoneware mug"></a></li>
        <li><a href="/uploads/side.jpg" data-image-alt="Mug from the side"><img src="/uploads/side-600.jpg" srcset="/uploads/side-600.jpg 600w, /uploads/side.jpg 1200w" sizes="96px" width="1200" height="900" alt="View image 2 of 2: Mug from the side"></a></li>
      </ul>
    </div>`;
}
const main = () => document.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img')!;
const thumbs = () => [...document.querySelectorAll<HTMLAnchorElement>('.product-gallery__thumbs a')];

describe('product gallery', () => {
  it('shows a clicked thumbnail as the main image, keeping the main image sizes', () => {
    render();
    dispose = initProductGallery(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    thumbs()[1]!.querySelector('img')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(main().getAttribute('src')).toBe('/uploads/side-600.jpg');
    expect(main().getAttribute('srcset')).toBe('/uploads/side-600.jpg 600w, /uploads/side.jpg 1200w');
    expect(main().getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 580px');
    expect(main().getAttribute('height')).toBe('900');
    expect(main().alt).toBe('Mug from the side');
    expect(main().closest('a')!.getAttribute('href')).toBe('/uploads/side.jpg');
    expect(thumbs().map((thumb) => thumb.getAttribute('aria-current'))).toEqual([null, 'true']);
  });

  it('leaves a click that asks for a new tab to the link', () => {
    render();
    dispose = initProductGallery(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    thumbs()[1]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(main().getAttribute('src')).toBe('/uploads/mug-600.jpg');
  });
});
