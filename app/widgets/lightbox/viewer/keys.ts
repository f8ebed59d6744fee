/** What a key pressed in the open lightbox does. */
export type LightboxKeyAction = 'close' | 'previous' | 'next' | 'first' | 'last' | 'slideshow' | 'fullscreen' | 'thumbnails' | 'none';

/** Where the key was pressed: on a button, Space and Enter are the button's own; in a text field, only Escape counts. */
export type KeyTarget = 'button' | 'editable' | 'other';

const BY_KEY: Readonly<Record<string, LightboxKeyAction>> = {
  Escape: 'close',
  Esc: 'close',
  Backspace: 'close',
  ArrowLeft: 'previous',
  Left: 'previous',
  ArrowRight: 'next',
  Right: 'next',
  Home: 'first',
  End: 'last',
  p: 'slideshow',
  ' ': 'slideshow',
  Spacebar: 'slideshow',
  f: 'fullscreen',
  g: 'thumbnails',
};

/** How the key was pressed: with Ctrl, Alt or Meta; in a right-to-left lightbox. */
export interface KeyContext {
  modified?: boolean;
  rtl?: boolean;
}

/**
 * The lightbox's keys (spec section 6): Escape or Backspace close, arrows move, P or Space run the
 * slideshow, F full screen, G thumbnails. Right-to-left, the next item lies to the left, so the arrows
 * swap. A key with Ctrl, Alt or Meta is the browser's.
 */
export function lightboxKeyAction(key: string, target: KeyTarget, { modified = false, rtl = false }: KeyContext = {}): LightboxKeyAction {
  if (modified) return 'none';
  let action = BY_KEY[key.length === 1 ? key.toLowerCase() : key] ?? 'none';
  if (rtl && (action === 'previous' || action === 'next')) action = action === 'next' ? 'previous' : 'next';
  if (target === 'editable') return action === 'close' && key !== 'Backspace' ? 'close' : 'none';
  if (target === 'button' && (key === ' ' || key === 'Spacebar')) return 'none';
  return action;
}

/** The kind of element a key event came from. */
export function keyTargetOf(target: EventTarget | null): KeyTarget {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return 'other';
  if (element.isContentEditable || element.closest('input, textarea, select')) return 'editable';
  return element.closest('button, a[href], summary') ? 'button' : 'other';
}
