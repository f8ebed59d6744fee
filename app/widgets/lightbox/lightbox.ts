import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../../features/shared/chunk-load.ts';
import { closestTo, isPlainLeftClick } from '../../features/ui/dom.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { parseLightboxHash } from './hash.ts';
import { galleryLinks, LIGHTBOX_LINK_SELECTOR } from './selector.ts';
import type { LightboxViewer } from './viewer/lightbox-viewer.ts';

/**
 * The lightbox's page part, small on purpose: it waits for a click on a gallery link or an address naming
 * an item (`#<gallery>-<n>`), and only then loads the viewer (a chunk of its own). Until then the links
 * are plain links to the image or page. A viewer that fails to load leaves the link to do what it does
 * without script.
 */
export function start(context: WidgetContext): void {
  const { document, window } = context;
  let viewer: Promise<LightboxViewer> | null = null;
  const loadViewer = () =>
    (viewer ??= loadChunk(() => import('./viewer/lightbox-viewer.ts'), CHUNK_LOAD_TIMEOUT_MS, window, 'lightbox viewer').then((module) =>
      module.createViewer(context),
    ));
  const failed = (error: unknown) => {
    viewer = null;
    console.error('Vitrine lightbox: could not open.', error);
  };

  document.addEventListener('click', (event) => {
    const link = closestTo<HTMLAnchorElement>(event.target, LIGHTBOX_LINK_SELECTOR);
    if (!link?.dataset.lightbox || !isPlainLeftClick(event)) return;
    event.preventDefault();
    loadViewer().then(
      (loaded) => loaded.openFromLink(link),
      (error: unknown) => {
        failed(error);
        window.location.assign(link.href);
      },
    );
  });

  // The address names an item (on arrival, or by Back and Forward): open it; it no longer does: close.
  const followAddress = () => {
    const target = parseLightboxHash(window.location.hash);
    if (target && galleryLinks(document, target.gallery).length > 0) loadViewer().then((loaded) => loaded.openAt(target), failed);
    else if (viewer) void viewer.then((loaded) => loaded.closeFromAddress(), () => undefined);
  };
  window.addEventListener('hashchange', followAddress);
  followAddress();
}
