import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwnerListView } from '../../../core/shared/owner-list.ts';
import { ColumnHeads, listHref, OwnerList, type ListColumn } from './OwnerList.tsx';

function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: '/admin/things/', Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={['/admin/things/']} />);
}

type Key = 'name' | 'size' | 'date';
const view = (change: Partial<OwnerListView<Key>> = {}): OwnerListView<Key> => ({
  path: '/admin/things/',
  search: '',
  page: 1,
  pages: 1,
  total: 2,
  sort: { by: 'date', order: 'desc' },
  defaultSort: { by: 'date', order: 'desc' },
  filters: {},
  ...change,
});
const COLUMNS: ListColumn<Key>[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Colour' },
  { label: 'Size', sort: 'size', first: 'desc', numeric: true },
  { label: 'Hidden', shown: false },
];

function list(current: OwnerListView<Key>, items: string[] = ['a', 'b']): string {
  return render(
    <OwnerList
      view={current}
      title="Things"
      search={{ id: 'thing-search', label: 'Search things', placeholder: 'Name' }}
      noun={{ one: 'thing', many: 'things' }}
      tableClass="things-table"
      columns={COLUMNS}
      items={items}
      row={(item) => (
        <tr key={item}>
          <th scope="row">{item}</th>
        </tr>
      )}
      pagerLabel="Thing pages"
    />,
  );
}

describe('ColumnHeads', () => {
  it('links each sortable header to its order, the first click in the column’s own direction, and leaves the others plain', () => {
    const html = render(<ColumnHeads columns={COLUMNS} view={view()} />);
    expect(html).toBe(
      '<thead><tr>' +
        '<th scope="col"><a class="sort-link" href="/admin/things/?orderby=name&amp;order=asc" data-discover="true">Name</a></th>' +
        '<th scope="col">Colour</th>' +
        '<th scope="col" class="numeric"><a class="sort-link" href="/admin/things/?orderby=size&amp;order=desc" data-discover="true">Size</a></th>' +
        '</tr></thead>',
    );
  });

  it('marks the column the list is sorted by, and links it to the other direction (the list’s own order without a query)', () => {
    const bySize = render(<ColumnHeads columns={COLUMNS} view={view({ sort: { by: 'size', order: 'desc' } })} />);
    expect(bySize).toContain(
      '<th scope="col" class="numeric" aria-sort="descending"><a class="sort-link" href="/admin/things/?orderby=size&amp;order=asc" data-discover="true">Size<span aria-hidden="true"> ↓</span></a></th>',
    );
    const byName = render(<ColumnHeads columns={COLUMNS} view={view({ sort: { by: 'name', order: 'asc' }, defaultSort: { by: 'name', order: 'desc' } })} />);
    expect(byName).toContain('<th scope="col" aria-sort="ascending"><a class="sort-link" href="/admin/things/" data-discover="true">Name<span aria-hidden="true"> ↑</span></a></th>');
  });

  it('links every sortable header, none marked, while a search is ranked by how well it matches', () => {
    const html = render(<ColumnHeads columns={COLUMNS} view={view({ search: 'mug', sort: null, searchRanks: true })} />);
    expect(html).not.toContain('aria-sort');
    expect(html).toContain('<a class="sort-link" href="/admin/things/?s=mug&amp;orderby=name&amp;order=asc" data-discover="true">Name</a>');
  });

  it('draws plain headers without a list to sort (the dashboard’s table)', () => {
    expect(render(<ColumnHeads columns={COLUMNS} />)).toBe('<thead><tr><th scope="col">Name</th><th scope="col">Colour</th><th scope="col" class="numeric">Size</th></tr></thead>');
  });
});

describe('listHref', () => {
  it('keeps the filters, search and a chosen order, starting again at page 1; empty values and the list’s own order are left out', () => {
    const current = view({ search: 'red mug', page: 3, pages: 5, sort: { by: 'name', order: 'asc' }, filters: { status: 'processing', kind: '' } });
    expect(listHref(current)).toBe('/admin/things/?status=processing&s=red+mug&orderby=name&order=asc');
    expect(listHref(current, { filters: { status: '' } })).toBe('/admin/things/?s=red+mug&orderby=name&order=asc');
    expect(listHref(current, { sort: { by: 'date', order: 'desc' } })).toBe('/admin/things/?status=processing&s=red+mug');
  });

  it('writes the list’s own order out while a search is ranked, so paging a search sorted by it keeps that order', () => {
    const byDate = view({ search: 'mug', page: 2, pages: 3, sort: { by: 'date', order: 'desc' }, searchRanks: true });
    expect(listHref(byDate)).toBe('/admin/things/?s=mug&orderby=date&order=desc');
    expect(listHref(view({ search: 'mug', sort: null, searchRanks: true }))).toBe('/admin/things/?s=mug');
    expect(listHref(view({ search: '', sort: { by: 'date', order: 'desc' }, searchRanks: true }))).toBe('/admin/things/');
  });
});

describe('OwnerList', () => {
  it('puts the heading, search and count above the table, and a pager that keeps the search and order under it', () => {
    const html = list(view({ search: 'mug', page: 2, pages: 3, total: 41, sort: { by: 'size', order: 'asc' } }));
    expect(html).toContain('<h1>Things</h1>');
    expect(html).toContain('<input type="hidden" name="orderby" value="size"/><input type="hidden" name="order" value="asc"/><label for="thing-search">Search things</label>');
    expect(html).toContain('<p class="admin-count" role="status">41 things match “mug”.</p>');
    expect(html).toContain('<div class="table-scroll"><table class="shop_table admin-table admin-table--stack things-table"><thead>');
    expect(html).toContain('<tbody><tr><th scope="row">a</th></tr><tr><th scope="row">b</th></tr></tbody></table></div>');
    expect(html).toContain('<nav class="pagination" aria-label="Thing pages">');
    expect(html).toContain('<a class="pagination__prev" rel="prev" href="/admin/things/?s=mug&amp;orderby=size&amp;order=asc"');
    expect(html).toContain('<a class="pagination__next" rel="next" href="/admin/things/?s=mug&amp;orderby=size&amp;order=asc&amp;page=3"');
  });

  it('says nothing was found instead of an empty table, and shows no pager for one page', () => {
    const html = list(view({ total: 0 }), []);
    expect(html).toContain('<p class="woocommerce-info">No things found.</p>');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('class="pagination"');
    expect(html).not.toContain('type="hidden"');
  });
});
