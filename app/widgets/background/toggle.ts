import { BROWSER_MESSAGES, pageText } from '../../../core/contract/i18n/browser-messages.ts';

/** The pause/play button's class; the server may write it in the element, else the widget adds it. */
export const TOGGLE_CLASS = 'background-toggle';

/** The button's English names (a page in another language has its own). */
export const TOGGLE_LABELS = { pause: BROWSER_MESSAGES['background.pause'], play: BROWSER_MESSAGES['background.play'] } as const;

/**
 * The visible button that stops and restarts the slideshow (WCAG 2.2.2): the element's own
 * `button.background-toggle` when it has one, else a new one at its end. Its name says what a press does.
 */
export function toggleButton(element: HTMLElement): HTMLButtonElement {
  const served = element.querySelector<HTMLButtonElement>(`:scope > button.${TOGGLE_CLASS}`);
  const button = served ?? element.ownerDocument.createElement('button');
  button.type = 'button';
  button.classList.add(TOGGLE_CLASS);
  if (!served) element.append(button);
  return button;
}

/** Shows what a press will do: pause while it runs, play while it is stopped. */
export function showToggleState(button: HTMLButtonElement, running: boolean): void {
  const label = pageText(button.ownerDocument, running ? 'background.pause' : 'background.play');
  if (button.textContent !== label) button.textContent = label;
  button.classList.toggle('is-paused', !running);
}
