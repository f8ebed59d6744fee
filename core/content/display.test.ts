import { describe, expect, it } from 'vitest';
import { contentForDisplay, contentForStorage, contentSummary } from './display.ts';

describe('content formats', () => {
  it('shows text as text, untouched (the blocks escape it when they render)', () => {
    expect(contentForDisplay('<b>x</b>', 'text')).toEqual({ format: 'text', text: '<b>x</b>' });
    expect(contentForStorage('<b>x</b>', 'text')).toBe('<b>x</b>');
  });

  it('sanitises HTML both for storage and for display', () => {
    const hostile = '<p onclick="x()">a</p><script>x()</script>';
    expect(contentForStorage(hostile, 'html')).toBe('<p>a</p>');
    expect(contentForDisplay(hostile, 'html')).toEqual({ format: 'html', html: '<p>a</p>' });
  });

  it('summarises text by its first paragraph and HTML by its words', () => {
    expect(contentSummary('## Title\n\nFirst.\n\nSecond.', 'text')).toBe('First.');
    expect(contentSummary('<h2>Title</h2><p>First.</p>', 'html')).toBe('Title First.');
    expect(contentSummary(`<p>${'word '.repeat(50)}</p>`, 'html', 30).endsWith('word…')).toBe(true);
  });
});
