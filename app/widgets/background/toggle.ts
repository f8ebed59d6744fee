/** The pause/play button's class; the server may write it in the element, else the widget adds it. */
export const TOGGLE_CLASS = 'background-toggle';

export const TOGGLE_LABELS = { pause: 'Pause background', play: 'Play background' } as const;

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
  const label = running ? TOGGLE_LABELS.pause : TOGGLE_LABELS.play;
  if (button.textContent !== label) button.textContent = label;
  button.classList.toggle('is-paused', !running);
}
