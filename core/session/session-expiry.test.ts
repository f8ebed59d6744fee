import { describe, expect, it } from 'vitest';
import { expiryOfSave } from './store.ts';

describe('the expiry a session save gives', () => {
  const now = '2026-12-02T12:00:00.000Z';
  const full = '2026-12-04T12:00:00.000Z';

  it('is the whole lifetime ahead for a session not stored yet', () => {
    expect(expiryOfSave(undefined, now, 48)).toBe(full);
  });

  it('keeps the stored expiry while it is at most a 48th of the lifetime short of the whole', () => {
    expect(expiryOfSave('2026-12-04T11:00:00.000Z', now, 48)).toBe('2026-12-04T11:00:00.000Z');
    expect(expiryOfSave('2026-12-04T11:59:59.000Z', now, 48)).toBe('2026-12-04T11:59:59.000Z');
    expect(expiryOfSave(full, now, 48)).toBe(full);
  });

  it('moves it the whole lifetime ahead once it falls further behind', () => {
    expect(expiryOfSave('2026-12-04T10:59:59.999Z', now, 48)).toBe(full);
    expect(expiryOfSave('2026-12-02T13:00:00.000Z', now, 48)).toBe(full);
  });

  it('brings it back within the lifetime when the lifetime was shortened', () => {
    expect(expiryOfSave('2026-12-09T12:00:00.000Z', now, 48)).toBe(full);
  });

  it('scales the step with the lifetime: two minutes and a half of a two-hour session', () => {
    expect(expiryOfSave('2026-12-02T13:58:00.000Z', now, 2)).toBe('2026-12-02T13:58:00.000Z');
    expect(expiryOfSave('2026-12-02T13:57:00.000Z', now, 2)).toBe('2026-12-02T14:00:00.000Z');
  });
});
