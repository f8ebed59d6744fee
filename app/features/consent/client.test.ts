import { describe, expect, it, vi } from 'vitest';
import { consentApi, granted, onConsentChange, type ConsentClient } from './client.ts';

const consent = (categories: string[]): ConsentClient => ({ has: (category) => categories.includes(category) });

describe('consentApi', () => {
  it('finds window.vitrineConsent only when it has has()', () => {
    const api = consent([]);
    expect(consentApi({ vitrineConsent: api } as unknown as Window)).toBe(api);
    expect(consentApi({ vitrineConsent: {} } as unknown as Window)).toBeUndefined();
    expect(consentApi({} as Window)).toBeUndefined();
  });
});

describe('granted', () => {
  it('follows the API for each category', () => {
    expect(granted(consent(['statistics']), 'statistics')).toBe(true);
    expect(granted(consent(['statistics']), 'marketing')).toBe(false);
  });

  it('takes consent as given without an API', () => {
    expect(granted(undefined, 'marketing')).toBe(true);
  });

  it('is false when the API throws or answers with anything but true', () => {
    expect(granted({ has: () => { throw new Error('x'); } }, 'statistics')).toBe(false);
    expect(granted({ has: () => 'yes' as unknown as boolean }, 'statistics')).toBe(false);
  });
});

describe('onConsentChange', () => {
  it('subscribes through onChange, and does nothing without it', () => {
    const callback = () => undefined;
    const onChange = vi.fn();
    onConsentChange({ ...consent([]), onChange }, callback);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(callback);
    expect(() => onConsentChange(consent([]), callback)).not.toThrow();
    expect(() => onConsentChange(undefined, callback)).not.toThrow();
  });
});
