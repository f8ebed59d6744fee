// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenConsented } from './consent-gate.ts';

type ApiWindow = Window & { vitrineConsent?: unknown };

afterEach(() => {
  delete (window as ApiWindow).vitrineConsent;
});

function fakeApi(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners: (() => void)[] = [];
  return {
    has: (category: string) => state[category] === true,
    onChange: (listener: () => void) => listeners.push(listener),
    grant(category: string) {
      state[category] = true;
      for (const listener of listeners) listener();
    },
  };
}

describe('whenConsented', () => {
  it('waits for the category, then runs once', () => {
    const api = fakeApi({});
    (window as ApiWindow).vitrineConsent = api;
    const load = vi.fn();
    expect(whenConsented(window, 'marketing', load)).toBe(false);
    api.grant('statistics');
    expect(load).not.toHaveBeenCalled();
    api.grant('marketing');
    api.grant('marketing');
    expect(load).toHaveBeenCalledOnce();
  });

  it('runs at once when the category is allowed, or when the page has no consent API', () => {
    const load = vi.fn();
    expect(whenConsented(window, 'marketing', load)).toBe(true);
    (window as ApiWindow).vitrineConsent = fakeApi({ functional: true });
    expect(whenConsented(window, 'functional', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
