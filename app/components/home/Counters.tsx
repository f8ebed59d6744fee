import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { Counter } from '../content/Counter.tsx';
import { SectionShell } from './SectionShell.tsx';

/**
 * Count-up numbers (`data-countup`): the page serves each final value, which the count-up widget counts
 * up to from 0 once the number scrolls into view; a circle is served filled to its share.
 */
export function Counters({ section }: { section: SectionOf<'counters'> }) {
  return (
    <SectionShell id={section.key} heading={section.heading} className="home-counters">
      <ul className="counters">
        {section.items.map((item, index) => (
          <li key={index} className={item.circle ? 'counter counter--circle' : 'counter'}>
            <Counter className="counter__value" min={0} stop={item.stop} max={item.max ?? undefined} prefix={item.prefix} suffix={item.suffix} circle={item.circle} />
            <span className="counter__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
