import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('gives JSON no value can end the script with, which reads back as the same value', () => {
    const value = { html: '</script><!-- <script>', separators: 'a\u2028b\u2029c' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(runInNewContext(`(${json})`)).toEqual(value);
  });
});
