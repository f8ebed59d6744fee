import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentForDisplay } from '../../../core/content/display.ts';
import { EntryContent } from './EntryContent.tsx';

describe('EntryContent', () => {
  it('renders text content as elements, escaping any markup in it', () => {
    const html = renderToStaticMarkup(<EntryContent body={contentForDisplay('## Title\n\n<b>bold</b>', 'text')} lead="Lead" />);
    expect(html).toBe('<div class="entry-content"><p class="entry-lead">Lead</p><h2>Title</h2><p>&lt;b&gt;bold&lt;/b&gt;</p></div>');
  });

  it('writes HTML content as its sanitised markup', () => {
    const body = contentForDisplay('<section id="story" data-reveal><h2>Story</h2></section><script>x()</script>', 'html');
    const html = renderToStaticMarkup(<EntryContent body={body} />);
    expect(html).toBe('<div class="entry-content"><div class="owner-html"><section id="story" data-reveal><h2>Story</h2></section></div></div>');
  });
});
