import type { WidgetContext } from '../shared/widget.ts';
import { COLLAPSE_SELECTOR } from './markup.ts';

/**
 * Collapsible areas (WAI-ARIA disclosure): a click on the button (Enter and Space click a button) shows
 * or hides the area it controls, and `aria-expanded` follows. Areas start as their buttons say; the
 * stylesheet already hid the collapsed ones with script on (app/styles/widgets/collapse.css), and the
 * widget takes over with `hidden`. Unlike a dropdown, an area stays open when the focus leaves it.
 */
export function start({ document }: WidgetContext): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(COLLAPSE_SELECTOR)) {
    const area = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!area) continue;
    const set = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      area.hidden = !open;
    };
    set(button.getAttribute('aria-expanded') === 'true');
    button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  }
}
