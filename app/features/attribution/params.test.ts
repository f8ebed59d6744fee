import { describe, expect, it } from 'vitest';
import { buildConfig, parseConfigText } from '../../../config/load.ts';
import { attributionPageParams } from '../../../core/attribution/page-params.ts';
import { DEFAULT_PREFIX, numericOr, readConfig } from './params.ts';
import { DEFAULT_FIELDS } from './values.ts';

describe('numericOr', () => {
  it('accepts positive numbers and numeric strings', () => {
    expect(numericOr(3, 6)).toBe(3);
    expect(numericOr('0.5', 6)).toBe(0.5);
    expect(numericOr(' 12 ', 6)).toBe(12);
  });

  it.each([undefined, null, '', '  ', 'six', '6 months', NaN, Infinity, 0, -2, true, {}, []])('falls back for %j', (value) => {
    expect(numericOr(value, 6)).toBe(6);
  });
});

describe('readConfig', () => {
  it('is undefined without the page object', () => {
    expect(readConfig(undefined)).toBeUndefined();
    expect(readConfig(null)).toBeUndefined();
    expect(readConfig('x')).toBeUndefined();
  });

  it('keeps the page params object and prefix', () => {
    const params = { lifetime: 6, session: 30, base64: false, prefix: 'attr_', allowTracking: true };
    const config = readConfig({ params, fields: { source_type: 'current.typ' } })!;
    expect(config.params).toBe(params);
    expect(config.prefix).toBe('attr_');
    expect(config.fields).toEqual({ source_type: 'current.typ' });
  });

  it('falls back to the default prefix and field list for missing or unusable values', () => {
    const config = readConfig({ params: { prefix: '"><x' }, fields: { 'bad name': 'current.typ', __proto__: 'x', n: 5 } })!;
    expect(config.prefix).toBe(DEFAULT_PREFIX);
    expect(config.fields).toBe(DEFAULT_FIELDS);
    expect(readConfig({})!.params).toEqual({});
  });

  it('keeps every prefix the config accepts, a hyphen included, so the checkout finds the inputs', () => {
    for (const prefix of ['shop-attr_', 'A-1', 'x'.repeat(64)]) {
      const file = parseConfigText(JSON.stringify({ attribution: { prefix } }), 'vitrine.config.json');
      expect(readConfig(attributionPageParams(buildConfig(file)))!.prefix).toBe(prefix);
    }
  });

  it('falls back to the prefix the config has by default', () => {
    expect(DEFAULT_PREFIX).toBe(buildConfig().attribution.prefix);
  });

  it('falls back for a prefix the config would refuse', () => {
    for (const prefix of ['', 'x'.repeat(65), 'shop attr', 'attr.', 'ä_']) {
      expect(() => parseConfigText(JSON.stringify({ attribution: { prefix } }), 'vitrine.config.json'), prefix).toThrow(/attribution\.prefix/);
      expect(readConfig({ params: { prefix } })!.prefix, prefix).toBe(DEFAULT_PREFIX);
    }
  });

  it('drops prototype field names but keeps the others', () => {
    const fields = JSON.parse('{"__proto__": "current.typ", "constructor": "current.src", "source_type": "current.typ"}');
    expect(Object.keys(readConfig({ params: {}, fields })!.fields)).toEqual(['source_type']);
  });
});
