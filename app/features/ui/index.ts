import { onReady } from './dom.ts';
import { initStoreNotice } from './store-notice.ts';
import { initHeaderMiniCart } from './header-mini-cart.ts';
import { initComingSoonBanner } from './coming-soon-banner.ts';
import { initQuantityMin } from './quantity-min.ts';
import { initSortOrdering } from './sort-ordering.ts';
import { initNotices } from './notices.ts';
import { initProductGallery } from './product-gallery.ts';

/** Starts the shop's page behaviours once the document is parsed; each one does nothing where its markup is absent. */
export function initUi(): void {
  onReady(document, () => {
    initStoreNotice(document);
    initHeaderMiniCart(document);
    initComingSoonBanner(document);
    initQuantityMin(document);
    initSortOrdering(document, window);
    initNotices(document, window);
    initProductGallery(document);
  });
}
