import { formatLightboxHash } from '../hash.ts';

/**
 * The address while a lightbox is open (spec section 4): opening from a link pushes `#<gallery>-<n>`,
 * moving replaces it (Back then closes the lightbox rather than stepping through the items), closing
 * goes back to the entry before the push, or, when the lightbox was opened by the address itself,
 * replaces it by the page's address without the hash. The history state is kept as it is.
 */
export class LightboxAddress {
  readonly #window: Window;
  #pushed = false;

  constructor(win: Window) {
    this.#window = win;
  }

  #url(hash: string): string {
    const { pathname, search } = this.#window.location;
    return `${pathname}${search}${hash}`;
  }

  opened(gallery: string, position: number, push: boolean): void {
    const hash = formatLightboxHash(gallery, position + 1);
    this.#pushed = push && this.#window.location.hash !== hash;
    if (this.#pushed) this.#window.history.pushState(this.#window.history.state, '', this.#url(hash));
    else this.moved(gallery, position);
  }

  moved(gallery: string, position: number): void {
    const hash = formatLightboxHash(gallery, position + 1);
    if (this.#window.location.hash !== hash) this.#window.history.replaceState(this.#window.history.state, '', this.#url(hash));
  }

  /** Restores the address the page had before opening; `byAddress` when Back or Forward already did. */
  closed(byAddress: boolean): void {
    const pushed = this.#pushed;
    this.#pushed = false;
    if (byAddress) return;
    if (pushed) this.#window.history.back();
    else this.#window.history.replaceState(this.#window.history.state, '', this.#url(''));
  }
}
