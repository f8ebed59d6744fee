import { openModal } from './dialog.ts';
import { modalRequest } from './request.ts';

import { LOAD_FAILED_MESSAGE } from '../../../core/contract/theme/content-fragments.ts';
import { pageText } from '../../../core/contract/i18n/browser-messages.ts';

export { LOAD_FAILED_MESSAGE };

/** The dialog a trigger fills, made once and reused. */
const dialogs = new WeakMap<HTMLElement, HTMLDialogElement>();

function dialogFor(trigger: HTMLElement): HTMLDialogElement {
  let dialog = dialogs.get(trigger);
  if (dialog?.isConnected) return dialog;
  const doc = trigger.ownerDocument;
  dialog = doc.createElement('dialog');
  // The trigger's words name the modal ("Size guide"), as they named what it opens.
  const name = trigger.getAttribute('aria-label') ?? trigger.textContent?.trim() ?? '';
  if (name) dialog.setAttribute('aria-label', name);
  const body = doc.createElement('div');
  body.className = 'modal-body';
  dialog.append(body);
  // In the page's main content, beside what opened it (a modal shows in the top layer wherever it is).
  (trigger.closest('main') ?? doc.body).append(dialog);
  dialogs.set(trigger, dialog);
  return dialog;
}

/** The answer's markup as inert nodes: a fragment parsed in a template runs nothing. */
function contentNodes(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const script of template.content.querySelectorAll('script')) script.remove();
  return template.content;
}

/**
 * A modal whose content the server sends (`data-modal-url`): opened at once and marked busy, then
 * filled with the answer to the POST, or with the spec's message when there is none. Returns false
 * (and opens nothing) for a URL of another origin.
 */
export function openRemoteModal(trigger: HTMLElement, win: Window): boolean {
  const form = trigger.closest('form') ?? (trigger as HTMLButtonElement).form ?? null;
  const request = modalRequest(trigger.getAttribute('data-modal-url') ?? '', win.location.href, Date.now(), form, trigger);
  if (!request) return false;
  const dialog = dialogFor(trigger);
  const body = dialog.querySelector<HTMLElement>('.modal-body')!;
  body.setAttribute('aria-busy', 'true');
  body.textContent = pageText(win.document, 'modal.loading');
  openModal(dialog, trigger);
  win
    .fetch(request.url, { method: 'POST', body: request.body, credentials: 'same-origin', headers: { Accept: 'text/html' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      body.replaceChildren(contentNodes(win.document, await response.text()));
    })
    .catch(() => {
      body.textContent = pageText(win.document, 'content.loadFailed');
    })
    .finally(() => body.removeAttribute('aria-busy'));
  return true;
}
