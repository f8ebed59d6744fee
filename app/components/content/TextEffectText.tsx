import { TEXT_EFFECT_CLASSES } from '../../../core/contract/theme/text-effect.ts';

/**
 * The inside of a `[data-text-effect]` element as the widget lays it out, served so: the first string
 * as the accessible name (visually hidden), and, hidden from assistive technology, every string in one
 * grid cell with the first shown. The element has its longest string's box from the first paint, so
 * nothing moves when the animation starts; without script the first string shows, and crawlers read all.
 */
export function TextEffectText({ strings }: { strings: readonly string[] }) {
  const [first = ''] = strings;
  return (
    <>
      <span className="visually-hidden">{first}</span>
      <span className={TEXT_EFFECT_CLASSES.stage} aria-hidden="true">
        {strings.map((text, index) => (
          <span key={index} className={TEXT_EFFECT_CLASSES.sizer}>
            {text}
          </span>
        ))}
        <span className={`${TEXT_EFFECT_CLASSES.word} ${TEXT_EFFECT_CLASSES.current}`}>{first}</span>
      </span>
    </>
  );
}
