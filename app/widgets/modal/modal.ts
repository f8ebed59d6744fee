import { closestTo, isPlainLeftClick } from '../../features/ui/dom.ts';
import { requireApis } from '../shared/require-apis.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { openModal } from './dialog.ts';
import { MODAL_TRIGGER_SELECTOR } from './markup.ts';
import { openRemoteModal } from './remote.ts';

/**
 * Modals (docs/contract.md, "Theme"): a click on `[data-modal="<id>"]` opens that `<dialog>` as a modal; a
 * click on `[data-modal-url]` (a link, a button, or a form's submit button) opens a modal the widget
 * makes and fills with the page's answer to a POST. Listened for on the document, so triggers added
 * later open modals too. Without script a link to `#<id>` shows the dialog's content in place, and a
 * submit button submits its form.
 */
export function start({ document, window }: WidgetContext): void {
  if (!requireApis('modal', { showModal: (window as unknown as typeof globalThis).HTMLDialogElement?.prototype.showModal, fetch: window.fetch })) return;
  document.addEventListener('click', (event) => {
    const trigger = closestTo<HTMLElement>(event.target, MODAL_TRIGGER_SELECTOR);
    if (!trigger || !isPlainLeftClick(event)) return;
    if (trigger.hasAttribute('data-modal-url')) {
      if (openRemoteModal(trigger, window)) event.preventDefault();
      return;
    }
    const dialog = document.getElementById(trigger.getAttribute('data-modal') ?? '');
    if (dialog?.tagName !== 'DIALOG') return;
    event.preventDefault();
    openModal(dialog as HTMLDialogElement, trigger);
  });
}
