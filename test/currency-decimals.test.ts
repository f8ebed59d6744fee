import { describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { useHttpShop } from './http-shop.ts';

/**
 * A shop in yen or in dinars (core/shared/money.ts): its amounts in the currency's minor unit, shown,
 * filtered and sent over the Store API with the currency's own decimals; the demo store's prices kept
 * in value (hundredths brought to yen as the shop starts).
 */
describe.each(DIALECTS)('a shop in yen on %s', (dialect) => {
  const shop = useHttpShop(dialect, { store: { currency: 'JPY' } });

  const mug = () => shop.database.db.selectFrom('products').select(['id', 'price', 'regular_price']).where('slug', '=', 'enamel-camp-mug').executeTakeFirstOrThrow();

  it("keeps the demo's prices in yen: an 18.00 mug costs ¥18", async () => {
    expect(Number((await mug()).regular_price)).toBe(18);
    const html = await (await shop.request('/product/enamel-camp-mug/')).text();
    const price = Number((await mug()).price);
    expect(html).toContain(`¥${price}`);
    expect(html).not.toMatch(/¥\d+\.\d/);
    // The structured data's price is a decimal without decimals, as the currency has none.
    expect(html).toContain(`"priceCurrency":"JPY"`);
    expect(html).toContain(`"price":"${price}"`);
  });

  it('sends yen with no minor unit over the Store API', async () => {
    const { id, price } = await mug();
    const json = (await (await shop.request(`/wp-json/wc/store/v1/products/${id}`)).json()) as { prices: { price: string; currency_code: string; currency_minor_unit: number } };
    expect(json.prices).toMatchObject({ price: String(price), currency_code: 'JPY', currency_minor_unit: 0 });
  });

  it("filters by price in yen, and writes the filter's bounds in yen", async () => {
    const price = Number((await mug()).price);
    const html = await (await shop.request(`/shop/?min_price=${price}&max_price=${price}`)).text();
    expect(html).toContain('/product/enamel-camp-mug/');
    expect(html).toMatch(new RegExp(`name="min_price"[^>]*value="${price}"`));
    const above = await (await shop.request(`/shop/?min_price=${price + 1}&max_price=${price + 1}`)).text();
    expect(above).not.toContain('/product/enamel-camp-mug/');
  });
});

describe.each(DIALECTS)('a shop in dinars on %s', (dialect) => {
  const shop = useHttpShop(dialect, { store: { currency: 'KWD' } });

  it('shows three decimals and sends them over the Store API', async () => {
    const mug = await shop.database.db.selectFrom('products').select(['id', 'regular_price']).where('slug', '=', 'enamel-camp-mug').executeTakeFirstOrThrow();
    expect(Number(mug.regular_price)).toBe(18_000);
    await shop.database.db.updateTable('products').set({ regular_price: 18_345, price: 18_345, sale_price: null }).where('id', '=', mug.id).execute();
    expect(await (await shop.request('/product/enamel-camp-mug/')).text()).toContain('KWD\u00a018.345');
    const json = (await (await shop.request(`/wp-json/wc/store/v1/products/${mug.id}`)).json()) as { prices: { price: string; currency_minor_unit: number } };
    expect(json.prices).toMatchObject({ price: '18345', currency_minor_unit: 3 });
  });
});
