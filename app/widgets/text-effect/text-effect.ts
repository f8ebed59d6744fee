import { TEXT_MORPH_DEFAULT_SPEED_MS } from '../../../core/contract/theme/constants.ts';
import { textEffectMode, textEffectStrings } from '../../../core/contract/theme/text-effect.ts';
import { TEXT_EFFECT_SELECTOR } from './selector.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { runMorph } from './morph.ts';
import { buildStage, restorePlain } from './stage.ts';
import { runTyped, type Scheduler } from './typed.ts';

/** Where a text effect counts as the header's, which `header_text_morph` turns into a morph. */
export const HEADER_SELECTOR = 'header, [data-background]';

/**
 * Typed and morphing text (`[data-text-effect]`). The page serves the first string as the element's
 * text; this animates through the others while its accessible name stays the first string. With
 * reduced motion (asked at every step, so turning it on stops the animation), in the live preview, or
 * for a single string, the first string stays as served.
 */
export function start({ document: doc, window: win, params, reducedMotion }: WidgetContext): void {
  if (params.preview || reducedMotion()) return;
  const speed = params.text_morph.header_text_morph_speed > 0 ? params.text_morph.header_text_morph_speed : TEXT_MORPH_DEFAULT_SPEED_MS;
  for (const element of doc.querySelectorAll<HTMLElement>(TEXT_EFFECT_SELECTOR)) {
    const strings = textEffectStrings(element.getAttribute('data-text-effect'));
    if (!strings) {
      console.error('Vitrine text effect: data-text-effect is not a JSON array of strings; the text is left as served.', element);
      continue;
    }
    if (strings.length < 2) continue;
    const mode = textEffectMode(element.getAttribute('data-text-effect-mode'), element.closest(HEADER_SELECTOR) !== null, params.text_morph.header_text_morph);
    let stopped = false;
    const schedule: Scheduler = (step, delay) => {
      win.setTimeout(() => {
        if (stopped) return;
        if (reducedMotion()) {
          stopped = true;
          restorePlain(element, strings[0]!);
          return;
        }
        step();
      }, delay);
    };
    const stage = buildStage(element, strings, mode === 'morph' ? 2 : 1);
    if (mode === 'morph') runMorph(stage, strings, speed, schedule);
    else runTyped(stage, strings, schedule);
  }
}
