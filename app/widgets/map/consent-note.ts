import { BROWSER_MESSAGES, pageText } from '../../../core/contract/i18n/browser-messages.ts';

/** The note and "Load map" button a map shows until it may load; class names for map.css. */
export const CONSENT_NOTE_CLASS = 'map-consent';
/** The button's English text (a page in another language has its own). */
export const LOAD_BUTTON_TEXT = BROWSER_MESSAGES['map.load'];

/**
 * Adds the note beside the address: where the tiles come from, what allows them, and a button that loads
 * this one map now. The button is the visitor's choice for this map on this page view only: it grants no
 * consent category (that stays the banner's), so clicking it never turns on anything else that waits for
 * the same category.
 */
export function addConsentNote(element: HTMLElement, noteId: string, host: string | null, category: string, load: () => void): HTMLElement {
  const doc = element.ownerDocument;
  const note = doc.createElement('div');
  note.className = CONSENT_NOTE_CLASS;
  const text = doc.createElement('p');
  text.id = noteId;
  const source = host ? pageText(doc, 'map.source', { host }) : pageText(doc, 'map.notLoaded');
  text.textContent = `${source} ${pageText(doc, 'map.consent', { category })}`;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = pageText(doc, 'map.load');
  button.setAttribute('aria-describedby', noteId);
  button.addEventListener('click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    load();
  });
  note.append(text, button);
  element.append(note);
  return note;
}

/** The button again after a load that failed, so the visitor can retry. */
export function reenableLoadButton(note: HTMLElement | null): void {
  const button = note?.querySelector('button');
  if (!button) return;
  button.disabled = false;
  button.removeAttribute('aria-busy');
}
