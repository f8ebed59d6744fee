import { describe, expect, it } from 'vitest';
import { attributionFacts } from './attribution-facts.ts';

describe('attributionFacts', () => {
  it('lists the origin, the recorded fields in order and the device', () => {
    const facts = attributionFacts({
      orderId: 1,
      values: { session_pages: 4, source_type: 'utm', utm_source: 'newsletter', user_agent: 'UA' },
      deviceType: 'Desktop',
      origin: 'Source: Newsletter',
    });
    expect(facts).toEqual([
      { term: 'Origin', value: 'Source: Newsletter' },
      { term: 'Source type', value: 'utm' },
      { term: 'UTM source', value: 'newsletter' },
      { term: 'Session pages', value: '4' },
      { term: 'User agent', value: 'UA' },
      { term: 'Device type', value: 'Desktop' },
    ]);
  });

  it('leaves out an unknown device', () => {
    const facts = attributionFacts({ orderId: 1, values: { source_type: 'typein' }, deviceType: 'Unknown', origin: 'Direct' });
    expect(facts.map((fact) => fact.term)).toEqual(['Origin', 'Source type']);
  });
});
