import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { pageCacheKey } from '../server/http/page-cache.ts';
import { DIALECTS } from './dialects.ts';
import { decode, textOf } from './fixtures/visitor.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop } from './http-shop.ts';

/** The demo shop (its shirt in three colours and four sizes, its print in three formats) in three languages, four products a page. */
const FILE: ConfigFile = { store: { productsPerPage: 4, locales: { default: 'en', others: ['fr', 'de'] } } };

const names = (html: string) => [...html.matchAll(/<h[23] class="woocommerce-loop-product__title">([^<]*)<\/h[23]>/g)].map((match) => decode(match[1] ?? ''));
const resultCount = (html: string) => textOf(/<p class="woocommerce-result-count"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;

interface NavItem {
  name: string;
  href: string;
  count: number;
  chosen: boolean;
  current: boolean;
  hidden: string;
}

/** Each layered-nav list of the page by its heading: its items' names, links, counts and states. */
function navLists(html: string): Map<string, NavItem[]> {
  const lists = new Map<string, NavItem[]>();
  for (const [, title = '', list = ''] of html.matchAll(/<h2 class="widget-title" id="[^"]*">([^<]*)<\/h2><ul class="woocommerce-widget-layered-nav-list">([\s\S]*?)<\/ul>/g)) {
    const items = [...list.matchAll(/<li class="([^"]*)"><a rel="nofollow" href="([^"]*)"( aria-current="true")?>([\s\S]*?)<\/a> <span class="count">\((\d+)\)<\/span><\/li>/g)].map(([, classes = '', href = '', current, inner = '', count = '0']) => ({
      name: textOf(inner.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')),
      href: decode(href),
      count: Number(count),
      chosen: classes.split(' ').includes('chosen'),
      current: current !== undefined,
      hidden: textOf(/<span class="visually-hidden">([\s\S]*?)<\/span>/.exec(inner)?.[1] ?? ''),
    }));
    expect(items.length, `the items of ${title}`).toBe((list.match(/<li /g) ?? []).length);
    lists.set(decode(title), items);
  }
  return lists;
}

/** The active filters: each link's visible words and where it leads. */
const activeFilters = (html: string) => {
  const section = /<section class="widget woocommerce widget_layered_nav_filters"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<a rel="nofollow" href="([^"]*)">([\s\S]*?)<\/a>/g)].map(([, href = '', inner = '']) => ({ text: textOf(inner), href: decode(href) }));
};

/** The price form: its action, its fields' names and values, hidden ones included. */
const priceForm = (html: string) => {
  const form = /<form class="price-filter-form" action="([^"]*)" method="get">([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const fields = [...(form[2] ?? '').matchAll(/<input ([^>]*)\/?>/g)].map(([, attributes = '']) => ({
    name: /name="([^"]*)"/.exec(attributes)?.[1] ?? '',
    type: /type="([^"]*)"/.exec(attributes)?.[1] ?? '',
    value: decode(/value="([^"]*)"/.exec(attributes)?.[1] ?? ''),
  }));
  return { action: decode(form[1] ?? ''), fields, text: textOf(form[2] ?? '') };
};

