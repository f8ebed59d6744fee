import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('quotes text and doubles the quotes inside', () => {
    expect(csvCell('Newsletter')).toBe('"Newsletter"');
    expect(csvCell('spring, "big" sale')).toBe('"spring, ""big"" sale"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('""');
  });

  it('writes numbers bare', () => {
    expect(csvCell(3)).toBe('3');
    expect(csvCell(45.1)).toBe('45.1');
    expect(csvCell(-2)).toBe('-2');
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('keeps text that would start a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1:A2)')).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // Only the first character matters.
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(' =1')).toBe('" =1"');
  });

  it('keeps non-ASCII text as it is', () => {
    expect(csvCell('café 😀')).toBe('"café 😀"');
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(toCsv([['Origin', 'Orders'], ['Direct', 2]])).toBe('"Origin","Orders"\r\n"Direct",2\r\n');
    expect(toCsv([])).toBe('');
  });
});
