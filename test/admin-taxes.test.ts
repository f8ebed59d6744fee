import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { readTaxRateCsv, TAX_RATE_CSV_HEADER } from '../core/tax/rate-csv.ts';
import { readTaxSettings } from '../core/tax/tax-settings.ts';
import { createTaxRate, readClassRates, readTaxClasses, readTaxRates } from '../core/tax/tax-store.ts';
import type { TaxRate } from '../core/tax/tax-rate.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const OPTIONS = '/admin/settings/tax/';
const STANDARD = '/admin/settings/tax/standard/';
const REDUCED = '/admin/settings/tax/reduced-rate/';
const HEADER = TAX_RATE_CSV_HEADER.join(',');

/** The message shown under a field (by the input's id). */
const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html)?.[1] ?? '');
/** An input of the form (by its id), as written. */
const inputOf = (html: string, id: string) => new RegExp(`<(?:input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const valueOf = (html: string, id: string) => decode(/ value="([^"]*)"/.exec(inputOf(html, id))?.[1] ?? '');
/** A rate's fields as compared across a round trip. */
const fieldsOf = ({ id: _id, order: _order, ...fields }: TaxRate) => fields;

describe.each(DIALECTS)('tax settings in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  const db = () => shop.database.db;

  /** The options form as it comes, with some fields changed. */
  const optionFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    _wpnonce: nonce,
    woocommerce_prices_include_tax: 'no',
    woocommerce_tax_based_on: 'shipping',
    woocommerce_shipping_tax_class: 'inherit',
    woocommerce_tax_classes: 'Reduced rate\nZero rate',
    woocommerce_tax_display_shop: 'excl',
    woocommerce_tax_display_cart: 'excl',
    woocommerce_price_display_suffix: '',
    woocommerce_tax_total_display: 'itemized',
    woocommerce_default_country: 'US',
    store_state: '',
    woocommerce_store_postcode: '',
    woocommerce_store_city: '',
    ...overrides,
  });
  /** A table row's fields by WooCommerce's names. */
  const rowFields = (key: number | 'new', row: Partial<Record<'country' | 'state' | 'postcode' | 'city' | 'rate' | 'name' | 'priority', string>> & { compound?: boolean; shipping?: boolean }) => {
    const fields: Record<string, string> = {
      [`tax_rate_country[${key}]`]: row.country ?? '',
      [`tax_rate_state[${key}]`]: row.state ?? '',
      [`tax_rate_postcode[${key}]`]: row.postcode ?? '',
      [`tax_rate_city[${key}]`]: row.city ?? '',
      [`tax_rate[${key}]`]: row.rate ?? '',
      [`tax_rate_name[${key}]`]: row.name ?? '',
      [`tax_rate_priority[${key}]`]: row.priority ?? '1',
    };
    if (row.compound) fields[`tax_rate_compound[${key}]`] = '1';
    if (row.shipping ?? true) fields[`tax_rate_shipping[${key}]`] = '1';
    return fields;
  };
  const upload = (path: string, csv: string | Uint8Array<ArrayBuffer>, name = 'tax_rates.csv') => {
    const body = new FormData();
    body.set('_wpnonce', nonce);
    body.set('intent', 'import');
    body.set('tax_rates_csv', new File([csv], name, { type: 'text/csv' }));
    return admin.request(path, { method: 'POST', body });
  };

  beforeAll(async () => {
    // The demo's taxes go: the suite starts from WooCommerce's defaults.
    await db().deleteFrom('tax_rates').execute();
    await db().deleteFrom('settings').where('key', '=', 'tax').execute();
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(OPTIONS));
    expect(nonce).not.toBe('');
  });

  it('sends a signed-out visitor to the login page and refuses customers and stale forms', async () => {
    const signedOut = await shop.request(OPTIONS);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/my-account/?redirect_to=${encodeURIComponent(OPTIONS)}`);
    expect((await registerCustomer(db(), { email: 'tax-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customer = new Visitor(shop);
    await logInAs(customer, 'tax-customer@example.com', 'a-long-enough-password');
    for (const path of [OPTIONS, STANDARD, `${OPTIONS}export.csv`]) expect((await customer.request(path)).status, path).toBe(403);
    const ownNonce = nonceIn(await customer.page('/my-account/'));
    expect((await customer.post(OPTIONS, optionFields({ _wpnonce: ownNonce, woocommerce_calc_taxes: 'yes' }))).status).toBe(403);
    expect((await admin.post(OPTIONS, optionFields({ _wpnonce: 'stale', woocommerce_calc_taxes: 'yes' }))).status).toBe(403);
    expect((await readTaxSettings(db(), 'US')).enabled).toBe(false);
  });

  it('shows WooCommerce’s tax options with their labels, linked from the navigation and the settings', async () => {
    const html = decode(await admin.page(OPTIONS));
    expect(html).toContain('<title>Tax options · Shop admin</title>');
    expect(html).toMatch(/<nav aria-label="Admin"[\s\S]*<a[^>]*href="\/admin\/settings\/tax\/"[^>]*>Tax<\/a>/);
    expect(decode(await admin.page('/admin/settings/'))).toMatch(/<a[^>]*href="\/admin\/settings\/tax\/"[^>]*>Tax<\/a>/);
    expect(html).toMatch(/<nav class="admin-subnav" aria-label="Tax sections">/);
    for (const [href, label] of [
      [STANDARD, 'Standard rates'],
      [REDUCED, 'Reduced rate rates'],
      ['/admin/settings/tax/zero-rate/', 'Zero rate rates'],
    ]) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${label}<span class="admin-subnav__count"> \\(0\\)</span></a>`));
    }
    for (const [id, label] of [
      ['woocommerce-tax-based-on', 'Calculate tax based on'],
      ['woocommerce-shipping-tax-class', 'Shipping tax class'],
      ['woocommerce-tax-classes', 'Additional tax classes'],
      ['woocommerce-tax-display-shop', 'Display prices in the shop'],
      ['woocommerce-tax-display-cart', 'Display prices during cart and checkout'],
      ['woocommerce-price-display-suffix', 'Price display suffix'],
      ['woocommerce-tax-total-display', 'Display tax totals'],
      ['woocommerce-default-country', 'Country'],
      ['store-state', 'State code'],
      ['woocommerce-store-postcode', 'Postcode / ZIP'],
      ['woocommerce-store-city', 'City'],
    ]) {
      expect(html, id).toMatch(new RegExp(`<label for="${id}">${label}</label>`));
    }
    expect(html).toContain('<label for="woocommerce-calc-taxes">Enable tax rates and calculations</label>');
    expect(html).toContain('<legend>Prices entered with tax</legend>');
    expect(html).toContain('Yes, I will enter prices inclusive of tax');
    expect(html).toContain('<label for="woocommerce-tax-round-at-subtotal">Round tax at subtotal level, instead of rounding per line</label>');
    expect(html).toContain('<label for="same-price-everywhere">Keep prices the same in every country</label>');
    expect(html).toContain('Only for prices entered with tax.');
    expect(html).toContain('<option value="inherit" selected="">Shipping tax class based on cart items</option>');
    expect(html).toContain('<option value="reduced-rate">Reduced rate</option>');
    expect(html).toMatch(/<textarea[^>]*id="woocommerce-tax-classes"[^>]*>Reduced rate\nZero rate<\/textarea>/);
    // The base country defaults to the shop's first country.
    expect(html).toContain('<option value="US" selected="">United States</option>');
    expect(inputOf(html, 'woocommerce-calc-taxes')).not.toContain('checked');
  });

  it('saves the options and reads them back', async () => {
    const saved = await admin.post(
      OPTIONS,
      optionFields({
        woocommerce_calc_taxes: 'yes',
        woocommerce_prices_include_tax: 'yes',
        woocommerce_tax_based_on: 'billing',
        woocommerce_shipping_tax_class: 'reduced-rate',
        woocommerce_tax_round_at_subtotal: 'yes',
        woocommerce_tax_display_shop: 'incl',
        woocommerce_tax_display_cart: 'incl',
        woocommerce_price_display_suffix: 'incl. VAT',
        woocommerce_tax_total_display: 'single',
        same_price_everywhere: 'yes',
        woocommerce_default_country: 'DE',
        store_state: 'be',
        woocommerce_store_postcode: '10115',
        woocommerce_store_city: 'Berlin',
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(OPTIONS);
    expect(await readTaxSettings(db(), 'US')).toEqual({
      enabled: true,
      pricesIncludeTax: true,
      basedOn: 'billing',
      shippingTaxClass: 'reduced-rate',
      roundAtSubtotal: true,
      displayShop: 'incl',
      displayCart: 'incl',
      priceSuffix: 'incl. VAT',
      totalDisplay: 'single',
      samePriceEverywhere: true,
      base: { country: 'DE', state: 'BE', postcode: '10115', city: 'Berlin' },
    });
    const html = decode(await admin.page(OPTIONS));
    expect(html).toContain('Your settings have been saved.');
    for (const id of ['woocommerce-calc-taxes', 'woocommerce-tax-round-at-subtotal', 'same-price-everywhere']) expect(inputOf(html, id), id).toContain('checked=""');
    expect(html).toContain('<input type="radio" name="woocommerce_prices_include_tax" checked="" value="yes"/>');
    expect(html).toContain('<option value="reduced-rate" selected="">Reduced rate</option>');
    expect(html).toContain('<option value="DE" selected="">Germany</option>');
    expect(valueOf(html, 'woocommerce-price-display-suffix')).toBe('incl. VAT');
    expect(valueOf(html, 'store-state')).toBe('BE');
  });

  it('names the options’ mistakes by field and writes nothing', async () => {
    const before = await readTaxSettings(db(), 'US');
    const refused = await admin.post(
      OPTIONS,
      optionFields({ woocommerce_tax_based_on: 'moon', woocommerce_tax_classes: 'Standard\nReduced rate\nLuxury', woocommerce_default_country: 'XX', woocommerce_price_display_suffix: '<b>VAT</b>' }),
    );
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(html).toContain('<div class="woocommerce-error" role="alert">Please correct the fields marked below.</div>');
    expect(errorBy(html, 'woocommerce-tax-based-on')).toBe('Choose the address tax is calculated from.');
    expect(errorBy(html, 'woocommerce-tax-classes')).toBe('Check the tax classes: “Standard” is the standard class, which every shop has.');
    expect(errorBy(html, 'woocommerce-default-country')).toBe('Choose the country your shop is in.');
    expect(errorBy(html, 'woocommerce-price-display-suffix')).toBe('Write the suffix as plain text, without angle brackets.');
    expect(inputOf(html, 'woocommerce-tax-classes')).toContain('aria-invalid="true"');
    expect(html).toMatch(/<textarea[^>]*id="woocommerce-tax-classes"[^>]*>Standard\nReduced rate\nLuxury<\/textarea>/);
    expect(await readTaxSettings(db(), 'US')).toEqual(before);
    expect((await readTaxClasses(db())).map((taxClass) => taxClass.slug)).toEqual(['', 'reduced-rate', 'zero-rate']);
  });

  it('adds the classes of new lines and deletes, with their rates, those whose line is removed', async () => {
    const zero = await createTaxRate(db(), { country: 'DE', state: '', postcodes: [], cities: [], rate: 0, name: 'Zero', priority: 1, compound: false, shipping: true, order: 0, taxClass: 'zero-rate' });
    const productId = await insertProduct(db(), { name: 'Zero-rated book', sku: 'TAX-BOOK', price: 1200 });
    await db().updateTable('products').set({ tax_class: 'zero-rate' }).where('id', '=', productId).execute();
    // The shipping tax class may be a class the same form adds.
    const saved = await admin.post(OPTIONS, optionFields({ woocommerce_tax_classes: 'Reduced rate\nLuxury goods', woocommerce_shipping_tax_class: 'luxury-goods', woocommerce_default_country: 'DE' }));
    expect(saved.status).toBe(303);
    expect(await readTaxClasses(db())).toEqual([
      { slug: '', name: 'Standard' },
      { slug: 'reduced-rate', name: 'Reduced rate' },
      { slug: 'luxury-goods', name: 'Luxury goods' },
    ]);
    expect((await readTaxRates(db())).map((rate) => rate.id)).not.toContain(zero.id);
    expect((await db().selectFrom('products').select('tax_class').where('id', '=', productId).executeTakeFirstOrThrow()).tax_class).toBe('');
    expect((await readTaxSettings(db(), 'US')).shippingTaxClass).toBe('luxury-goods');
    const html = decode(await admin.page(OPTIONS));
    expect(html).toContain('Your settings have been saved. 1 tax class added; 1 deleted with its rates.');
    expect(html).toContain('href="/admin/settings/tax/luxury-goods/"');
    expect((await admin.request('/admin/settings/tax/zero-rate/')).status).toBe(404);
    expect((await admin.request('/admin/settings/tax/luxury-goods/')).status).toBe(200);
    // Put the demo's classes back, as the other tests expect them.
    expect((await admin.post(OPTIONS, optionFields({ woocommerce_tax_classes: 'Reduced rate\nZero rate' }))).status).toBe(303);
    expect((await readTaxSettings(db(), 'US')).shippingTaxClass).toBe('inherit');
  });

  it('shows a class’s rates as an editable table with a row for a new rate, labelled for every field', async () => {
    const html = decode(await admin.page(STANDARD));
    expect(html).toContain('<title>Standard rates · Tax · Shop admin</title>');
    expect(html).toContain('<h1>Standard rates</h1>');
    expect(html).toContain('<a aria-current="page" class="active" href="/admin/settings/tax/standard/" data-discover="true">Standard rates');
    for (const header of ['Country code', 'State code', 'Postcode / ZIP', 'City', 'Rate %', 'Tax name', 'Priority', 'Compound', 'Shipping']) expect(html).toContain(`<th scope="col">${header}</th>`);
    expect(html).toContain('<label for="tax-rate-new-country"><span class="visually-hidden">Country code of the new rate</span></label>');
    expect(inputOf(html, 'tax-rate-new-country')).toContain('name="tax_rate_country[new]"');
    expect(inputOf(html, 'tax-rate-new-shipping')).toContain('checked=""');
    expect(valueOf(html, 'tax-rate-new-priority')).toBe('1');
    expect(html).toMatch(/<a class="button alt" href="\/admin\/settings\/tax\/export.csv\?class=standard" download="">Export CSV<\/a>/);
    expect(html).toContain('<label for="tax-rates-csv-file">CSV file</label>');
    expect(html).toContain('>Import CSV</button>');
    expect((await admin.request('/admin/settings/tax/luxury/')).status).toBe(404);
  });

  it('adds rates from the new row, edits, reorders and deletes them', async () => {
    expect((await admin.post(STANDARD, { _wpnonce: nonce, intent: 'save', ...rowFields('new', { country: 'de', rate: '19', name: 'MwSt.' }) })).status).toBe(303);
    expect(decode(await admin.page(STANDARD))).toContain('Tax rates saved, and the new rate added.');
    const [vat] = await readClassRates(db(), '');
    expect(vat).toMatchObject({ country: 'DE', rate: 190_000, name: 'MwSt.', priority: 1, shipping: true, compound: false, order: 0 });
    const second = await admin.post(STANDARD, {
      _wpnonce: nonce,
      intent: 'save',
      ...rowFields(vat!.id, { country: 'DE', rate: '19', name: 'MwSt.' }),
      ...rowFields('new', { country: 'US', state: 'ca', postcode: '941*; 90210...90299', city: 'San Francisco', rate: '7.25', name: 'CA', priority: '2', compound: true, shipping: false }),
    });
    expect(second.status).toBe(303);
    const rates = await readClassRates(db(), '');
    expect(rates.map((rate) => [rate.country, rate.state, rate.postcodes, rate.cities, rate.rate, rate.priority, rate.compound, rate.shipping, rate.order])).toEqual([
      ['DE', '', [], [], 190_000, 1, false, true, 0],
      ['US', 'CA', ['941*', '90210...90299'], ['SAN FRANCISCO'], 72_500, 2, true, false, 1],
    ]);
    const ca = rates[1]!;
    const table = decode(await admin.page(STANDARD));
    expect(valueOf(table, `tax-rate-${ca.id}-postcode`)).toBe('941*; 90210...90299');
    expect(valueOf(table, `tax-rate-${ca.id}-rate`)).toBe('7.2500');
    expect(inputOf(table, `tax-rate-${ca.id}-compound`)).toContain('checked=""');
    expect(table).toContain(`<label for="tax-rate-${vat!.id}-rate"><span class="visually-hidden">Rate % of rate 1 (MwSt.)</span></label>`);

    // Edited together; nothing is written while a field does not read.
    const refused = await admin.post(STANDARD, {
      _wpnonce: nonce,
      intent: 'save',
      ...rowFields(vat!.id, { country: 'Germany', rate: '16', name: 'MwSt.' }),
      ...rowFields(ca.id, { country: 'US', state: 'CA', rate: 'seven', name: 'CA' }),
      ...rowFields('new', { country: 'AT', rate: '20', name: 'USt.' }),
    });
    expect(refused.status).toBe(400);
    const refusedHtml = decode(await refused.text());
    expect(errorBy(refusedHtml, `tax-rate-${vat!.id}-country`)).toBe('Country code must be a two-letter country code such as DE or US, or blank for every country.');
    expect(errorBy(refusedHtml, `tax-rate-${ca.id}-rate`)).toBe('Rate % must be a percentage from 0 to 100 with at most 4 decimals, such as 19 or 7.25 (0 for none).');
    expect(inputOf(refusedHtml, `tax-rate-${ca.id}-rate`)).toContain('aria-invalid="true"');
    expect(valueOf(refusedHtml, 'tax-rate-new-country')).toBe('AT');
    expect(valueOf(refusedHtml, `tax-rate-${vat!.id}-rate`)).toBe('16');
    expect((await readClassRates(db(), '')).map(fieldsOf)).toEqual(rates.map(fieldsOf));

    const edited = await admin.post(STANDARD, { _wpnonce: nonce, intent: 'save', ...rowFields(vat!.id, { country: 'DE', rate: '16', name: 'MwSt.' }), ...rowFields(ca.id, { country: 'US', state: 'CA', rate: '7.25', name: 'CA State' }) });
    expect(edited.status).toBe(303);
    expect((await readClassRates(db(), '')).map((rate) => [rate.name, rate.rate])).toEqual([
      ['MwSt.', 160_000],
      ['CA State', 72_500],
    ]);

    const moved = await admin.post(STANDARD, { _wpnonce: nonce, intent: `move-up:${ca.id}` });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(`${STANDARD}#tax-rate-${ca.id}`);
    expect((await readClassRates(db(), '')).map((rate) => [rate.id, rate.order])).toEqual([
      [ca.id, 0],
      [vat!.id, 1],
    ]);
    expect(decode(await admin.page(STANDARD))).toContain('“CA State” moved up.');
    expect((await admin.post(STANDARD, { _wpnonce: nonce, intent: `move-down:${ca.id}` })).status).toBe(303);
    expect((await readClassRates(db(), '')).map((rate) => rate.id)).toEqual([vat!.id, ca.id]);

    expect((await admin.post(STANDARD, { _wpnonce: nonce, intent: `delete:${ca.id}` })).status).toBe(303);
    expect((await readClassRates(db(), '')).map((rate) => rate.id)).toEqual([vat!.id]);
    expect(decode(await admin.page(STANDARD))).toContain('“CA State” (US) was deleted.');
    // A rate of another class is not this page's to move or delete.
    const reduced = await createTaxRate(db(), { country: 'DE', state: '', postcodes: [], cities: [], rate: 70_000, name: 'Reduced', priority: 1, compound: false, shipping: true, order: 0, taxClass: 'reduced-rate' });
    expect((await admin.post(STANDARD, { _wpnonce: nonce, intent: `delete:${reduced.id}` })).status).toBe(303);
    expect(decode(await admin.page(STANDARD))).toContain('That rate is no longer in this class.');
    expect((await readClassRates(db(), 'reduced-rate')).map((rate) => rate.id)).toEqual([reduced.id]);
  });

  it('exports a class’s rates, or every rate, in WooCommerce’s CSV', async () => {
    const response = await admin.request(`${OPTIONS}export.csv?class=standard`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tax_rates_standard.csv"');
    const text = await response.text();
    expect(text.split('\r\n')).toEqual(['"Country code","State code","Postcode / ZIP","City","Rate %","Tax name","Priority","Compound","Shipping","Tax class"', '"DE","*","*","*","16.0000","MwSt.",1,0,1,""', '']);
    const all = await (await admin.request(`${OPTIONS}export.csv`)).text();
    expect(all).toContain('"DE","*","*","*","7.0000","Reduced",1,0,1,"reduced-rate"');
    expect((await admin.request(`${OPTIONS}export.csv?class=luxury`)).status).toBe(404);
  });

  it('imports a good file after the class’s rates, and refuses a bad one as a whole, by line and reason', async () => {
    const before = await readTaxRates(db());
    const bad = await upload(REDUCED, `${HEADER}\nFR,*,*,*,5.5,TVA réduite,1,0,1,\nFrance,*,*,*,abc,TVA,1,0,1,\nAT,,,,10,USt.,1,0,1,luxury\n`);
    expect(bad.status).toBe(400);
    const badHtml = decode(await bad.text());
    expect(badHtml).toContain('The file was not imported, and no rate was added:');
    expect(badHtml).toMatch(/<li>Line 3: Country code must be a two-letter country code[^<]*Rate % must be a percentage[^<]*<\/li>/);
    expect(badHtml).toContain("<li>Line 4: Tax class 'luxury' is not one of the shop's tax classes (standard, reduced-rate, zero-rate).</li>");
    expect(await readTaxRates(db())).toEqual(before);
    for (const [file, message] of [
      ['ID,Type,SKU\n1,simple,A\n', 'Line 1: the header has no “Country code”'],
      [new Uint8Array([0xff, 0xfe, 0x00]), 'The file is not text in UTF-8'],
      ['', 'Choose a CSV file to import.'],
    ] as const) {
      const refused = await upload(REDUCED, file);
      expect(refused.status).toBe(400);
      expect(decode(await refused.text())).toContain(message);
    }
    const tooLarge = await upload(REDUCED, new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41));
    expect(tooLarge.status).toBe(400);
    expect(decode(await tooLarge.text())).toContain('The file is larger than 2 MB.');
    expect(await readTaxRates(db())).toEqual(before);

    const good = await upload(REDUCED, `${HEADER}\nFR,*,*,*,5.5,TVA réduite,1,0,1,\nFR,*,*,*,20,TVA,1,0,1,standard\nAT,,,,10,USt.,1,0,1,Reduced rate\n`);
    expect(good.status).toBe(303);
    expect(decode(await admin.page(REDUCED))).toContain('3 tax rates imported (1 of it into the other classes the file names).');
    expect((await readClassRates(db(), 'reduced-rate')).map((rate) => [rate.country, rate.rate, rate.name, rate.order])).toEqual([
      ['DE', 70_000, 'Reduced', 0],
      ['FR', 55_000, 'TVA réduite', 1],
      ['AT', 100_000, 'USt.', 2],
    ]);
    expect((await readClassRates(db(), '')).map((rate) => [rate.country, rate.rate, rate.order])).toEqual([
      ['DE', 160_000, 0],
      ['FR', 200_000, 1],
    ]);
  });

  it('reads its own export back to the same rates', async () => {
    const rates = await readTaxRates(db());
    const csv = await (await admin.request(`${OPTIONS}export.csv`)).text();
    await db().deleteFrom('tax_rates').execute();
    expect((await upload(STANDARD, csv)).status).toBe(303);
    expect((await readTaxRates(db())).map(fieldsOf)).toEqual(rates.map(fieldsOf));
    // The same file read by the core reader gives the same fields too.
    const read = readTaxRateCsv(csv, { classes: await readTaxClasses(db()), defaultClass: '' });
    expect(read.ok && read.rates.map(({ order: _order, ...fields }) => fields)).toEqual(rates.map(fieldsOf));
  });
});
