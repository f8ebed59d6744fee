import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../core/accounts/register.ts';
import { listVariations } from '../core/catalog/variations.ts';
import { readShippingZones } from '../core/shipping/shipping-store.ts';
import { DIALECTS } from './dialects.ts';
import { ownerSession } from './fixtures/rest-client.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const LIST = '/admin/settings/shipping/';
const CLASSES = '/admin/settings/shipping/classes/';

/** The message shown under a field (by the input's id). */
const errorBy = (html: string, id: string) => textOf(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</(?:span|p)>`).exec(html)?.[1] ?? '');
/** An input of the form (by its id), as written. */
const inputOf = (html: string, id: string) => new RegExp(`<(?:input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
/** A text box's value (by its id). */
const valueOf = (html: string, id: string) => decode(/ value="([^"]*)"/.exec(inputOf(html, id))?.[1] ?? '');
/** A table's body rows (by the table's class): each as its cells' texts. */
const rowsOf = (html: string, tableClass: string) => {
  const table = new RegExp(`<table class="[^"]*${tableClass}[^"]*">([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => textOf(cell)));
};

describe.each(DIALECTS)('shipping settings in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);
  const admin = new Visitor(shop);
  let nonce = '';
  let zoneId = 0;
  let bulkyId = 0;
  let flatRateId = 0;

  const zones = () => readShippingZones(shop.database.db);
  const zone = async (id: number) => (await zones()).find((candidate) => candidate.id === id);
  const classRow = (slug: string) => shop.database.db.selectFrom('shipping_classes').selectAll().where('slug', '=', slug).executeTakeFirst();
  const zoneFields = (overrides: Record<string, string> = {}): Record<string, string> => ({ _wpnonce: nonce, intent: 'save-zone', zone_name: 'Europe', zone_order: '0', zone_states: '', zone_postcodes: '', ...overrides });
  /** Posts a form with repeated fields (ticked boxes). */
  const postPairs = (path: string, pairs: [string, string][]) =>
    admin.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(pairs).toString() });
  const flatRateFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    _wpnonce: nonce,
    intent: 'save',
    title: 'Standard',
    tax_status: 'taxable',
    cost: '10 + 2 * [qty]',
    [`class_cost_${bulkyId}`]: '5',
    no_class_cost: '',
    type: 'order',
    enabled: 'yes',
    order: '1',
    ...overrides,
  });

  beforeAll(async () => {
    // The demo shop may come with zones and classes of its own: without them, zone 0 alone is left.
    await shop.database.db.deleteFrom('shipping_zones').where('id', '!=', 0).execute();
    await shop.database.db.deleteFrom('shipping_classes').execute();
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(LIST));
    expect(nonce).not.toBe('');
  });

  it('sends a signed-out visitor to the login page, refuses customers and forms without the session’s nonce', async () => {
    const signedOut = await shop.request(LIST);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/my-account/?redirect_to=${encodeURIComponent(LIST)}`);

    expect((await registerCustomer(shop.database.db, { email: 'shipping-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
    const customer = new Visitor(shop);
    await logInAs(customer, 'shipping-customer@example.com', 'a-long-enough-password');
    for (const path of [LIST, `${LIST}zones/new/`, `${LIST}zones/0/`, CLASSES]) expect((await customer.request(path)).status, path).toBe(403);
    const ownNonce = nonceIn(await customer.page('/my-account/'));
    expect((await customer.post(`${LIST}zones/new/`, zoneFields({ _wpnonce: ownNonce, zone_name: 'Sneaky' }))).status).toBe(403);
    expect((await customer.post(CLASSES, { _wpnonce: ownNonce, name: 'Sneaky', slug: '', description: '' })).status).toBe(403);
    expect((await customer.post(`${LIST}zones/0/`, { _wpnonce: ownNonce, intent: 'add-method', method_id: 'local_pickup' })).status).toBe(403);

    expect((await admin.post(`${LIST}zones/new/`, zoneFields({ _wpnonce: 'stale', zone_name: 'Stale' }))).status).toBe(403);
    expect((await zones()).map((candidate) => candidate.name)).not.toContain('Stale');
    expect((await zones()).map((candidate) => candidate.name)).not.toContain('Sneaky');
    expect((await zone(0))?.methods).toHaveLength(2);
  });

  it('lists zone 0 with the methods the config’s flat rate became, linked from the admin navigation and the settings', async () => {
    const html = decode(await admin.page(LIST));
    expect(html).toContain('<title>Shipping zones · Shop admin</title>');
    expect(html).toContain('<h1>Shipping zones</h1>');
    expect(html).toMatch(/<nav aria-label="Admin"[\s\S]*<a[^>]*href="\/admin\/settings\/shipping\/"[^>]*>Shipping<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/admin\/settings\/shipping\/zones\/new\/"[^>]*>Add zone<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/admin\/settings\/shipping\/classes\/"[^>]*>Shipping classes<\/a>/);
    expect(rowsOf(html, 'shipping-zones-table')).toEqual([['Locations not covered by your other zones', 'Every address your other zones do not cover', 'Free shipping, Flat rate', '–']]);
    expect(html).toMatch(/<a[^>]*href="\/admin\/settings\/shipping\/zones\/0\/"[^>]*>Locations not covered by your other zones<\/a>/);
    expect(decode(await admin.page('/admin/settings/'))).toMatch(/<a[^>]*href="\/admin\/settings\/shipping\/"[^>]*>Shipping<\/a>/);
  });

  it('offers zone 0’s methods alone: no name, regions or delete', async () => {
    const html = decode(await admin.page(`${LIST}zones/0/`));
    expect(html).toContain('<h1>Locations not covered by your other zones</h1>');
    expect(html).not.toContain('id="zone-name"');
    expect(html).not.toContain('Delete zone');
    const methods = (await zone(0))?.methods ?? [];
    expect(rowsOf(html, 'shipping-methods-table').map(([title, type]) => [title, type])).toEqual([
      ['Free shippingEdit settings of Free shipping', 'Free shipping'],
      ['Flat rateEdit settings of Flat rate', 'Flat rate'],
    ]);
    for (const method of methods) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="/admin/settings/shipping/zones/0/methods/${method.instanceId}/"[^>]*>${method.settings.title}</a>`));
      expect(inputOf(html, `method-${method.instanceId}-enabled`)).toContain('checked=""');
      expect(html).toMatch(new RegExp(`<label for="method-${method.instanceId}-order"><span class="visually-hidden">Order of ${method.settings.title}</span></label>`));
    }
    expect(html).toContain('<legend>Add shipping method</legend>');
    expect(html).toContain('<option value="flat_rate">Flat rate</option>');
    expect(html).toContain('<option value="free_shipping">Free shipping</option>');
    expect(html).toContain('<option value="local_pickup">Local pickup</option>');

    // Its name and regions stay, and it cannot be deleted.
    const renamed = await admin.post(`${LIST}zones/0/`, zoneFields({ zone_name: 'Everywhere' }));
    expect(renamed.status).toBe(400);
    const deleted = await admin.post(`${LIST}zones/0/`, { _wpnonce: nonce, intent: 'delete' });
    expect(deleted.status).toBe(400);
    expect(decode(await deleted.text())).toContain('The zone for locations not covered by other zones cannot be deleted.');
    expect(await zone(0)).toMatchObject({ name: 'Locations not covered by your other zones', locations: [] });
  });

  it('adds, edits and deletes shipping classes, naming mistakes by field', async () => {
    const empty = decode(await admin.page(CLASSES));
    expect(empty).toContain('<h1>Shipping classes</h1>');
    expect(empty).toContain('There are no shipping classes yet.');
    for (const [id, label] of [['class-name', 'Shipping class'], ['class-slug', 'Slug'], ['class-description', 'Description']] as const) {
      expect(empty).toMatch(new RegExp(`<label for="${id}">${label}(<span|</label>)`));
      expect(inputOf(empty, id)).toContain(`aria-describedby="${id}-hint"`);
    }

    expect((await admin.post(CLASSES, { _wpnonce: nonce, name: 'Bulky', slug: '', description: 'Big boxes' })).status).toBe(303);
    expect((await admin.post(CLASSES, { _wpnonce: nonce, name: 'Fragile goods', slug: 'Fragile', description: '' })).status).toBe(303);
    bulkyId = (await classRow('bulky'))?.id ?? 0;
    expect(bulkyId).toBeGreaterThan(0);
    expect(await classRow('fragile')).toMatchObject({ name: 'Fragile goods', description: '' });
    const list = decode(await admin.page(CLASSES));
    expect(list).toContain('Shipping class “Fragile goods” added.');
    expect(rowsOf(list, 'shipping-classes-table')).toEqual([
      ['Bulky', 'bulky', 'Big boxes', '0'],
      ['Fragile goods', 'fragile', '–', '0'],
    ]);

    const blank = await admin.post(CLASSES, { _wpnonce: nonce, name: ' ', slug: '', description: 'Kept' });
    expect(blank.status).toBe(400);
    const blankHtml = decode(await blank.text());
    expect(errorBy(blankHtml, 'class-name')).toBe('Shipping class name is required.');
    expect(inputOf(blankHtml, 'class-name')).toContain('aria-invalid="true"');
    expect(blankHtml).toContain('>Kept</textarea>');
    const taken = await admin.post(CLASSES, { _wpnonce: nonce, name: 'Bulky again', slug: 'bulky', description: '' });
    expect(taken.status).toBe(400);
    const takenHtml = decode(await taken.text());
    expect(errorBy(takenHtml, 'class-slug')).toBe('A shipping class with the slug “bulky” already exists.');
    expect(valueOf(takenHtml, 'class-name')).toBe('Bulky again');

    const fragile = await classRow('fragile');
    const path = `${CLASSES}${fragile?.id}/`;
    const form = decode(await admin.page(path));
    expect(form).toContain('<h1>Edit shipping class “Fragile goods”</h1>');
    expect(valueOf(form, 'class-slug')).toBe('fragile');
    expect((await admin.post(path, { _wpnonce: nonce, name: 'Fragile', slug: 'fragile', description: 'Glass' })).status).toBe(303);
    expect(await classRow('fragile')).toMatchObject({ name: 'Fragile', description: 'Glass' });
    expect((await admin.post(path, { _wpnonce: nonce, name: 'Fragile', slug: 'bulky', description: '' })).status).toBe(400);

    const deleted = await admin.post(path, { _wpnonce: nonce, intent: 'delete' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe(CLASSES);
    expect(await classRow('fragile')).toBeUndefined();
    expect(decode(await admin.page(CLASSES))).toContain('Shipping class “Fragile” was deleted.');
    expect((await admin.request(path)).status).toBe(404);
    expect((await admin.request(`${CLASSES}abc/`)).status).toBe(404);
  });

  it('offers a zone’s form with its regions labelled and explained', async () => {
    const html = decode(await admin.page(`${LIST}zones/new/`));
    expect(html).toContain('<h1>Add shipping zone</h1>');
    for (const legend of ['Zone regions', 'Continents', 'Countries']) expect(html).toContain(`<legend>${legend}</legend>`);
    for (const [id, label] of [['zone-name', 'Zone name'], ['zone-order', 'Order'], ['zone-states', 'States'], ['zone-postcodes', 'Postcodes']] as const) {
      expect(html, id).toMatch(new RegExp(`<label for="${id}">${label}(<span|</label>)`));
      expect(inputOf(html, id), id).toContain(`aria-describedby="${id}-hint"`);
    }
    expect(textOf(/id="zone-postcodes-hint"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1] ?? '')).toContain('90210...90299 for a range');
    expect(html).toContain('<input id="zone-country-DE" type="checkbox" name="zone_countries" value="DE"/>');
    expect(html).toContain('<label for="zone-country-DE">Germany</label>');
    // The continents come first, as boxes of their own group, explained as the countries are.
    expect(html.indexOf('<legend>Continents</legend>')).toBeLessThan(html.indexOf('<legend>Countries</legend>'));
    expect(html).toContain('<fieldset class="admin-fieldset admin-fieldset--plain zone-continents" aria-describedby="zone-continents-hint">');
    expect(html).toContain('<input id="zone-continent-EU" type="checkbox" name="zone_continents" value="EU"/>');
    expect([...html.matchAll(/<label for="zone-continent-([A-Z]{2})">([^<]*)<\/label>/g)].map(([, code, name]) => `${code} ${name}`)).toEqual([
      'AF Africa',
      'AN Antarctica',
      'AS Asia',
      'EU Europe',
      'NA North America',
      'OC Oceania',
      'SA South America',
    ]);
    expect(html).not.toContain('Shipping methods');
    expect(html).not.toContain('Delete zone');
  });

  it('names a zone’s mistakes by field, keeping what was typed, and saves nothing', async () => {
    const before = (await zones()).length;
    const refused = await postPairs(`${LIST}zones/new/`, [
      ...Object.entries(zoneFields({ zone_name: '  ', zone_order: 'first', zone_states: 'US:CA, California', zone_postcodes: '80*\n<b>' })),
      ['zone_countries', 'DE'],
    ]);
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(html).toContain('<div class="woocommerce-error" role="alert">Please correct the fields marked below.</div>');
    expect(errorBy(html, 'zone-name')).toBe('Zone name is required.');
    expect(errorBy(html, 'zone-order')).toBe('Enter the order as a whole number, such as 0 or 3.');
    expect(errorBy(html, 'zone-states')).toBe('Write each state as its country’s code, a colon and the state’s code, such as US:CA. These do not read: California.');
    expect(errorBy(html, 'zone-postcodes')).toBe('Use letters, digits, spaces and hyphens, * and ... in postcodes. These do not read: <b>.');
    expect(inputOf(html, 'zone-states')).toContain('aria-describedby="zone-states-hint zone-states-error"');
    expect(inputOf(html, 'zone-states')).toContain('aria-invalid="true"');
    expect(valueOf(html, 'zone-order')).toBe('first');
    expect(valueOf(html, 'zone-states')).toBe('US:CA, California');
    expect(html).toContain('80*\n&lt;b&gt;</textarea>');
    expect(inputOf(html, 'zone-country-DE')).toContain('checked=""');

    const postcodesAlone = await admin.post(`${LIST}zones/new/`, zoneFields({ zone_postcodes: '80*' }));
    expect(postcodesAlone.status).toBe(400);
    expect(errorBy(decode(await postcodesAlone.text()), 'zone-postcodes')).toBe('Tick a continent or a country, or list a state, for these postcodes to apply in.');
    expect((await zones()).length).toBe(before);
  });

  it('creates a zone of countries, states and postcodes, and lists it before zone 0 with its regions in words', async () => {
    const created = await postPairs(`${LIST}zones/new/`, [
      ...Object.entries(zoneFields({ zone_name: ' Europe and California ', zone_order: '2', zone_states: 'us:ca,  US:OR\n', zone_postcodes: '80*\n\n90210...90299 ' })),
      ['zone_countries', 'DE'],
      ['zone_countries', 'FR'],
    ]);
    expect(created.status).toBe(303);
    zoneId = Number(/^\/admin\/settings\/shipping\/zones\/(\d+)\/$/.exec(created.headers.get('location') ?? '')?.[1]);
    expect(zoneId).toBeGreaterThan(0);
    expect(await zone(zoneId)).toMatchObject({
      name: 'Europe and California',
      order: 2,
      methods: [],
    });
    expect(((await zone(zoneId))?.locations ?? []).map((location) => `${location.type}:${location.code}`).sort()).toEqual(['country:DE', 'country:FR', 'postcode:80*', 'postcode:90210...90299', 'state:US:CA', 'state:US:OR']);

    const page = decode(await admin.page(`${LIST}zones/${zoneId}/`));
    expect(page).toContain('Zone added. Now add the shipping methods it offers.');
    expect(page).toContain('<h1>Edit zone “Europe and California”</h1>');
    expect(valueOf(page, 'zone-name')).toBe('Europe and California');
    expect(valueOf(page, 'zone-order')).toBe('2');
    expect(valueOf(page, 'zone-states')).toBe('US:CA, US:OR');
    expect(page).toMatch(/<textarea[^>]*id="zone-postcodes"[^>]*>\s*80\*\n90210...90299<\/textarea>/);
    expect(inputOf(page, 'zone-country-DE')).toContain('checked=""');
    expect(inputOf(page, 'zone-country-GB')).not.toContain('checked');
    expect(page).toContain('This zone offers no shipping methods yet');

    const rows = rowsOf(decode(await admin.page(LIST)), 'shipping-zones-table');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.[0]).toBe('Europe and California');
    expect(rows[0]?.[1]).toMatch(/^(Germany, France|France, Germany), United States \((CA|OR)\), United States \((CA|OR)\), postcodes (80\*, 90210...90299|90210...90299, 80\*)$/);
    expect(rows[0]?.slice(2)).toEqual(['No shipping methods', '2']);
    expect(rows[1]?.[0]).toBe('Locations not covered by your other zones');

    // Saving again replaces the regions.
    expect((await postPairs(`${LIST}zones/${zoneId}/`, [...Object.entries(zoneFields({ zone_name: 'Germany', zone_order: '1', zone_postcodes: '80*' })), ['zone_countries', 'DE']])).status).toBe(303);
    expect(await zone(zoneId)).toMatchObject({ name: 'Germany', order: 1, locations: [{ type: 'country', code: 'DE' }, { type: 'postcode', code: '80*' }] });
    expect(rowsOf(decode(await admin.page(LIST)), 'shipping-zones-table')[0]?.slice(0, 2)).toEqual(['Germany', 'Germany, postcode 80*']);
  });

  it('saves a zone of continents, shows them ticked again and names them in the list', async () => {
    const created = await postPairs(`${LIST}zones/new/`, [
      ...Object.entries(zoneFields({ zone_name: 'Europe by continent', zone_order: '5', zone_postcodes: '75*' })),
      ['zone_continents', 'EU'],
      ['zone_continents', 'na'],
      ['zone_countries', 'BR'],
    ]);
    expect(created.status).toBe(303);
    const id = Number(/^\/admin\/settings\/shipping\/zones\/(\d+)\/$/.exec(created.headers.get('location') ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(((await zone(id))?.locations ?? []).map((location) => `${location.type}:${location.code}`).sort()).toEqual(['continent:EU', 'continent:NA', 'country:BR', 'postcode:75*']);

    const page = decode(await admin.page(`${LIST}zones/${id}/`));
    expect(inputOf(page, 'zone-continent-EU')).toContain('checked=""');
    expect(inputOf(page, 'zone-continent-NA')).toContain('checked=""');
    expect(inputOf(page, 'zone-continent-AS')).not.toContain('checked');
    expect(inputOf(page, 'zone-country-BR')).toContain('checked=""');
    const row = rowsOf(decode(await admin.page(LIST)), 'shipping-zones-table').find(([name]) => name === 'Europe by continent');
    expect(row?.[1]).toMatch(/^(Europe, North America|North America, Europe), Brazil, postcode 75\*$/);

    // A continent that is none comes back by its group, with the boxes as they were ticked; nothing changes.
    const refused = await postPairs(`${LIST}zones/${id}/`, [...Object.entries(zoneFields({ zone_name: 'Europe by continent' })), ['zone_continents', 'EU'], ['zone_continents', 'XX']]);
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, 'zone-continents')).toBe('One of the ticked continents is not a continent; tick them again.');
    expect(html).toContain('<fieldset class="admin-fieldset admin-fieldset--plain zone-continents" aria-describedby="zone-continents-hint zone-continents-error">');
    expect(inputOf(html, 'zone-continent-EU')).toContain('checked=""');
    expect(inputOf(html, 'zone-continent-NA')).not.toContain('checked');
    expect((await zone(id))?.locations).toHaveLength(4);

    // Untouched, the boxes save as they were; then the zone goes again.
    expect((await postPairs(`${LIST}zones/${id}/`, [...Object.entries(zoneFields({ zone_name: 'Europe by continent' })), ['zone_continents', 'EU']])).status).toBe(303);
    expect((await zone(id))?.locations).toEqual([{ type: 'continent', code: 'EU' }]);
    expect(rowsOf(decode(await admin.page(LIST)), 'shipping-zones-table').find(([name]) => name === 'Europe by continent')?.[1]).toBe('Europe');
    expect((await admin.post(`${LIST}zones/${id}/`, { _wpnonce: nonce, intent: 'delete' })).status).toBe(303);
    expect(await zone(id)).toBeUndefined();
  });

  it('adds a flat rate and sets its costs, one per shipping class, in WooCommerce’s fields', async () => {
    const added = await admin.post(`${LIST}zones/${zoneId}/`, { _wpnonce: nonce, intent: 'add-method', method_id: 'flat_rate' });
    expect(added.status).toBe(303);
    flatRateId = Number(new RegExp(`^/admin/settings/shipping/zones/${zoneId}/methods/(\\d+)/$`).exec(added.headers.get('location') ?? '')?.[1]);
    expect(flatRateId).toBeGreaterThan(0);
    expect((await zone(zoneId))?.methods).toMatchObject([{ instanceId: flatRateId, methodId: 'flat_rate', enabled: true, settings: { title: 'Flat rate', cost: '' } }]);
    const path = `${LIST}zones/${zoneId}/methods/${flatRateId}/`;
    const form = decode(await admin.page(path));
    expect(form).toContain('Flat rate added. Set it up below.');
    const unknown = await admin.post(`${LIST}zones/${zoneId}/`, { _wpnonce: nonce, intent: 'add-method', method_id: 'table_rate' });
    expect(unknown.status).toBe(400);
    expect(errorBy(decode(await unknown.text()), 'zone-add-method')).toBe('Choose a shipping method from the list.');
    expect(form).toContain('<h1>Flat rate settings</h1>');
    expect(form).toContain('<legend>Shipping class costs</legend>');
    for (const [id, label] of [
      ['method-title', 'Method title'],
      ['method-tax-status', 'Tax status'],
      ['method-cost', 'Cost'],
      [`method-class-cost-${bulkyId}`, '“Bulky” shipping class cost'],
      ['method-no-class-cost', 'No shipping class cost'],
      ['method-type', 'Calculation type'],
      ['method-enabled', 'Enabled'],
      ['method-order', 'Order'],
    ]) {
      expect(form, id).toMatch(new RegExp(`<label for="${id}">${label}(<span|</label>)`));
    }
    expect(inputOf(form, `method-class-cost-${bulkyId}`)).toContain(`name="class_cost_${bulkyId}"`);
    const costHint = textOf(/id="method-cost-hint"[^>]*>([\s\S]*?)<\/span>/.exec(form)?.[1] ?? '');
    expect(costHint).toContain('[qty] is the number of items');
    expect(costHint).toContain('[cost] what they cost');
    expect(costHint).toContain('[fee percent="10" min_fee="" max_fee=""]');
    expect(inputOf(form, 'method-cost')).toContain('aria-describedby="method-cost-hint"');
    expect(form).toContain('<option value="class" selected="">');
    expect(form).not.toContain('id="method-min-amount"');

    const saved = await admin.post(path, flatRateFields());
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(path);
    expect((await zone(zoneId))?.methods[0]).toMatchObject({
      enabled: true,
      order: 1,
      settings: { title: 'Standard', taxable: true, cost: '10 + 2 * [qty]', classCosts: { [String(bulkyId)]: '5' }, calculationType: 'order' },
    });
    const page = decode(await admin.page(path));
    expect(page).toContain('Shipping method saved.');
    expect(valueOf(page, 'method-cost')).toBe('10 + 2 * [qty]');
    expect(valueOf(page, `method-class-cost-${bulkyId}`)).toBe('5');
    expect(page).toContain('<option value="order" selected="">');
    expect(rowsOf(decode(await admin.page(LIST)), 'shipping-zones-table')[0]?.[2]).toBe('Standard');
  });

  it('refuses a cost formula that does not read by its field, keeping what was typed, and saves nothing', async () => {
    const path = `${LIST}zones/${zoneId}/methods/${flatRateId}/`;
    const refused = await admin.post(path, flatRateFields({ title: 'Typed title', cost: '10 +', [`class_cost_${bulkyId}`]: '[qty', no_class_cost: '[fee percent="10"]', order: 'last', enabled: '' }));
    expect(refused.status).toBe(400);
    const raw = await refused.text();
    const html = decode(raw);
    expect(html).toContain('<div class="woocommerce-error" role="alert">Please correct the fields marked below.</div>');
    expect(errorBy(html, 'method-cost')).toBe('The cost ends where a number was expected. Use numbers, + - * / and brackets, [qty], [cost] and [fee percent="10" min_fee="" max_fee=""].');
    expect(errorBy(html, `method-class-cost-${bulkyId}`)).toBe('The cost of the “Bulky” class cannot read “[qty”. Use numbers, + - * / and brackets, [qty], [cost] and [fee percent="10" min_fee="" max_fee=""].');
    expect(errorBy(html, 'method-no-class-cost')).toBe('');
    expect(errorBy(html, 'method-order')).toBe('Enter the order as a whole number, such as 0 or 3.');
    expect(inputOf(html, 'method-cost')).toContain('aria-invalid="true"');
    expect(inputOf(html, 'method-cost')).toContain('aria-describedby="method-cost-hint method-cost-error"');
    expect(valueOf(html, 'method-title')).toBe('Typed title');
    expect(valueOf(html, 'method-cost')).toBe('10 +');
    expect(valueOf(html, `method-class-cost-${bulkyId}`)).toBe('[qty');
    expect(valueOf(raw, 'method-no-class-cost')).toBe('[fee percent="10"]');
    expect(valueOf(html, 'method-order')).toBe('last');
    expect(inputOf(html, 'method-enabled')).not.toContain('checked');
    expect((await zone(zoneId))?.methods[0]).toMatchObject({ enabled: true, order: 1, settings: { title: 'Standard', cost: '10 + 2 * [qty]' } });

    // An order alone is refused too, with the settings left as they were.
    expect((await admin.post(path, flatRateFields({ title: 'Other', order: '1.5' }))).status).toBe(400);
    expect((await zone(zoneId))?.methods[0]?.settings.title).toBe('Standard');
  });

  it('sets free shipping’s conditions, its amount in the shop’s currency', async () => {
    const free = (await zone(0))?.methods.find((method) => method.methodId === 'free_shipping');
    const path = `${LIST}zones/0/methods/${free?.instanceId}/`;
    const form = decode(await admin.page(path));
    expect(form).toContain('<h1>Free shipping settings</h1>');
    expect(form).toContain('<option value="either" selected="">A minimum order amount OR a coupon</option>');
    expect(valueOf(form, 'method-min-amount')).toBe('75.00');
    expect(form).not.toContain('id="method-cost"');
    const fields = { _wpnonce: nonce, title: 'Free shipping', requires: 'min_amount', min_amount: 'lots', enabled: 'yes', order: '1' };
    const refused = await admin.post(path, { ...fields, ignore_discounts: 'yes' });
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, 'method-min-amount')).toBe('Enter the minimum order amount as an amount such as 19.99.');
    expect(inputOf(html, 'method-ignore-discounts')).toContain('checked=""');
    expect(html).toContain('<option value="min_amount" selected="">');
    expect((await admin.post(path, { ...fields, min_amount: '50', ignore_discounts: 'yes' })).status).toBe(303);
    expect((await zone(0))?.methods.find((method) => method.methodId === 'free_shipping')).toMatchObject({ settings: { requires: 'min_amount', minAmount: 5000, ignoreDiscounts: true } });
    // An unticked box is "no".
    expect((await admin.post(path, { ...fields, min_amount: '50' })).status).toBe(303);
    expect((await zone(0))?.methods.find((method) => method.methodId === 'free_shipping')?.settings).toMatchObject({ ignoreDiscounts: false });
  });

  it('disables and reorders a zone’s methods from its list', async () => {
    const localPickup = await admin.post(`${LIST}zones/${zoneId}/`, { _wpnonce: nonce, intent: 'add-method', method_id: 'local_pickup' });
    expect(localPickup.status).toBe(303);
    const pickupId = (await zone(zoneId))?.methods.find((method) => method.methodId === 'local_pickup')?.instanceId ?? 0;
    const list = (pairs: [string, string][]) =>
      postPairs(`${LIST}zones/${zoneId}/`, [['_wpnonce', nonce], ['intent', 'save-methods'], ['method_ids', String(flatRateId)], ['method_ids', String(pickupId)], ...pairs]);

    const refused = await list([[`method_${flatRateId}_order`, 'soon'], [`method_${pickupId}_order`, '0'], [`method_${pickupId}_enabled`, '1']]);
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(errorBy(html, `method-${flatRateId}-order`)).toBe('Enter the order as a whole number, such as 0 or 3.');
    expect(valueOf(html, `method-${flatRateId}-order`)).toBe('soon');
    expect(inputOf(html, `method-${flatRateId}-enabled`)).not.toContain('checked');
    expect(inputOf(html, `method-${pickupId}-enabled`)).toContain('checked=""');
    expect((await zone(zoneId))?.methods.every((method) => method.enabled)).toBe(true);

    // The flat rate is switched off, local pickup comes first.
    expect((await list([[`method_${flatRateId}_order`, '5'], [`method_${pickupId}_order`, '0'], [`method_${pickupId}_enabled`, '1']])).status).toBe(303);
    expect((await zone(zoneId))?.methods.map((method) => [method.methodId, method.enabled, method.order])).toEqual([
      ['local_pickup', true, 0],
      ['flat_rate', false, 5],
    ]);
    const page = decode(await admin.page(`${LIST}zones/${zoneId}/`));
    expect(page).toContain('Shipping methods saved.');
    expect(inputOf(page, `method-${flatRateId}-enabled`)).not.toContain('checked');
    expect(rowsOf(decode(await admin.page(LIST)), 'shipping-zones-table')[0]?.[2]).toBe('Local pickup, Standard (disabled)');
  });

  it('deletes a method, then the zone; another zone’s method or a zone that is gone is not found', async () => {
    const path = `${LIST}zones/${zoneId}/methods/${flatRateId}/`;
    expect((await admin.request(`${LIST}zones/0/methods/${flatRateId}/`)).status).toBe(404);
    const deleted = await admin.post(path, { _wpnonce: nonce, intent: 'delete' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe(`${LIST}zones/${zoneId}/`);
    expect(decode(await admin.page(`${LIST}zones/${zoneId}/`))).toContain('Shipping method “Standard” was deleted.');
    expect((await zone(zoneId))?.methods.map((method) => method.methodId)).toEqual(['local_pickup']);
    expect((await admin.request(path)).status).toBe(404);

    const zonePage = decode(await admin.page(`${LIST}zones/${zoneId}/`));
    const button = /<button[^>]*>Delete zone<\/button>/.exec(zonePage)?.[0] ?? '';
    expect(button).toContain('value="delete"');
    expect((await admin.post(`${LIST}zones/${zoneId}/`, { _wpnonce: 'stale', intent: 'delete' })).status).toBe(403);
    const gone = await admin.post(`${LIST}zones/${zoneId}/`, { _wpnonce: nonce, intent: 'delete' });
    expect(gone.status).toBe(303);
    expect(gone.headers.get('location')).toBe(LIST);
    expect(await zone(zoneId)).toBeUndefined();
    expect(await shop.database.db.selectFrom('shipping_zone_methods').select('id').where('zone_id', '=', zoneId).execute()).toEqual([]);
    const list = decode(await admin.page(LIST));
    expect(list).toContain('Zone “Germany” was deleted.');
    expect(rowsOf(list, 'shipping-zones-table').map(([name]) => name)).toEqual(['Locations not covered by your other zones']);
    for (const missing of [`${LIST}zones/${zoneId}/`, `${LIST}zones/abc/`, `${LIST}zones/0/methods/abc/`]) expect((await admin.request(missing)).status, missing).toBe(404);
    expect(await zone(0)).toBeDefined();
  });

  it('saves a product’s and a variation’s shipping class from the product editor', async () => {
    const fields = (shippingClass: string) => ({
      _wpnonce: nonce,
      name: 'Classed Lantern',
      slug: 'classed-lantern',
      sku: '',
      regular_price: '20',
      sale_price: '',
      stock: '',
      stock_status: 'instock',
      status: 'publish',
      short_description: '',
      description: '',
      type: 'simple',
      external_url: '',
      button_text: '',
      shipping_class_id: shippingClass,
    });
    const created = await admin.post('/admin/products/new/', fields(String(bulkyId)));
    expect(created.status).toBe(303);
    const product = await shop.database.db.selectFrom('products').select('id').where('slug', '=', 'classed-lantern').executeTakeFirstOrThrow();
    const path = `/admin/products/${product.id}/`;
    const blank = decode(await admin.page('/admin/products/new/'));
    expect(blank).toMatch(/<label for="product-shipping-class">Shipping class<\/label>/);
    expect(blank).toContain('<option value="" selected="">No shipping class</option>');
    expect(blank).toContain(`<option value="${bulkyId}">Bulky</option>`);
    expect(inputOf(blank, 'product-shipping-class')).toContain('aria-describedby="product-shipping-class-hint"');
    const classOf = async (id: number) => (await shop.database.db.selectFrom('products').select('shipping_class_id').where('id', '=', id).executeTakeFirstOrThrow()).shipping_class_id;

    expect(await classOf(product.id)).toBe(bulkyId);
    expect(decode(await admin.page(path))).toContain(`<option value="${bulkyId}" selected="">Bulky</option>`);
    expect(rowsOf(decode(await admin.page(CLASSES)), 'shipping-classes-table')).toEqual([['Bulky', 'bulky', 'Big boxes', '1']]);

    const unknown = await admin.post(path, fields('999999'));
    expect(unknown.status).toBe(400);
    expect(errorBy(decode(await unknown.text()), 'product-shipping-class')).toBe('The chosen shipping class no longer exists.');
    const garbled = await admin.post(path, fields('bulky'));
    expect(garbled.status).toBe(400);
    expect(errorBy(decode(await garbled.text()), 'product-shipping-class')).toBe('Choose a shipping class from the list.');
    expect(await classOf(product.id)).toBe(bulkyId);
    // A form without the field leaves the class; "No shipping class" clears it.
    const { shipping_class_id: _class, ...withoutClass } = fields('');
    expect((await admin.post(path, withoutClass)).status).toBe(303);
    expect(await classOf(product.id)).toBe(bulkyId);
    expect((await admin.post(path, fields(''))).status).toBe(303);
    expect(await classOf(product.id)).toBeNull();

    // A variation: "Same as parent" or a class of its own.
    const owner = await ownerSession(shop);
    const variable = await owner.json<{ id: number }>(201, 'POST', '/wc/v3/products', { name: 'Classed Shirt', type: 'variable', attributes: [{ name: 'Size', options: ['S', 'M'], variation: true }] });
    for (const size of ['S', 'M']) await owner.json(201, 'POST', `/wc/v3/products/${variable.id}/variations`, { regular_price: '30', attributes: [{ name: 'Size', option: size }] });
    const [small] = (await listVariations(shop.database.db, variable.id)).map((variation) => variation.row.id) as [number];
    const variablePath = `/admin/products/${variable.id}/`;
    const panel = decode(await admin.page(variablePath));
    expect(panel).toMatch(new RegExp(`<label for="variation-${small}-shipping-class">Shipping class</label>`));
    expect(panel).toContain('<option value="" selected="">Same as parent</option>');
    const row = (shippingClass: string): [string, string][] => [
      ['_wpnonce', nonce],
      ['intent', 'save-variations'],
      ['variation_ids', String(small)],
      [`variation_${small}_attr_size`, 'S'],
      [`variation_${small}_sku`, ''],
      [`variation_${small}_regular_price`, '30'],
      [`variation_${small}_sale_price`, ''],
      [`variation_${small}_stock`, ''],
      [`variation_${small}_enabled`, '1'],
      [`variation_${small}_shipping_class_id`, shippingClass],
    ];
    expect((await postPairs(variablePath, row(String(bulkyId)))).status).toBe(303);
    expect(await classOf(small)).toBe(bulkyId);
    expect(decode(await admin.page(variablePath))).toContain(`<option value="${bulkyId}" selected="">Bulky</option>`);
    const refused = await postPairs(variablePath, row('999999'));
    expect(refused.status).toBe(400);
    expect(errorBy(decode(await refused.text()), `variation-${small}-shipping-class`)).toBe('The shipping class no longer exists.');
    expect((await postPairs(variablePath, row(''))).status).toBe(303);
    expect(await classOf(small)).toBeNull();

    // Deleting a class leaves its products without one.
    expect((await admin.post(path, fields(String(bulkyId)))).status).toBe(303);
    expect((await admin.post(`${CLASSES}${bulkyId}/`, { _wpnonce: nonce, intent: 'delete' })).status).toBe(303);
    expect(await classOf(product.id)).toBeNull();
  });
});
