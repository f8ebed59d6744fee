import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator.ts';
import { secondsUntil, waitInWords } from './rate-limits.ts';

describe('waiting times', () => {
  it('rounds up to whole seconds, at least one', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    expect(secondsUntil('2030-01-01T00:00:04.200Z', now)).toBe(5);
    expect(secondsUntil('2029-12-31T23:59:59.000Z', now)).toBe(1);
  });

  it('says seconds under a minute, else whole minutes rounded up', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(840)).toBe('14 minutes');
  });

  it('says it in the page’s language', () => {
    expect(waitInWords(1, translator('fr'))).toBe('1 seconde');
    expect(waitInWords(45, translator('fr'))).toBe('45 secondes');
    expect(waitInWords(840, translator('fr'))).toBe('14 minutes');
    expect(waitInWords(1, translator('de'))).toBe('1 Sekunde');
    expect(waitInWords(60, translator('de'))).toBe('1 Minute');
    expect(waitInWords(61, translator('de'))).toBe('2 Minuten');
  });
});
