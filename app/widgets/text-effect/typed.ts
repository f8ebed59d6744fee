import { TYPED_BACK_DELAY_MS, TYPED_BACKSPACE_MS, TYPED_CHARACTER_MS } from '../../../core/contract/theme/constants.ts';
import { TEXT_EFFECT_CLASSES, type TextEffectStage } from './stage.ts';

/** Runs a step after a delay, unless the animation has been told to stop (reduced motion turned on). */
export type Scheduler = (step: () => void, delay: number) => void;

/**
 * Types the strings in turn: the first, already shown, waits TYPED_BACK_DELAY_MS, is backspaced a
 * character at a time, the next is typed, waits, and so on round.
 */
export function runTyped({ words: [word] }: TextEffectStage, strings: readonly string[], schedule: Scheduler): void {
  if (!word) return;
  word.classList.add(TEXT_EFFECT_CLASSES.current, TEXT_EFFECT_CLASSES.typing);
  // The characters go in an inline box whose end border is the caret: the box grows from a fixed start,
  // so the caret follows the text without being an element that moves (a layout shift).
  const typed = word.ownerDocument.createElement('span');
  typed.className = TEXT_EFFECT_CLASSES.typed;
  word.replaceChildren(typed);
  const characters = strings.map((text) => Array.from(text));
  let index = 0;
  let length = characters[0]!.length;
  const show = () => {
    typed.textContent = characters[index]!.slice(0, length).join('');
  };
  const erase = () => {
    if (length === 0) {
      index = (index + 1) % characters.length;
      schedule(type, TYPED_CHARACTER_MS);
      return;
    }
    length -= 1;
    show();
    schedule(erase, TYPED_BACKSPACE_MS);
  };
  const type = () => {
    if (length === characters[index]!.length) {
      schedule(erase, TYPED_BACK_DELAY_MS);
      return;
    }
    length += 1;
    show();
    schedule(type, TYPED_CHARACTER_MS);
  };
  show();
  schedule(erase, TYPED_BACK_DELAY_MS);
}
