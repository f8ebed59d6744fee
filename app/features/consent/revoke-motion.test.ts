// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { closePages, consentPage } from './page.fixture.ts';
import { inEdgeZone, REVOKE_EDGE_ZONE_PX, REVOKE_MOUSE_THROTTLE_MS, throttle } from './revoke-motion.ts';

afterEach(closePages);

describe('throttle', () => {
  it('runs at most once per window, the first call of each window', () => {
    let clock = 0;
    const calls: number[] = [];
    const run = throttle((value: number) => calls.push(value), 200, () => clock);
    for (const [time, value] of [[0, 1], [100, 2], [199, 3], [200, 4], [250, 5], [401, 6]] as const) {
      clock = time;
      run(value);
    }
    expect(calls).toEqual([1, 4, 6]);
  });
});

describe('inEdgeZone', () => {
  it('is within the zone of the bottom edge for bottom positions', () => {
    expect(inEdgeZone(780, 800, false)).toBe(true);
    expect(inEdgeZone(779, 800, false)).toBe(false);
    expect(inEdgeZone(799, 800, false)).toBe(true);
  });

  it('is within the zone of the top edge for the top position', () => {
    expect(inEdgeZone(20, 800, true)).toBe(true);
    expect(inEdgeZone(21, 800, true)).toBe(false);
    expect(inEdgeZone(790, 800, true)).toBe(false);
  });

  it('uses the spec’s numbers', () => {
    expect([REVOKE_MOUSE_THROTTLE_MS, REVOKE_EDGE_ZONE_PX]).toEqual([200, 20]);
  });
});

describe('the revoke button on the page', () => {
  function page(position: 'bottom' | 'top') {
    let clock = 0;
    const built = consentPage({ options: { position }, cookies: ['cookieconsent_status=dismiss; path=/'], deps: { now: () => clock } });
    Object.defineProperty(built.win, 'innerHeight', { value: 800, configurable: true });
    const move = (time: number, clientY: number) => {
      clock = time;
      built.doc.dispatchEvent(new built.win.MouseEvent('mousemove', { clientY, bubbles: true }));
    };
    return { ...built, move };
  }

  it('slides in while the pointer is near the bottom edge, at most every 200 ms', () => {
    const { revoke, move } = page('bottom');
    move(0, 790);
    expect(revoke()!.classList.contains('cc-active')).toBe(true);
    move(100, 300);
    expect(revoke()!.classList.contains('cc-active')).toBe(true);
    move(200, 300);
    expect(revoke()!.classList.contains('cc-active')).toBe(false);
  });

  it('watches the top edge when it sits at the top', () => {
    const { revoke, move } = page('top');
    move(0, 790);
    expect(revoke()!.classList.contains('cc-active')).toBe(false);
    move(1000, 5);
    expect(revoke()!.classList.contains('cc-active')).toBe(true);
  });
});
