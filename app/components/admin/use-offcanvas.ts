import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
// The storefront widget's own focus rules: plain DOM functions, nothing of the widget runtime.
import { focusables, trappedFocusTarget } from '../../widgets/shared/focus-trap.ts';

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
    focusables(panel)[0]?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const target = trappedFocusTarget(panel, document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
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
