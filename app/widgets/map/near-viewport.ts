/** How far below (or above) the window a map starts loading, so it is there when it scrolls in. */
export const MAP_LOAD_MARGIN = '200px 0px';

/**
 * Runs `run` once the element is within MAP_LOAD_MARGIN of the window (at once in a browser without
 * IntersectionObserver: the map still loads, only not lazily).
 */
export function whenNearViewport(element: Element, win: Window, run: () => void): void {
  const { IntersectionObserver: Observer } = win as Window & typeof globalThis;
  if (typeof Observer !== 'function') {
    run();
    return;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: MAP_LOAD_MARGIN },
  );
  observer.observe(element);
}
