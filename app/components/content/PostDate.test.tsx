import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostDate } from './PostDate.tsx';
import { formatDate } from '../account/order-view.ts';

describe('dates in a locale', () => {
  it('print a post’s date in US English by default, and in the locale given', () => {
    expect(renderToStaticMarkup(<PostDate iso="2025-05-04T10:00:00Z" />)).toBe('<time class="post-date" dateTime="2025-05-04T10:00:00Z">May 4, 2025</time>');
    expect(renderToStaticMarkup(<PostDate iso="2025-05-04T10:00:00Z" locale="de-DE" />)).toContain('>4. Mai 2025</time>');
    expect(renderToStaticMarkup(<PostDate iso="2025-05-04T10:00:00Z" locale="fr-FR" />)).toContain('>4 mai 2025</time>');
    expect(renderToStaticMarkup(<PostDate iso="soon" />)).toBe('');
  });

  it('print an order’s date, with its time when asked', () => {
    expect(formatDate('2025-05-04T09:05:00Z', 'en-US')).toBe('May 4, 2025');
    expect(formatDate('2025-05-04T09:05:00Z', 'de-DE')).toBe('4. Mai 2025');
    expect(formatDate('2025-05-04T09:05:00Z', 'fr-FR', true)).toBe('4 mai 2025, 09:05');
    expect(formatDate('2025-05-04T09:05:00Z', 'en-US', true)).toBe('May 4, 2025, 9:05 AM');
  });
});
