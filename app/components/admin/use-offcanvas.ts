import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What can take focus inside the panel (controls inside `hidden` or `inert` parts are skipped below). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Offcanvas {
  open: boolean;
  toggle: () => void;
  close: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLElement | null>;
}

/**
 * The admin's off-canvas menu, with the storefront widget's observable behaviour: the toggle's
 * `aria-expanded` follows, focus moves into the panel and is held there while it is open, Escape closes
 * it and focus returns to the toggle, and the page behind does not scroll.
 */
export function useOffcanvas(): Offcanvas {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const panel = panelRef.current;
    const toggleButton = toggleRef.current;
    if (!open || !panel) return;
    const focusables = () => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
    focusables()[0]?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // Back to the toggle, unless focus already went somewhere else on purpose (a followed link).
      if (!document.activeElement || document.activeElement === document.body || panel.contains(document.activeElement)) toggleButton?.focus();
    };
  }, [open]);

  return { open, toggle, close, toggleRef, panelRef };
}
