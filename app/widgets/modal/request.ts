import { MODAL_TIMESTAMP_PARAM } from '../../../core/contract/theme/content-fragments.ts';

/** What a modal with `data-modal-url` posts: its URL with `?t=<ms>`, and its form's fields. */
export interface ModalRequest {
  url: string;
  body: URLSearchParams;
}

/**
 * The request for a modal's content (spec section 7): a POST to the configured URL with a timestamp
 * query parameter, so no cache answers it, and the fields of the trigger's form appended (the trigger's
 * own name and value too when it is a submit button, as a submission would send). Files are left out.
 * Null for a URL of another origin: the modal shows only the shop's own content.
 */
export function modalRequest(configured: string, base: string, now: number, form: HTMLFormElement | null, trigger: Element): ModalRequest | null {
  let url: URL;
  try {
    url = new URL(configured, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  url.searchParams.set(MODAL_TIMESTAMP_PARAM, String(now));
  const body = new URLSearchParams();
  if (form) {
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  }
  const name = trigger.getAttribute('name');
  if (form && name && (trigger instanceof HTMLButtonElement || trigger instanceof HTMLInputElement)) body.append(name, trigger.value);
  return { url: url.href, body };
}
