import { TEXT_EFFECT_CLASSES, type TextEffectStage } from './stage.ts';
import type { Scheduler } from './typed.ts';

/**
 * Morphs the strings in turn every `interval` ms: two words share the stage, and the stylesheet
 * crossfades them with a blur as the current one changes.
 */
export function runMorph({ words }: TextEffectStage, strings: readonly string[], interval: number, schedule: Scheduler): void {
  const [front, back] = words;
  if (!front || !back) return;
  let index = 0;
  front.textContent = strings[0]!;
  front.classList.add(TEXT_EFFECT_CLASSES.current);
  let shown = front;
  let hidden = back;
  const next = () => {
    index = (index + 1) % strings.length;
    hidden.textContent = strings[index]!;
    hidden.classList.add(TEXT_EFFECT_CLASSES.current);
    shown.classList.remove(TEXT_EFFECT_CLASSES.current);
    [shown, hidden] = [hidden, shown];
    schedule(next, interval);
  };
  schedule(next, interval);
}
