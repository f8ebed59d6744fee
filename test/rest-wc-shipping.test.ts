import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyForLogin } from '../core/accounts/api-keys.ts';
import { readShippingZones } from '../core/shipping/shipping-store.ts';
import { zoneCovers } from '../core/shipping/zone-match.ts';
import { DIALECTS } from './dialects.ts';
import { customerSession, ownerSession, type RestSession } from './fixtures/rest-client.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { useHttpShop } from './http-shop.ts';

const ZONES = '/wc/v3/shipping/zones';
const CLASSES = '/wc/v3/products/shipping_classes';
const METHODS = '/wc/v3/shipping_methods';

type Links = Record<string, { href: string }[]>;

interface ZoneJson {
  id: number;
  name: string;
  order: number;
  _links: Links;
}

interface LocationJson {
  code: string;
  type: string;
  _links: Links;
}

interface SettingJson {
  id: string;
  label: string;
  description: string;
  type: string;
  value: string;
  default: string;
  tip: string;
  placeholder: string;
  options?: Record<string, string>;
}

interface MethodJson {
  id: number;
  instance_id: number;
  title: string;
  order: number;
  enabled: boolean;
  method_id: string;
  method_title: string;
  method_description: string;
  settings: Record<string, SettingJson>;
  _links: Links;
}

