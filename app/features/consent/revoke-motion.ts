/** The revoke button reacts to mouse moves at most this often, within this distance of its edge (spec section 9). */
export const REVOKE_MOUSE_THROTTLE_MS = 200;
export const REVOKE_EDGE_ZONE_PX = 20;

/** Runs `run` at most once per `ms` (the first call of each window wins), by the clock `now`. */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number, now: () => number): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    const time = now();
    if (time - last < ms) return;
    last = time;
    run(...args);
  };
}

/** Is the pointer within `zone` px of the viewport edge the revoke button sits at? */
export function inEdgeZone(pointerY: number, viewportHeight: number, atTop: boolean, zone: number = REVOKE_EDGE_ZONE_PX): boolean {
  return (atTop ? pointerY : viewportHeight - pointerY) <= zone;
}

/** Slides the revoke button in (`cc-active`) while the pointer is near its edge of the viewport. */
export function animateRevoke(win: Window, now: () => number): void {
  if (!win.document.querySelector('.cc-revoke')) return;
  const move = throttle(
    (event: MouseEvent) => {
      const revoke = win.document.querySelector('.cc-revoke');
      revoke?.classList.toggle('cc-active', inEdgeZone(event.clientY, win.innerHeight, revoke.classList.contains('cc-top')));
    },
    REVOKE_MOUSE_THROTTLE_MS,
    now,
  );
  win.document.addEventListener('mousemove', move, { passive: true });
}
