import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminListHeader, countLine } from './AdminListHeader.tsx';

function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: '/admin/things/', Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={['/admin/things/']} />);
}

const SEARCH =
  '<form class="admin-search" role="search" data-discover="true" action="/admin/things/" method="get">' +
  '<label for="thing-search">Search things</label>' +
  '<input id="thing-search" type="search" maxLength="100" placeholder="Name" name="s" value="mug"/>' +
  '<button type="submit" class="button alt">Search</button></form>';

describe('AdminListHeader', () => {
  it('puts the "Add" button beside the heading, then the search box and the count', () => {
    const html = render(<AdminListHeader title="Things" add={{ to: '/admin/things/new/', label: 'Add thing' }} search={{ id: 'thing-search', label: 'Search things', placeholder: 'Name', value: 'mug' }} count="2 things match “mug”." />);
    expect(html).toBe(
      '<div class="admin-heading"><h1>Things</h1><a class="button" href="/admin/things/new/" data-discover="true">Add thing</a></div>' +
        SEARCH +
        '<p class="admin-count" role="status">2 things match “mug”.</p>',
    );
  });

  it('shows a plain heading without an "Add" button, and what it is given between heading and search', () => {
    const html = render(
      <AdminListHeader title="Things" search={{ id: 'thing-search', label: 'Search things', placeholder: 'Name', value: 'mug', keep: { status: '' } }} count="0 things.">
        <nav aria-label="Filter things">filters</nav>
      </AdminListHeader>,
    );
    expect(html).toBe(`<h1>Things</h1><nav aria-label="Filter things">filters</nav>${SEARCH}<p class="admin-count" role="status">0 things.</p>`);
  });
});

describe('countLine', () => {
  it('counts in the singular or plural, and says what a search matched', () => {
    const noun = { one: 'category', many: 'categories' };
    expect(countLine(0, '', noun)).toBe('0 categories.');
    expect(countLine(1, '', noun)).toBe('1 category.');
    expect(countLine(1, 'tea', noun)).toBe('1 category matches “tea”.');
    expect(countLine(3, 'tea', noun)).toBe('3 categories match “tea”.');
    expect(countLine(1000, 'tea', noun, true)).toBe('More than 1000 categories match “tea”; the best 1000 are listed.');
  });
});
