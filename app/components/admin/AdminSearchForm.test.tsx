import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminSearchForm } from './AdminSearchForm.tsx';

function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: '/admin/orders/', Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={['/admin/orders/']} />);
}

describe('AdminSearchForm', () => {
  it('keeps a non-empty filter as a hidden field before the labelled search box', () => {
    const html = render(<AdminSearchForm id="order-search" label="Search orders" placeholder="Number" search="ann" keep={{ status: 'processing' }} />);
    expect(html).toBe(
      '<form class="admin-search" role="search" data-discover="true" action="/admin/orders/" method="get">' +
        '<input type="hidden" name="status" value="processing"/><label for="order-search">Search orders</label>' +
        '<input id="order-search" type="search" maxLength="100" placeholder="Number" name="s" value="ann"/>' +
        '<button type="submit" class="button alt">Search</button></form>',
    );
  });

  it('leaves an empty filter out', () => {
    const html = render(<AdminSearchForm id="order-search" label="Search orders" placeholder="Number" search="" keep={{ status: '' }} />);
    expect(html).not.toContain('type="hidden"');
  });
});
