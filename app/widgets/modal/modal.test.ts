// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { closesModal } from './keys.ts';
import { start } from './modal.ts';
import { LOAD_FAILED_MESSAGE } from './remote.ts';
import { modalRequest } from './request.ts';

describe('modal keys', () => {
  it('closes on Enter in a text input only', () => {
    const input = (type?: string) => {
      const element = document.createElement('input');
      if (type) element.setAttribute('type', type);
      return element;
    };
    expect(closesModal('Enter', input())).toBe(true);
    expect(closesModal('Enter', input('email'))).toBe(true);
    expect(closesModal('Enter', input('SEARCH'))).toBe(true);
    expect(closesModal('Enter', input('checkbox'))).toBe(false);
    expect(closesModal('Enter', document.createElement('textarea'))).toBe(false);
    expect(closesModal('Enter', document.createElement('button'))).toBe(false);
    expect(closesModal('a', input())).toBe(false);
    expect(closesModal('Enter', null)).toBe(false);
  });
});

describe('the modal request', () => {
  it('posts to the URL with ?t=<ms> and the form’s fields, the submit button’s own too', () => {
    document.body.innerHTML = `<form><input name="size" value="large"><input type="checkbox" name="gift" value="yes" checked>
      <input type="checkbox" name="wrap" value="yes"><button name="action" value="details" data-modal-url="/sizes/?ref=1">Details</button></form>`;
    const trigger = document.querySelector('button')!;
    const request = modalRequest('/sizes/?ref=1', 'https://shop.test/product/mug/', 1767225600000, trigger.form, trigger)!;
    expect(request.url).toBe('https://shop.test/sizes/?ref=1&t=1767225600000');
    expect(request.body.toString()).toBe('size=large&gift=yes&action=details');
  });

  it('sends no fields without a form, and nothing at all to another origin', () => {
    const link = document.createElement('a');
    expect(modalRequest('/sizes/', 'https://shop.test/', 5, null, link)).toEqual({ url: 'https://shop.test/sizes/?t=5', body: new URLSearchParams() });
    expect(modalRequest('https://elsewhere.test/x/', 'https://shop.test/', 5, null, link)).toBeNull();
    expect(modalRequest('//elsewhere.test/x/', 'https://shop.test/', 5, null, link)).toBeNull();
  });
});

describe('the modal widget', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a href="#size-guide" id="open" data-modal="size-guide">Size guide</a>
      <dialog id="size-guide" aria-labelledby="size-title"><h2 id="size-title">Sizes</h2><p><input type="text" id="name"> <input type="checkbox" id="tick"></p></dialog>
      <form id="order"><input name="size" value="large"><button type="submit" id="details" data-modal-url="/size-guide/">Details</button></form>`;
    start({ document, window, params: themeParams(window), reducedMotion: () => false });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const dialog = () => document.getElementById('size-guide') as HTMLDialogElement;
  const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

  it('opens the named dialog as a modal with a named close button, and gives the focus back on closing', () => {
    const trigger = document.getElementById('open')!;
    trigger.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    trigger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(true);
    expect(dialog().classList.contains('modal')).toBe(true);
    const close = dialog().querySelector<HTMLButtonElement>('.modal-close')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    close.click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Enter in a text input, not in a checkbox', () => {
    document.getElementById('open')!.click();
    key(document.getElementById('tick')!, 'Enter');
    expect(dialog().open).toBe(true);
    key(document.getElementById('name')!, 'Enter');
    expect(dialog().open).toBe(false);
  });

  it('closes on a click on the backdrop, not on its content', () => {
    document.getElementById('open')!.click();
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue({ left: 100, right: 700, top: 100, bottom: 500 } as DOMRect);
    document.getElementById('size-title')!.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 20 }));
    expect(dialog().open).toBe(true);
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 300, clientY: 300 }));
    expect(dialog().open).toBe(true);
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 20 }));
    expect(dialog().open).toBe(false);
  });

  it('posts the form instead of submitting it and shows the answer in a modal it makes', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('<div class="entry-content"><p>Small fits most.</p><script>window.ran = 1</script></div>'));
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('details')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/size-guide\/\?t=\d+$/);
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('size=large');
    const made = document.querySelector<HTMLDialogElement>('dialog.modal:not(#size-guide)')!;
    expect(made.open).toBe(true);
    expect(made.getAttribute('aria-label')).toBe('Details');
    await vi.waitFor(() => expect(made.textContent).toContain('Small fits most.'));
    expect(made.querySelector('script')).toBeNull();
    expect(made.querySelector('.modal-body')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('says the content cannot be loaded when the answer is an error', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('No page at this address.', { status: 404 }));
    document.getElementById('details')!.click();
    const made = document.querySelector<HTMLDialogElement>('dialog.modal:not(#size-guide)')!;
    await vi.waitFor(() => expect(made.textContent).toContain(LOAD_FAILED_MESSAGE));
  });
});