interface ClassJson {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
  _links: Links;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

const WC_METHOD_FIELDS = ['id', 'instance_id', 'title', 'order', 'enabled', 'method_id', 'method_title', 'method_description', 'settings', '_links'];
const WC_SETTING_FIELDS = ['id', 'label', 'description', 'type', 'value', 'default', 'tip', 'placeholder'];

/** Behind a proxy the app trusts, this header is what makes a request HTTPS (API keys in Basic need it). */
const HTTPS = { 'x-forwarded-proto': 'https' };

describe.each(DIALECTS)('wc/v3 shipping on %s', (dialect) => {
  const shop = useHttpShop(dialect, {}, { trustProxy: true });
  let owner: RestSession;
  const href = (route: string) => [{ href: `${shop.url}/wp-json${route}` }];
  const values = (method: MethodJson) => Object.fromEntries(Object.values(method.settings).map((setting) => [setting.id, setting.value]));

  beforeAll(async () => {
    owner = await ownerSession(shop);
  });

  it('lists zone 0 first, with the methods the configured flat rate became, and keeps it as it is', async () => {
    const listed = await owner.send('GET', ZONES);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-wp-totalpages')).toBe('1');
    const zones = (await listed.json()) as ZoneJson[];
    expect(listed.headers.get('x-wp-total')).toBe(String(zones.length));
    expect(zones[0]).toEqual({
      id: 0,
      name: 'Locations not covered by your other zones',
      order: 0,
      _links: { self: href(`${ZONES}/0`), collection: href(ZONES), describedby: [...href(`${ZONES}/0/locations`), ...href(`${ZONES}/0/methods`)] },
    });
    expect(await owner.json(200, 'GET', `${ZONES}/0`)).toEqual(zones[0]);
    expect(await owner.json(200, 'GET', `${ZONES}/0/locations`)).toEqual([]);

    const answer = await owner.send('GET', `${ZONES}/0/methods`);
    expect(answer.headers.get('x-wp-total')).toBe('2');
    const methods = (await answer.json()) as MethodJson[];
    expect(methods.map((method) => [method.method_id, method.title, method.order, method.enabled])).toEqual([
      ['free_shipping', 'Free shipping', 1, true],
      ['flat_rate', 'Flat rate', 2, true],
    ]);
    const [free, flat] = methods as [MethodJson, MethodJson];
    expect(Object.keys(flat)).toEqual(WC_METHOD_FIELDS);
    expect(flat).toMatchObject({ id: flat.instance_id, method_title: 'Flat rate', method_description: expect.stringContaining('fixed cost') });
    expect(flat._links).toEqual({ self: href(`${ZONES}/0/methods/${flat.instance_id}`), collection: href(`${ZONES}/0/methods`), describes: href(`${ZONES}/0`) });
    // WooCommerce's settings: each field by its id, its value as text; a select lists its options.
    expect(Object.keys(flat.settings.cost ?? {})).toEqual(WC_SETTING_FIELDS);
    expect(flat.settings.cost).toMatchObject({ id: 'cost', label: 'Cost', type: 'text', value: '5.00', default: '' });
    expect(flat.settings.tax_status).toMatchObject({ type: 'select', value: 'taxable', options: { taxable: 'Taxable', none: 'None' } });
    expect(values(flat)).toMatchObject({ title: 'Flat rate', tax_status: 'taxable', cost: '5.00', no_class_cost: '', type: 'class' });
    expect(values(free)).toEqual({ title: 'Free shipping', requires: 'either', min_amount: '75.00', ignore_discounts: 'no' });
    expect(free.settings.min_amount).toMatchObject({ type: 'price' });
    expect(free.settings.ignore_discounts).toMatchObject({ type: 'checkbox', default: 'no' });
    expect(await owner.json(200, 'GET', `${ZONES}/0/methods/${free.instance_id}`)).toEqual(free);

    // Zone 0 is neither renamed, nor deleted, nor given locations.
    expect(await owner.json<ErrorJson>(403, 'PUT', `${ZONES}/0`, { name: 'Elsewhere' })).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid_zone', data: { status: 403 } });
    expect(await owner.json<ErrorJson>(403, 'DELETE', `${ZONES}/0?force=true`)).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid_zone' });
    expect(await owner.json<ErrorJson>(403, 'PUT', `${ZONES}/0/locations`, [{ code: 'DE', type: 'country' }])).toMatchObject({ code: 'woocommerce_rest_shipping_zone_locations_invalid_zone' });
    expect(await owner.json(200, 'GET', `${ZONES}/0`)).toEqual(zones[0]);
    expect(await owner.json(200, 'GET', `${ZONES}/0/locations`)).toEqual([]);

    // Its methods change as any zone's do.
    expect(await owner.json(200, 'PATCH', `${ZONES}/0/methods/${flat.instance_id}`, { enabled: false })).toMatchObject({ enabled: false, settings: { cost: { value: '5.00' } } });
    expect(await owner.json(200, 'PATCH', `${ZONES}/0/methods/${flat.instance_id}`, { enabled: true })).toMatchObject({ enabled: true });
  });

  it('creates, renames, reorders and deletes a zone', async () => {
    const created = await owner.send('POST', ZONES, { name: ' Europe ', order: 2 });
    expect(created.status).toBe(201);
    const europe = (await created.json()) as ZoneJson;
    expect(created.headers.get('location')).toBe(`${shop.url}/wp-json${ZONES}/${europe.id}`);
    expect(europe).toEqual({
      id: expect.any(Number),
      name: 'Europe',
      order: 2,
      _links: { self: href(`${ZONES}/${europe.id}`), collection: href(ZONES), describedby: [...href(`${ZONES}/${europe.id}/locations`), ...href(`${ZONES}/${europe.id}/methods`)] },
    });
    expect(europe.id).toBeGreaterThan(0);
    const first = await owner.json<ZoneJson>(201, 'POST', ZONES, { name: 'Home', order: 1 });
    expect(await owner.json(200, 'GET', `${ZONES}/${europe.id}`)).toEqual(europe);
    // Zone 0 first, then by order.
    const ids = (await owner.json<ZoneJson[]>(200, 'GET', ZONES)).map((zone) => zone.id);
    expect(ids[0]).toBe(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(europe.id));
    expect(await owner.json(200, 'GET', `${ZONES}/${europe.id}?_fields=id,name`)).toEqual({ id: europe.id, name: 'Europe' });

    // Only the fields sent change, by PUT, PATCH and a POST.
    expect(await owner.json(200, 'PUT', `${ZONES}/${europe.id}`, { name: 'EU' })).toMatchObject({ id: europe.id, name: 'EU', order: 2 });
    expect(await owner.json(200, 'PATCH', `${ZONES}/${europe.id}`, { order: 0 })).toMatchObject({ name: 'EU', order: 0 });
    expect(await owner.json(200, 'POST', `${ZONES}/${europe.id}`, { name: 'European Union' })).toMatchObject({ name: 'European Union', order: 0 });
    expect(await owner.json(200, 'PUT', `${ZONES}/${europe.id}`, {})).toMatchObject({ name: 'European Union', order: 0 });

    // Refusals name their field.
    expect((await owner.json<ErrorJson>(400, 'POST', ZONES, {})).data.params).toEqual({ name: 'is required' });
    expect((await owner.json<ErrorJson>(400, 'POST', ZONES, { name: '  ', order: -1 })).data.params).toEqual({ order: 'must be a whole number of 0 or more' });
    expect((await owner.json<ErrorJson>(400, 'PUT', `${ZONES}/${europe.id}`, { name: '' })).data.params).toEqual({ name: 'is required' });
    expect((await owner.json<ErrorJson>(400, 'PUT', `${ZONES}/${europe.id}`, { name: 7, order: 1.5, locations: [] })).data.params).toEqual({
      name: 'must be a string',
      order: 'must be a whole number of 0 or more',
      locations: 'is not accepted',
    });
    expect((await owner.json<ErrorJson>(400, 'POST', ZONES, ['Europe'])).data.params).toEqual({ body: 'must be a JSON object' });

    // Deleting needs force, and takes the zone's locations and methods with it.
    await owner.json(200, 'PUT', `${ZONES}/${europe.id}/locations`, [{ code: 'DE' }]);
    await owner.json(200, 'POST', `${ZONES}/${europe.id}/methods`, { method_id: 'flat_rate' });
    expect(await owner.json<ErrorJson>(501, 'DELETE', `${ZONES}/${europe.id}`)).toMatchObject({ code: 'rest_trash_not_supported', data: { status: 501 } });
    const gone = await owner.json<ZoneJson>(200, 'DELETE', `${ZONES}/${europe.id}?force=true`);
    expect(gone).toMatchObject({ id: europe.id, name: 'European Union' });
    expect(await owner.json(404, 'GET', `${ZONES}/${europe.id}`)).toEqual({ code: 'woocommerce_rest_shipping_zone_invalid', message: 'Resource does not exist.', data: { status: 404 } });
    const { db } = shop.database;
    expect(await db.selectFrom('shipping_zone_locations').select('code').where('zone_id', '=', europe.id).execute()).toEqual([]);
    expect(await db.selectFrom('shipping_zone_methods').select('id').where('zone_id', '=', europe.id).execute()).toEqual([]);
  });

  it('replaces and reads a zone’s locations: continents, countries, states and postcodes', async () => {
    const zone = await owner.json<ZoneJson>(201, 'POST', ZONES, { name: 'Mixed places' });
    const path = `${ZONES}/${zone.id}/locations`;
    const saved = await owner.json<LocationJson[]>(200, 'PUT', path, [
      { code: 'de', type: 'country' },
      { code: 'sa', type: 'continent' },
      { code: 'US:CA', type: 'state' },
      { code: 'CB2*', type: 'postcode' },
      { code: '90210...90299', type: 'postcode' },
      { code: 'FR' },
      { code: 'DE', type: 'country' },
      { code: 'EU', type: 'continent' },
    ]);
    const links = { collection: href(path), describes: href(`${ZONES}/${zone.id}`) };
    expect(saved).toEqual([
      { code: 'EU', type: 'continent', _links: links },
      { code: 'SA', type: 'continent', _links: links },
      { code: 'DE', type: 'country', _links: links },
      { code: 'FR', type: 'country', _links: links },
      { code: 'US:CA', type: 'state', _links: links },
      { code: '90210...90299', type: 'postcode', _links: links },
      { code: 'CB2*', type: 'postcode', _links: links },
    ]);
    expect(await owner.json(200, 'GET', path)).toEqual(saved);

    // An unknown continent is refused, naming the seven; so is a code that is no location; nothing changes.
    const continent = await owner.json<ErrorJson>(400, 'PUT', path, [{ code: 'DE', type: 'country' }, { code: 'Europe', type: 'continent' }]);
    expect(continent.code).toBe('rest_invalid_param');
    expect(continent.data.params).toEqual({ '1.code': 'must be a continent’s code: AF, AN, AS, EU, NA, OC or SA' });
    expect((await owner.json<ErrorJson>(400, 'PUT', path, [{ code: 'Germany', type: 'country' }, { code: 'CA', type: 'state' }, { code: 'x', type: 'city' }])).data.params).toEqual({
      '0.code': 'must be a country’s two-letter code, such as DE',
      '1.code': 'must be a country’s code and a state’s, such as US:CA',
      '2.type': 'must be continent, country, state or postcode',
    });
    expect((await owner.json<ErrorJson>(400, 'PUT', path, { code: 'DE' })).data.params).toEqual({ body: 'must be a list of locations, [{"code": "DE", "type": "country"}]' });
    expect((await owner.json<ErrorJson>(400, 'PUT', path, [{ code: 'DE', zone: 3 }])).data.params).toEqual({ '0.zone': 'is not accepted' });
    expect(await owner.json(200, 'GET', path)).toEqual(saved);

    // What a GET answered can be sent back as it is; an empty list clears them.
    expect(await owner.json(200, 'PUT', path, saved.slice(0, 3))).toEqual(saved.slice(0, 3));
    expect(await owner.json(200, 'PATCH', path, [])).toEqual([]);
    expect(await owner.json(200, 'GET', path)).toEqual([]);
  });

  it('ships an address by a continent’s zone: a French one is in Europe, a US one is not, postcodes narrowing it', async () => {
    const zone = await owner.json<ZoneJson>(201, 'POST', ZONES, { name: 'Europe by continent' });
    const path = `${ZONES}/${zone.id}/locations`;
    const stored = async () => (await readShippingZones(shop.database.db)).find((candidate) => candidate.id === zone.id)?.locations ?? [];
    const at = (country: string, postcode = '') => ({ country, state: '', postcode, city: '' });

    expect(await owner.json<LocationJson[]>(200, 'PUT', path, [{ code: 'EU', type: 'continent' }])).toEqual([
      { code: 'EU', type: 'continent', _links: { collection: href(path), describes: href(`${ZONES}/${zone.id}`) } },
    ]);
    expect(await stored()).toEqual([{ type: 'continent', code: 'EU' }]);
    expect(zoneCovers(await stored(), at('FR', '75001'))).toBe(true);
    expect(zoneCovers(await stored(), at('GB', 'SW1A 1AA'))).toBe(true);
    expect(zoneCovers(await stored(), at('US', '10001'))).toBe(false);

    await owner.json(200, 'PUT', path, [{ code: 'EU', type: 'continent' }, { code: '75*', type: 'postcode' }]);
    expect(zoneCovers(await stored(), at('FR', '75001'))).toBe(true);
    expect(zoneCovers(await stored(), at('FR', '69001'))).toBe(false);
    expect(zoneCovers(await stored(), at('US', '75001'))).toBe(false);
    expect(await owner.json(200, 'DELETE', `${ZONES}/${zone.id}?force=true`)).toMatchObject({ id: zone.id });
  });

  it('adds a flat rate, changes its settings field by field, disables and deletes it', async () => {
    const zone = await owner.json<ZoneJson>(201, 'POST', ZONES, { name: 'Flat zone' });
    const methods = `${ZONES}/${zone.id}/methods`;
    const flat = await owner.json<MethodJson>(200, 'POST', methods, { method_id: 'flat_rate' });
    expect(Object.keys(flat)).toEqual(WC_METHOD_FIELDS);
    expect(flat).toMatchObject({ title: 'Flat rate', order: 1, enabled: true, method_id: 'flat_rate', method_title: 'Flat rate' });
    expect(values(flat)).toMatchObject({ title: 'Flat rate', tax_status: 'taxable', cost: '', no_class_cost: '', type: 'class' });
    const path = `${methods}/${flat.instance_id}`;
    expect(await owner.json(200, 'GET', path)).toEqual(flat);

    // A formula that does not read is refused by its field, and nothing changes.
    const bad = await owner.json<ErrorJson>(400, 'PUT', path, { settings: { cost: '(5 + 2 * [qty]', type: 'weekly' } });
    expect(bad.code).toBe('rest_invalid_param');
    expect(bad.data.params).toEqual({ 'settings.cost': expect.stringContaining('has a bracket that is not closed'), 'settings.type': 'must be class or order' });
    expect((await owner.json<ErrorJson>(400, 'PUT', path, { settings: { bogus: '1', class_cost_99999999: '2' } })).data.params).toEqual({
      'settings.bogus': 'is not a setting of flat_rate',
      'settings.class_cost_99999999': 'names no shipping class',
    });
    expect((await owner.json<ErrorJson>(400, 'PUT', path, { settings: { cost: ['5'] }, enabled: 'no' })).data.params).toEqual({ 'settings.cost': 'must be text', enabled: 'must be true or false' });
    expect((await owner.json<ErrorJson>(400, 'PUT', path, { method_id: 'free_shipping' })).data.params).toEqual({ method_id: 'cannot be changed: add a method of the other kind instead' });
    expect(await owner.json(200, 'GET', path)).toEqual(flat);

    // A class's cost is a setting of every flat rate once the class exists.
    const heavy = await owner.json<ClassJson>(201, 'POST', CLASSES, { name: 'Heavy' });
    const withClass = await owner.json<MethodJson>(200, 'GET', path);
    expect(withClass.settings[`class_cost_${heavy.id}`]).toMatchObject({ label: '"Heavy" shipping class cost', type: 'text', value: '', placeholder: 'N/A' });
    const priced = await owner.json<MethodJson>(200, 'PUT', path, { settings: { title: 'Standard', cost: 10, [`class_cost_${heavy.id}`]: '2 * [qty]', type: 'order' } });
    expect(priced).toMatchObject({ title: 'Standard', enabled: true });
    expect(values(priced)).toMatchObject({ title: 'Standard', cost: '10', [`class_cost_${heavy.id}`]: '2 * [qty]', type: 'order', tax_status: 'taxable' });
    // Only the settings sent change.
    expect(values(await owner.json<MethodJson>(200, 'PATCH', path, { settings: { tax_status: 'none' } }))).toMatchObject({ title: 'Standard', cost: '10', tax_status: 'none', type: 'order' });

    // Disabled, reordered, with the method's own id sent back unchanged.
    const disabled = await owner.json<MethodJson>(200, 'PATCH', path, { enabled: false, order: 5, method_id: 'flat_rate' });
    expect(disabled).toMatchObject({ enabled: false, order: 5, title: 'Standard' });
    expect(await owner.json(200, 'POST', path, { enabled: true })).toMatchObject({ enabled: true });

    // Another method, its settings given at once; settings that do not read add nothing.
    const free = await owner.json<MethodJson>(200, 'POST', methods, { method_id: 'free_shipping', enabled: false, settings: { requires: 'min_amount', min_amount: '50', ignore_discounts: true } });
    expect(free).toMatchObject({ method_id: 'free_shipping', enabled: false, order: 6 });
    expect(values(free)).toEqual({ title: 'Free shipping', requires: 'min_amount', min_amount: '50.00', ignore_discounts: 'yes' });
    expect((await owner.json<ErrorJson>(400, 'POST', methods, { method_id: 'local_pickup', settings: { cost: 'cheap' } })).data.params).toEqual({ 'settings.cost': 'must be an amount' });
    expect((await owner.json<ErrorJson>(400, 'POST', methods, { method_id: 'free_shipping', settings: { ignore_discounts: 'maybe' } })).data.params).toEqual({ 'settings.ignore_discounts': 'must be yes or no' });
    expect((await owner.json<ErrorJson>(400, 'POST', methods, { method_id: 'table_rate' })).data.params).toEqual({ method_id: 'must be flat_rate, free_shipping or local_pickup' });
    expect((await owner.json<ErrorJson>(400, 'POST', methods, { enabled: true })).data.params).toEqual({ method_id: 'is required' });
    const listed = await owner.send('GET', methods);
    expect(listed.headers.get('x-wp-total')).toBe('2');
    expect(((await listed.json()) as MethodJson[]).map((method) => [method.method_id, method.order])).toEqual([
      ['flat_rate', 5],
      ['free_shipping', 6],
    ]);

    // A method is found under its own zone only; deleting needs force.
    expect(await owner.json(404, 'GET', `${ZONES}/0/methods/${flat.instance_id}`)).toEqual({ code: 'woocommerce_rest_shipping_zone_method_invalid', message: 'Resource does not exist.', data: { status: 404 } });
    expect(await owner.json<ErrorJson>(501, 'DELETE', path)).toMatchObject({ code: 'rest_trash_not_supported' });
    expect(await owner.json(200, 'DELETE', `${path}?force=true`)).toMatchObject({ instance_id: flat.instance_id, title: 'Standard' });
    expect(await owner.json(404, 'GET', path)).toMatchObject({ code: 'woocommerce_rest_shipping_zone_method_invalid' });
    expect((await owner.json<MethodJson[]>(200, 'GET', methods)).map((method) => method.instance_id)).toEqual([free.instance_id]);
  });

  it('lists the three kinds of method', async () => {
    const kinds = await owner.json<{ id: string; title: string; description: string; _links: Links }[]>(200, 'GET', METHODS);
    expect(kinds.map(({ id, title }) => [id, title])).toEqual([
      ['flat_rate', 'Flat rate'],
      ['free_shipping', 'Free shipping'],
      ['local_pickup', 'Local pickup'],
    ]);
    expect(kinds[2]).toEqual({ id: 'local_pickup', title: 'Local pickup', description: expect.any(String), _links: { self: href(`${METHODS}/local_pickup`), collection: href(METHODS) } });
    expect(await owner.json(200, 'GET', `${METHODS}/free_shipping`)).toEqual(kinds[1]);
    expect(await owner.json(404, 'GET', `${METHODS}/table_rate`)).toEqual({ code: 'woocommerce_rest_shipping_method_invalid', message: 'Resource does not exist.', data: { status: 404 } });
  });

  it('creates, lists, counts, updates and deletes shipping classes', async () => {
    const created = await owner.send('POST', CLASSES, { name: 'Bulky Items', description: 'Big boxes' });
    expect(created.status).toBe(201);
    const bulky = (await created.json()) as ClassJson;
    expect(created.headers.get('location')).toBe(`${shop.url}/wp-json${CLASSES}/${bulky.id}`);
    expect(bulky).toEqual({
      id: expect.any(Number),
      name: 'Bulky Items',
      slug: 'bulky-items',
      description: 'Big boxes',
      count: 0,
      _links: { self: href(`${CLASSES}/${bulky.id}`), collection: href(CLASSES) },
    });
    const fragile = await owner.json<ClassJson>(201, 'POST', CLASSES, { name: 'Fragile', slug: 'Glass Things' });
    expect(fragile.slug).toBe('glass-things');

    // A product (or a variation) naming the class counts.
    const { db } = shop.database;
    const sofa = await insertProduct(db, { name: 'Shipping class sofa', shipping_class_id: bulky.id });
    await insertProduct(db, { name: 'Shipping class wardrobe', shipping_class_id: bulky.id });
    expect(await owner.json(200, 'GET', `${CLASSES}/${bulky.id}`)).toEqual({ ...bulky, count: 2 });

    const list = await owner.send('GET', `${CLASSES}?search=i&per_page=1&orderby=count&order=desc`);
    expect(list.headers.get('x-wp-total')).toBe('2');
    expect(list.headers.get('x-wp-totalpages')).toBe('2');
    expect(((await list.json()) as ClassJson[]).map((shippingClass) => shippingClass.slug)).toEqual(['bulky-items']);
    const slugs = async (query: string) => (await owner.json<ClassJson[]>(200, 'GET', `${CLASSES}?${query}`)).map((shippingClass) => shippingClass.slug);
    expect(await slugs(`include=${bulky.id},${fragile.id}`)).toEqual(['bulky-items', 'glass-things']);
    expect(await slugs(`include=${bulky.id},${fragile.id}&orderby=name&order=desc`)).toEqual(['glass-things', 'bulky-items']);
    expect(await slugs(`include=${bulky.id},${fragile.id}&hide_empty=true`)).toEqual(['bulky-items']);
    expect(await slugs('slug=glass-things')).toEqual(['glass-things']);
    expect((await owner.json<ErrorJson>(400, 'GET', `${CLASSES}?orderby=weight`)).data.params).toEqual({ orderby: 'must be one of id, include, name, slug, description, count' });

    // Only the fields sent change; a slug another class has, or a field not kept, is refused.
    expect(await owner.json(200, 'PUT', `${CLASSES}/${bulky.id}`, { name: 'Bulky' })).toMatchObject({ name: 'Bulky', slug: 'bulky-items', description: 'Big boxes', count: 2 });
    expect(await owner.json(200, 'PATCH', `${CLASSES}/${bulky.id}`, { slug: 'bulky', description: '' })).toMatchObject({ name: 'Bulky', slug: 'bulky', description: '' });
    expect((await owner.json<ErrorJson>(400, 'PUT', `${CLASSES}/${fragile.id}`, { slug: 'bulky' })).data.params).toEqual({ slug: 'A shipping class with the slug “bulky” already exists.' });
    expect((await owner.json<ErrorJson>(400, 'POST', CLASSES, { name: 'Bulky' })).data.params).toEqual({ slug: 'A shipping class with the slug “bulky” already exists.' });
    expect((await owner.json<ErrorJson>(400, 'POST', CLASSES, { description: 'no name', parent: 0 })).data.params).toEqual({ parent: 'is not accepted' });
    expect((await owner.json<ErrorJson>(400, 'POST', CLASSES, { description: 'no name' })).data.params).toEqual({ name: 'is required' });

    // Deleting needs force; the products then ship without a class.
    expect(await owner.json<ErrorJson>(501, 'DELETE', `${CLASSES}/${bulky.id}`)).toMatchObject({ code: 'woocommerce_rest_trash_not_supported', data: { status: 501 } });
    expect(await owner.json(200, 'DELETE', `${CLASSES}/${bulky.id}?force=true`)).toMatchObject({ id: bulky.id, name: 'Bulky', count: 2 });
    expect(await owner.json(404, 'GET', `${CLASSES}/${bulky.id}`)).toEqual({ code: 'woocommerce_rest_term_invalid', message: 'Resource does not exist.', data: { status: 404 } });
    expect((await db.selectFrom('products').select('shipping_class_id').where('id', '=', sofa).executeTakeFirstOrThrow()).shipping_class_id).toBeNull();
  });

  it('answers WooCommerce’s 404 for ids that name nothing', async () => {
    const zone = await owner.json<ZoneJson>(201, 'POST', ZONES, { name: 'For 404s' });
    for (const id of ['99999999', '99999999999999999999']) {
      for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
        expect(await owner.json(404, method, `${ZONES}/${id}?force=true`, body), `${method} zone ${id}`).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid' });
        expect(await owner.json(404, method, `${CLASSES}/${id}?force=true`, body), `${method} class ${id}`).toMatchObject({ code: 'woocommerce_rest_term_invalid' });
        expect(await owner.json(404, method, `${ZONES}/${zone.id}/methods/${id}?force=true`, body), `${method} method ${id}`).toMatchObject({ code: 'woocommerce_rest_shipping_zone_method_invalid' });
      }
      expect(await owner.json(404, 'GET', `${ZONES}/${id}/locations`)).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid' });
      expect(await owner.json(404, 'PUT', `${ZONES}/${id}/locations`, [])).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid' });
      expect(await owner.json(404, 'GET', `${ZONES}/${id}/methods`)).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid' });
      expect(await owner.json(404, 'POST', `${ZONES}/${id}/methods`, { method_id: 'flat_rate' })).toMatchObject({ code: 'woocommerce_rest_shipping_zone_invalid' });
    }
    expect(await owner.json(404, 'GET', `${ZONES}/europe`)).toMatchObject({ code: 'rest_no_route' });
    expect(await owner.json(404, 'GET', `${CLASSES}/bulky`)).toMatchObject({ code: 'rest_no_route' });
  });

  it('refuses a visitor, a customer, and a read-only key’s writes', async () => {
    for (const path of [ZONES, `${ZONES}/0`, `${ZONES}/0/locations`, `${ZONES}/0/methods`, METHODS, CLASSES]) {
      expect(await (await shop.request(`/wp-json${path}`)).json(), path).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    }
    const anonymous = await shop.request(`/wp-json${ZONES}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sneaky' }) });
    expect(anonymous.status).toBe(401);
    const customer = await customerSession(shop, 'shipping-api-customer@example.com');
    expect(await customer.json(403, 'GET', ZONES)).toMatchObject({ code: 'rest_forbidden' });
    expect(await customer.json(403, 'POST', CLASSES, { name: 'Sneaky' })).toMatchObject({ code: 'rest_forbidden' });
    expect(await customer.json(403, 'PATCH', `${ZONES}/0/methods/1`, { enabled: false })).toMatchObject({ code: 'rest_forbidden' });
    const noNonce = await owner.send('POST', ZONES, { name: 'No nonce' }, { nonce: false });
    expect(noNonce.status).toBe(403);

    const made = await createApiKeyForLogin(shop.database.db, { login: 'admin', permissions: 'read', description: 'shipping read' });
    if (!made.ok) throw new Error(made.error.message);
    const basic = { ...HTTPS, authorization: `Basic ${Buffer.from(`${made.value.consumerKey}:${made.value.consumerSecret}`).toString('base64')}` };
    expect((await shop.request(`/wp-json${ZONES}`, { headers: basic })).status).toBe(200);
    const refused = await shop.request(`/wp-json${ZONES}`, { method: 'POST', headers: { ...basic, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Key zone' }) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'woocommerce_rest_authentication_error' });
    expect((await owner.json<ZoneJson[]>(200, 'GET', ZONES)).map((zone) => zone.name)).not.toContain('Key zone');
  });
});
