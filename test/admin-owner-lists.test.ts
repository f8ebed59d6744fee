import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

/** The row headers' links of a list page: the names (or titles) in the order shown. */
const rowNames = (html: string) => [...html.matchAll(/<th scope="row"><a href="[^"]*"[^>]*>([^<]*)<\/a>/g)].map(([, name = '']) => decode(name));
/** One column's cells (by its `data-label`), as text. */
const cells = (html: string, label: string) => [...html.matchAll(new RegExp(`<td data-label="${label}"[^>]*>([\\s\\S]*?)</td>`, 'g'))].map(([, cell = '']) => textOf(cell));
/** A column's header cell. */
const header = (html: string, label: string) => new RegExp(`<th scope="col"[^>]*>(?:<a [^>]*>)?${label}[\\s\\S]*?</th>`).exec(decode(html))?.[0] ?? '';

describe.each(DIALECTS)('the owner’s lists in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
  });

  it('starts newest first, with sort links on the headers that sort and none on the others', async () => {
    const html = await admin.page('/admin/products/');
    // The list holds products; variations are edited under theirs.
    const newest = await shop.database.db.selectFrom('products').select('name').where('type', '<>', 'variation').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute();
    expect(rowNames(html)).toEqual(newest.map((row) => row.name));
    expect(header(html, 'Name')).toBe('<th scope="col"><a class="sort-link" href="/admin/products/?orderby=title&order=asc" data-discover="true">Name</a></th>');
    expect(header(html, 'Price')).toBe('<th scope="col" class="numeric"><a class="sort-link" href="/admin/products/?orderby=price&order=asc" data-discover="true">Price</a></th>');
    expect(header(html, 'SKU')).toBe('<th scope="col">SKU</th>');
  });

  it('sorts products by price either way, marks the header, and keeps the order in the search box and pager', async () => {
    const html = await admin.page('/admin/products/?orderby=price&order=desc');
    const prices = await shop.database.db.selectFrom('products').select(['name', 'price']).where('type', '<>', 'variation').orderBy('price', 'desc').orderBy('id', 'desc').limit(20).execute();
    expect(rowNames(html)).toEqual(prices.map((row) => row.name));
    expect(header(html, 'Price')).toBe(
      '<th scope="col" class="numeric" aria-sort="descending"><a class="sort-link" href="/admin/products/?orderby=price&order=asc" data-discover="true">Price<span aria-hidden="true"> ↓</span></a></th>',
    );
    expect(html).toContain('<input type="hidden" name="orderby" value="price"/><input type="hidden" name="order" value="desc"/>');
    // The demo shop holds more than one page of products.
    expect(decode(html)).toContain('<a class="pagination__next" rel="next" href="/admin/products/?orderby=price&order=desc&page=2"');
    const ascending = await admin.page('/admin/products/?orderby=price&order=asc');
    const cheapest = await shop.database.db.selectFrom('products').select('name').where('type', '<>', 'variation').orderBy('price', 'asc').orderBy('id', 'asc').limit(20).execute();
    expect(rowNames(ascending)).toEqual(cheapest.map((row) => row.name));
  });

  it('sorts categories by their product count and pages and posts by title, keeping the search', async () => {
    const categories = await admin.page('/admin/categories/?orderby=count&order=desc');
    const counts = cells(categories, 'Products').map(Number);
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(header(categories, 'Products')).toContain('aria-sort="descending"');

    const posts = await admin.page('/admin/posts/?orderby=title&order=asc&s=e');
    const titles = await shop.database.db
      .selectFrom('posts')
      .select('title')
      .where('type', '=', 'post')
      .where((eb) => eb(eb.fn('lower', ['title']), 'like', '%e%').or(eb.fn('lower', ['slug']), 'like', '%e%'))
      .orderBy('title', 'asc')
      .orderBy('id', 'asc')
      .execute();
    expect(titles.length).toBeGreaterThan(1);
    expect(rowNames(posts)).toEqual(titles.map((row) => row.title));
    expect(header(posts, 'Title')).toContain('href="/admin/posts/?s=e&orderby=title&order=desc"');
  });

  it('marks the list’s own order on its column: pages and posts newest first by date', async () => {
    const html = await admin.page('/admin/pages/');
    expect(header(html, 'Date')).toBe('<th scope="col" aria-sort="descending"><a class="sort-link" href="/admin/pages/?orderby=date&order=asc" data-discover="true">Date<span aria-hidden="true"> ↓</span></a></th>');
  });

  it('shows the list in its own order for an order, direction or page it does not offer, never an error', async () => {
    const own = rowNames(await admin.page('/admin/products/'));
    for (const query of ['?orderby=password&order=desc', '?orderby=&order=', '?page=-1', '?page=99999999', '?page=two', '?orderby[]=price']) {
      expect(rowNames(await admin.page(`/admin/products/${query}`)), query).toEqual(own);
    }
    const byTitle = rowNames(await admin.page('/admin/products/?orderby=title'));
    expect(rowNames(await admin.page('/admin/products/?orderby=title&order=sideways'))).toEqual(byTitle);
    expect(byTitle).not.toEqual(own);
    await admin.page('/admin/products/?s=%FF');
    await admin.page('/admin/orders/?orderby=total&order=desc&status=nonsense');
    await admin.page('/admin/media/?page=abc&orderby=title');
  });
});
