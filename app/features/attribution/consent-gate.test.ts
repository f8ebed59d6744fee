import { describe, expect, it } from 'vitest';
import type { ConsentClient } from '../consent/client.ts';
import { createGate, trackingAllowed } from './consent-gate.ts';

const consent = (granted: string[]): ConsentClient => ({ has: (category) => granted.includes(category) });

describe('trackingAllowed', () => {
  it('needs allowTracking exactly true', () => {
    expect(trackingAllowed(true, undefined)).toBe(true);
    for (const flag of [false, 'yes', 1, undefined]) expect(trackingAllowed(flag, undefined)).toBe(false);
  });

  it('needs marketing consent when a consent API exists', () => {
    expect(trackingAllowed(true, consent(['marketing']))).toBe(true);
    expect(trackingAllowed(true, consent(['statistics', 'necessary']))).toBe(false);
    expect(trackingAllowed(false, consent(['marketing']))).toBe(false);
  });

  it('is false when the consent API throws', () => {
    expect(trackingAllowed(true, { has: () => { throw new Error('x'); } })).toBe(false);
  });
});

describe('createGate', () => {
  function setup(allowed: boolean) {
    const state = { allowed };
    const log: string[] = [];
    const gate = createGate({
      allowed: () => state.allowed,
      track: () => (log.push('track'), { utm_source: 'newsletter' }),
      expire: () => log.push('expire'),
      push: (values) => log.push(`push ${values.utm_source || 'empty'}`),
      empty: () => ({ utm_source: '' }),
    });
    return { state, log, gate };
  }

  it('expires the cookies and pushes nothing while tracking is not allowed', () => {
    const { log, gate } = setup(false);
    gate.update();
    gate.update();
    expect(log).toEqual(['expire', 'expire']);
    expect(gate.values()).toBeUndefined();
  });

  it('tracks once when allowed, however many changes follow', () => {
    const { log, gate } = setup(true);
    gate.update();
    gate.update();
    expect(log).toEqual(['track', 'push newsletter']);
    expect(gate.values()).toEqual({ utm_source: 'newsletter' });
  });

  it('tracks when consent arrives later', () => {
    const { state, log, gate } = setup(false);
    gate.update();
    state.allowed = true;
    gate.update();
    expect(log).toEqual(['expire', 'track', 'push newsletter']);
  });

  it('expires and empties the inputs when consent is withdrawn, and tracks again when it returns', () => {
    const { state, log, gate } = setup(true);
    gate.update();
    state.allowed = false;
    gate.update();
    expect(gate.values()).toEqual({ utm_source: '' });
    state.allowed = true;
    gate.update();
    expect(log).toEqual(['track', 'push newsletter', 'expire', 'push empty', 'track', 'push newsletter']);
  });
});
