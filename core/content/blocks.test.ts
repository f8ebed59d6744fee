import { describe, expect, it } from 'vitest';
import { summarise, toBlocks } from './blocks.ts';

describe('toBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(toBlocks('One\ntwo.\n\nThree.')).toEqual([
      { type: 'paragraph', text: 'One two.' },
      { type: 'paragraph', text: 'Three.' },
    ]);
  });

  it('reads headings and lists', () => {
    expect(toBlocks('## Details\r\n\r\n- Material: oak\n- Size: small')).toEqual([
      { type: 'heading', text: 'Details' },
      { type: 'list', items: ['Material: oak', 'Size: small'] },
    ]);
  });

  it('keeps markup as text, never as markup', () => {
    expect(toBlocks('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', text: '<script>alert(1)</script>' }]);
  });

  it('returns nothing for empty text', () => {
    expect(toBlocks('  \n\n  ')).toEqual([]);
  });
});

describe('summarise', () => {
  it('returns a short first paragraph whole', () => {
    expect(summarise('## Heading\n\nShort first paragraph.\n\nSecond.')).toBe('Short first paragraph.');
  });

  it('cuts a long paragraph at a word boundary with an ellipsis', () => {
    const text = summarise('word '.repeat(100), 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith('word…')).toBe(true);
  });
});