describe.each(DIALECTS)('the layered navigation on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const page = async (path: string) => {
    const response = await shop.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  let published = 0;

  beforeAll(async () => {
    const { db } = shop.database;
    const terms = await db
      .selectFrom('attribute_terms as t')
      .innerJoin('attributes as a', 'a.id', 't.attribute_id')
      .select(['t.id', 't.slug'])
      .where('a.slug', '=', 'colour')
      .execute();
    const term = (slug: string) => terms.find((row) => row.slug === slug)!.id;
    const category = await db.selectFrom('categories').select('id').where('slug', '=', 'kitchen-dining').executeTakeFirstOrThrow();
    for (const [name, colours, price, stock] of [
      ['Rust mug', ['rust'], 1000, 'instock'],
      ['Oat mug', ['oat'], 2000, 'instock'],
      ['Rust and oat bowl', ['rust', 'oat'], 3000, 'outofstock'],
    ] as const) {
      const id = await insertProduct(db, { name, price, stock_status: stock, ...(stock === 'outofstock' ? { stock: 0 } : {}), menu_order: 2000 + price });
      await db.insertInto('product_categories').values({ product_id: id, category_id: category.id }).execute();
      for (const colour of colours) await db.insertInto('product_attribute_terms').values({ product_id: id, term_id: term(colour) }).execute();
    }
    const counted = await db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'publish').where('type', '<>', 'variation').executeTakeFirstOrThrow();
    published = Number(counted.n);
  });

  it('shows the shop’s facets with counts from the products: colours and sizes of the shirt, stock, categories, a price form', async () => {
    const html = await page('/shop/');
    const lists = navLists(html);
    expect(lists.get('Filter by Colour')?.map(({ name, count }) => [name, count])).toEqual([
      ['Indigo', 1],
      ['Oat', 3],
      ['Rust', 3],
    ]);
    expect(lists.get('Filter by Size')?.map(({ name, count }) => [name, count])).toEqual([
      ['S', 1],
      ['M', 1],
      ['L', 1],
      ['XL', 1],
    ]);
    // The print's formats, a global attribute of the demo store too.
    expect(lists.get('Filter by Format')?.map(({ name, count }) => [name, count])).toEqual([
      ['A4', 1],
      ['A3', 1],
      ['A2', 1],
    ]);
    expect(names(await page('/shop/?filter_format=a3'))).toEqual(['Botanical Art Print']);
    const stock = lists.get('Stock status') ?? [];
    expect(stock.reduce((sum, item) => sum + item.count, 0)).toBe(published);
    expect(stock.find((item) => item.name === 'Out of stock')?.count).toBeGreaterThanOrEqual(1);
    expect(lists.get('Product categories')?.find((item) => item.href === '/shop/?product_cat=kitchen-dining')?.count).toBeGreaterThanOrEqual(3);
    expect(lists.get('Filter by Colour')?.[2]).toMatchObject({ href: '/shop/?filter_colour=rust', chosen: false, current: false });
    // Landmarks: the panel is a labelled region of labelled groups.
    expect(html).toContain('<aside class="catalog-filters" id="catalog-filters" aria-label="Filters">');
    expect(html).toContain('<p class="catalog-filters-link"><a href="#catalog-filters">Filter the products</a></p>');
    const form = priceForm(html);
    expect(form?.action).toBe('/shop/');
    expect(form?.fields.map((field) => field.name)).toEqual(['min_price', 'max_price']);
    expect(form?.text).toMatch(/Prices here run from \$\d+\.\d\d to \$\d+\.\d\d\./);
    expect(robots(html)).toBeNull();
    expect(activeFilters(html)).toEqual([]);
  });

  it('lists the products of a term, marks it chosen, offers to take it away, and keeps the page out of the index', async () => {
    const html = await page('/shop/?filter_colour=rust');
    expect(names(html)).toEqual(['Washed Linen Shirt', 'Rust mug', 'Rust and oat bowl']);
    expect(resultCount(html)).toBe('Showing all 3 results');
    // The count is announced again after a filter, as after a sort.
    expect(html).toContain('<p class="woocommerce-result-count" role="alert" aria-relevant="all" data-is-filtered="true">');
    expect(robots(html)).toBe('noindex, follow');
    const colour = navLists(html).get('Filter by Colour') ?? [];
    // `and`: the other colours are counted among the rust products.
    expect(colour.map(({ name, count, chosen }) => [name, count, chosen])).toEqual([
      ['Indigo', 1, false],
      ['Oat', 2, false],
      ['Rust', 3, true],
    ]);
    expect(colour[2]).toMatchObject({ href: '/shop/', current: true, hidden: '(selected: remove this filter)' });
    expect(colour[1]?.href).toBe('/shop/?filter_colour=rust,oat');
    expect(activeFilters(html)).toEqual([{ text: 'Remove filter: Rust', href: '/shop/' }]);
    expect(navLists(html).get('Stock status')?.map(({ name, count }) => [name, count])).toEqual([
      ['In stock', 2],
      ['Out of stock', 1],
    ]);
  });

  it('combines `or` terms with a stock status, keeps the sort, and pages with the filters kept', async () => {
    const html = await page('/shop/?orderby=price-desc&filter_colour=oat,rust&query_type_colour=or');
    expect(names(html)).toEqual(['Washed Linen Shirt', 'Rust and oat bowl', 'Oat mug', 'Rust mug']);
    expect(resultCount(html)).toBe('Showing all 4 results. Sorted by price: high to low');
    // Counted without the colour's own filter: every colour as on the unfiltered shop.
    expect(navLists(html).get('Filter by Colour')?.map(({ name, count, chosen }) => [name, count, chosen])).toEqual([
      ['Indigo', 1, false],
      ['Oat', 3, true],
      ['Rust', 3, true],
    ]);
    expect(navLists(html).get('Filter by Colour')?.[0]?.href).toBe('/shop/?orderby=price-desc&filter_colour=oat,rust,indigo&query_type_colour=or');
    const sortForm = /<form class="woocommerce-ordering"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(sortForm).toContain('<input type="hidden" name="filter_colour" value="oat,rust"/>');
    expect(sortForm).toContain('<input type="hidden" name="query_type_colour" value="or"/>');
    const inStock = await page('/shop/?filter_colour=oat,rust&query_type_colour=or&stock_status=instock');
    expect(names(inStock)).toEqual(['Washed Linen Shirt', 'Rust mug', 'Oat mug']);
    expect(activeFilters(inStock).map((link) => link.text)).toEqual(['Remove filter: Oat', 'Remove filter: Rust', 'Remove filter: In stock', 'Clear all filters']);
    // Five products to page through, four a page: the next page keeps the filters.
    const paged = await page('/shop/?stock_status=outofstock,instock&min_price=5');
    const next = /<a class="next page-numbers" href="([^"]*)"/.exec(paged)?.[1];
    expect(decode(next ?? '')).toBe('/shop/page/2/?min_price=5&stock_status=outofstock,instock');
    const second = await page(decode(next ?? ''));
    expect(resultCount(second)).toMatch(/^Showing 5–\d+ of \d+ results$/);
  });

  it('filters by price in major units with a GET form that keeps the other choices', async () => {
    const html = await page('/shop/?filter_colour=rust&min_price=15&max_price=70');
    expect(names(html)).toEqual(['Washed Linen Shirt', 'Rust and oat bowl']);
    const form = priceForm(html);
    expect(form?.fields).toEqual([
      { name: 'min_price', type: 'number', value: '15' },
      { name: 'max_price', type: 'number', value: '70' },
      { name: 'filter_colour', type: 'hidden', value: 'rust' },
    ]);
    expect(activeFilters(html).map((link) => link.text)).toEqual(['Remove filter: Rust', 'Remove filter: Min $15.00', 'Remove filter: Max $70.00', 'Clear all filters']);
    expect(activeFilters(html)[1]?.href).toBe('/shop/?filter_colour=rust&max_price=70');
  });

  it('filters a category’s and a search’s listings, keeping the search in every link', async () => {
    const category = await page('/product-category/kitchen-dining/?filter_colour=oat');
    expect(names(category)).toEqual(['Oat mug', 'Rust and oat bowl']);
    expect(robots(category)).toBe('noindex, follow');
    // Within a category, categories are no choice.
    expect(navLists(category).has('Product categories')).toBe(false);
    expect(navLists(category).get('Filter by Colour')?.find((item) => item.name === 'Oat')?.href).toBe('/product-category/kitchen-dining/');
    const search = await page('/?s=rust&post_type=product&filter_colour=oat');
    expect(names(search)).toEqual(['Rust and oat bowl']);
    // The counts read the search as the listing does: they add up to the products found.
    expect(navLists(search).get('Stock status')?.map(({ name, count }) => [name, count])).toEqual([['Out of stock', 1]]);
    expect(navLists(search).get('Filter by Colour')?.map(({ name, count }) => [name, count])).toEqual([
      ['Oat', 1],
      ['Rust', 1],
    ]);
    expect(priceForm(search)?.fields.filter((field) => field.type === 'hidden')).toEqual([
      { name: 's', type: 'hidden', value: 'rust' },
      { name: 'post_type', type: 'hidden', value: 'product' },
      { name: 'filter_colour', type: 'hidden', value: 'oat' },
    ]);
    expect(activeFilters(search)[0]?.href).toBe('/?s=rust&post_type=product');
  });

  it('names the filters in the page’s language', async () => {
    const html = await page('/fr/shop/?filter_colour=rust');
    const lists = navLists(html);
    expect(lists.get('Filtrer par Couleur')?.map((item) => item.name)).toEqual(['Indigo', 'Avoine', 'Rouille']);
    expect(lists.get('Filtrer par Couleur')?.[2]?.href).toBe('/fr/shop/');
    expect(activeFilters(html)[0]?.text).toBe('Retirer le filtre\u00a0: Rouille');
    expect(navLists(await page('/de/shop/')).get('Nach Farbe filtern')?.map((item) => item.name)).toEqual(['Indigo', 'Hafer', 'Rost']);
  });

  it('leaves out what it cannot use, never failing, and never keys the page cache on filters', async () => {
    const html = await page('/shop/?filter_colour=plaid&filter_nope=x&min_price=abc&stock_status=gone&query_type_colour=or');
    expect(resultCount(html)).toBe(`Showing 1–4 of ${published} results`);
    expect(robots(html)).toBeNull();
    expect(names(await page('/shop/?filter_colour=rust&stock_status=onbackorder'))).toEqual([]);
    for (const odd of ['/?s=mug&post_type=product&filter_colour=rust,rust,rust&query_type_colour=both&min_price=1e999&max_price=99999999999', `/shop/?${'filter_x=y&'.repeat(300)}`, `/shop/?${Array.from({ length: 60 }, (_, n) => `filter_a${n}=b`).join('&')}`]) {
      expect((await shop.request(odd)).status, odd).toBe(200);
    }
    // An address with a NUL is refused before any page reads it.
    expect((await shop.request('/shop/?filter_colour=%00&product_cat=%00')).status).toBe(400);
    expect(pageCacheKey({ method: 'GET', url: '/shop/?filter_colour=rust', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'GET', url: '/shop/?orderby=price&min_price=10', headers: {} })).toBeNull();
  });
});
