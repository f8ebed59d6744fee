import type { CounterItem, SectionOf } from '../../../core/theme/home-sections.ts';
import { counterPercent, counterText } from '../../../core/theme/home-view.ts';
import { SectionShell } from './SectionShell.tsx';

/**
 * Count-up numbers (`data-countup`): the page serves each final value, which the count-up widget counts
 * up to once the number scrolls into view; a circle's share is set for the page's own drawing too.
 */
export function Counters({ section }: { section: SectionOf<'counters'> }) {
  return (
    <SectionShell id={section.key} heading={section.heading} className="home-counters">
      <ul className="counters">
        {section.items.map((item, index) => (
          <li key={index} className={item.circle ? 'counter counter--circle' : 'counter'}>
            <CountUp item={item} />
            <span className="counter__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function CountUp({ item }: { item: CounterItem }) {
  return (
    <span
      className="counter__value"
      data-countup={item.circle ? 'circle' : ''}
      data-min="0"
      data-stop={item.stop}
      data-max={item.max ?? undefined}
      data-prefix={item.prefix}
      data-suffix={item.suffix}
      style={item.circle ? ({ '--countup-percent': counterPercent(item) } as React.CSSProperties) : undefined}
    >
      {counterText(item)}
    </span>
  );
}
