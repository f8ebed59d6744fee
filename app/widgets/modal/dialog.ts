import { closesModal } from './keys.ts';
import { pageText } from '../../../core/contract/i18n/browser-messages.ts';

export const MODAL_CLASS = 'modal';
const CLOSE_SELECTOR = '.modal-close, [data-modal-close]';

/** Dialogs already given their behaviour, and the element each gives the focus back to. */
const prepared = new WeakSet<HTMLDialogElement>();
const returnTo = new WeakMap<HTMLDialogElement, HTMLElement>();

/** A close button with a name, first in the dialog, unless the owner wrote one. */
function ensureCloseButton(dialog: HTMLDialogElement): void {
  if (dialog.querySelector(CLOSE_SELECTOR)) return;
  const button = dialog.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'modal-close';
  button.setAttribute('aria-label', pageText(dialog.ownerDocument, 'modal.close'));
  button.textContent = '×';
  dialog.prepend(button);
}

/**
 * What every modal does beyond the browser's own dialog (which closes on Escape and keeps the focus
 * inside): Enter in a text input closes it, so does its close button and a click on the backdrop, and
 * on closing the focus goes back to what opened it.
 */
function prepare(dialog: HTMLDialogElement): void {
  if (prepared.has(dialog)) return;
  prepared.add(dialog);
  dialog.classList.add(MODAL_CLASS);
  ensureCloseButton(dialog);
  dialog.addEventListener('keydown', (event) => {
    if (!closesModal(event.key, event.target) || event.isComposing) return;
    event.preventDefault();
    dialog.close();
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.(CLOSE_SELECTOR)) return dialog.close();
    if (target !== dialog) return;
    // A click on the dialog itself but outside its box is on the backdrop.
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    const trigger = returnTo.get(dialog);
    returnTo.delete(dialog);
    if (trigger?.isConnected) trigger.focus();
  });
}

/** Opens a dialog as a modal (`dialog[open]`), remembering the trigger the focus goes back to. */
export function openModal(dialog: HTMLDialogElement, trigger: HTMLElement): void {
  prepare(dialog);
  returnTo.set(dialog, trigger);
  if (!dialog.open) dialog.showModal();
}
