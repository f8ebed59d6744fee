import { describe, expect, it } from 'vitest';
import { reviewLine, reviewParagraphs, reviewText } from './review-text.ts';

describe('a review’s text', () => {
  it('keeps paragraphs and takes markup, control characters and stray spaces out', () => {
    expect(reviewText('<p>Lovely <b>mug</b></p>\r\n\r\n\r\n<script>x</script>Second \u202eline\t \n')).toBe('Lovely mug\n\nxSecond line');
    expect(reviewParagraphs('One\n\nTwo\nstill two')).toEqual(['One', 'Two\nstill two']);
  });

  it('makes a name one line without markup', () => {
    expect(reviewLine(' <i>Ada</i>\n  Lovelace ', 100)).toBe('Ada Lovelace');
  });
});
