const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `container`, in order (hidden and inert ones left out). */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * Where Tab (or Shift+Tab) from `active` goes while focus is held in `container`: from the last to the
 * first and back; null when the browser's own move stays inside.
 */
export function trappedFocusTarget(container: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const items = focusables(container);
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  // The container itself (a dialog focused as a whole) counts as outside: Shift+Tab would leave it.
  if (!active || active === container || !container.contains(active)) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}
