import { describe, expect, it } from 'vitest';
import { autoParagraphs, descriptionText, productDescriptionHtml } from './product-description.ts';

describe('autoParagraphs', () => {
  it('makes paragraphs of blank-line separated text and line breaks of single ones, as wpautop does', () => {
    expect(autoParagraphs('First line\nsecond line\n\nNext paragraph')).toBe('<p>First line<br />\nsecond line</p>\n<p>Next paragraph</p>');
  });

  it('leaves block elements alone and wraps the text between them', () => {
    expect(autoParagraphs('Intro\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\nOutro')).toBe('<p>Intro</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<p>Outro</p>');
    expect(autoParagraphs('<p>Already <b>HTML</b></p>')).toBe('<p>Already <b>HTML</b></p>');
  });

  it('keeps a <pre> as it is', () => {
    expect(autoParagraphs('<pre>a\n\nb</pre>')).toBe('<pre>a\n\nb</pre>');
  });

  it('gives the same HTML when run twice', () => {
    const once = productDescriptionHtml('A\nB\n\n<ul><li>x</li></ul>\n\n<strong>C</strong>');
    expect(productDescriptionHtml(once)).toBe(once);
  });
});

describe('productDescriptionHtml', () => {
  it('sanitises: scripts and handlers go, formatting stays', () => {
    const html = productDescriptionHtml('<p onclick="steal()">Made of <b>heavy</b> linen</p><script>alert(1)</script><ul><li>Soft</li></ul>');
    expect(html).toBe('<p>Made of <b>heavy</b> linen</p>\n<ul>\n<li>Soft</li>\n</ul>');
  });

  it('gives text for meta descriptions', () => {
    expect(descriptionText(productDescriptionHtml('Made of <strong>heavy</strong> linen &amp; cotton\n\nSecond'))).toBe('Made of heavy linen & cotton Second');
  });
});
