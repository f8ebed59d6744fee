import { describe, expect, it } from 'vitest';
import { MAX_VALUE_CHARS, decodeValue, encodeValue, fromBase64, parseRecord, serializeRecord, toBase64 } from './cookie-format.ts';
import { TRACKING_COOKIES } from './cookie-names.ts';

const SAMPLE =
  'typ=utm|||src=google|||mdm=cpc|||cmp=spring|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)';

describe('serializeRecord / parseRecord', () => {
  it('writes the CONTRACT example exactly and reads it back', () => {
    const record = parseRecord(SAMPLE)!;
    expect([...record.keys()]).toEqual(['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct']);
    expect(record.get('cmp')).toBe('spring');
    expect(serializeRecord(record)).toBe(SAMPLE);
  });

  it('keeps everything after the first = of a part (URLs with queries)', () => {
    const record = parseRecord('fd=2024-05-01 10:00:00|||ep=https://shop.test/?a=1&b=2|||rf=(none)')!;
    expect(record.get('ep')).toBe('https://shop.test/?a=1&b=2');
    expect(record.get('fd')).toBe('2024-05-01 10:00:00');
  });

  it('escapes a | inside a value so it cannot split the record', () => {
    const text = serializeRecord([['cmp', 'a|||src=evil'], ['src', 'google']]);
    const record = parseRecord(text)!;
    expect(record.get('src')).toBe('google');
    expect(record.get('cmp')).toBe('a%7C%7C%7Csrc=evil');
  });

  it('cuts values that would make the cookie too large', () => {
    const record = parseRecord(serializeRecord([['ep', 'x'.repeat(5000)]]))!;
    expect(record.get('ep')).toHaveLength(MAX_VALUE_CHARS);
  });

  it('is undefined for a missing, empty or shapeless value', () => {
    expect(parseRecord(undefined)).toBeUndefined();
    expect(parseRecord('')).toBeUndefined();
    expect(parseRecord('garbage|||=x|||')).toBeUndefined();
  });

  it('reads the migrations marker and keeps the first of repeated keys', () => {
    expect(parseRecord('1418474375998=1')!.get('1418474375998')).toBe('1');
    expect(parseRecord('src=a|||src=b')!.get('src')).toBe('a');
  });

  it('keeps prototype keys as plain map entries', () => {
    const record = parseRecord('__proto__=polluted|||constructor=x')!;
    expect(record.get('__proto__')).toBe('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('names the eight tracking cookies', () => {
    expect([...TRACKING_COOKIES].sort()).toEqual(
      ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_promo', 'sbjs_session', 'sbjs_udata'],
    );
  });
});

describe('base64', () => {
  it('is standard base64 of the UTF-8 bytes', () => {
    expect(toBase64('typ=utm')).toBe(btoa('typ=utm'));
    expect(toBase64('é')).toBe('w6k=');
  });

  it.each(['cmp=Zürich Frühling', 'src=東京|||mdm=メール', 'trm=🛒 cart', ''])('round-trips %j', (text) => {
    expect(fromBase64(toBase64(text))).toBe(text);
    expect(decodeValue(encodeValue(text, true), true)).toBe(text);
  });

  it('refuses text that is not base64 of valid UTF-8', () => {
    expect(fromBase64('typ=utm|||src=x')).toBeUndefined();
    expect(fromBase64(btoa('\xff\xfe'))).toBeUndefined();
  });

  it('reads a plain value when base64 is on, and leaves values alone when it is off', () => {
    expect(decodeValue(SAMPLE, true)).toBe(SAMPLE);
    expect(encodeValue(SAMPLE, false)).toBe(SAMPLE);
    expect(decodeValue(toBase64(SAMPLE), false)).toBe(toBase64(SAMPLE));
    expect(decodeValue(undefined, true)).toBeUndefined();
  });
});
