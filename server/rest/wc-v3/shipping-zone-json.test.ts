import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../../../core/shipping/shipping-zone.ts';
import { byLocationOrder, checkSettingNames, locationJson, parseLocations, parseMethodBody, parseZoneBody, settingParams, zoneJson, zoneMethodJson } from './shipping-zone-json.ts';

const base = { siteOrigin: 'https://shop.example', uploadsUrl: '/uploads', currency: 'USD' };
const api = (route: string) => [{ href: `https://shop.example/wp-json/wc/v3/shipping/zones${route}` }];

const flatRate: ShippingMethod = {
  instanceId: 7,
  methodId: 'flat_rate',
  order: 2,
  enabled: false,
  settings: { title: 'Standard', taxable: false, cost: '4.50 + [qty]', classCosts: { '3': '2', none: '1' }, calculationType: 'order' },
};
const classes = [{ id: 3, name: 'Heavy' }];

describe('zoneJson', () => {
  it('writes the id, name and order, and links to the zone’s locations and methods', () => {
    expect(zoneJson({ id: 4, name: 'Europe', zone_order: 1 }, base)).toEqual({
      id: 4,
      name: 'Europe',
      order: 1,
      _links: { self: api('/4'), collection: api(''), describedby: [...api('/4/locations'), ...api('/4/methods')] },
    });
  });
});

describe('zoneMethodJson', () => {
  it('writes a method with its settings in WooCommerce’s shape, a cost for each shipping class', () => {
    const json = zoneMethodJson(5, flatRate, classes, base);
    expect(json).toMatchObject({ id: 7, instance_id: 7, title: 'Standard', order: 2, enabled: false, method_id: 'flat_rate', method_title: 'Flat rate' });
    expect(Object.keys(json.settings)).toEqual(['title', 'tax_status', 'cost', 'class_cost_3', 'no_class_cost', 'type']);
    expect(json.settings.class_cost_3).toEqual({
      id: 'class_cost_3',
      label: '"Heavy" shipping class cost',
      description: expect.any(String),
      type: 'text',
      value: '2',
      default: '',
      tip: json.settings.class_cost_3?.description,
      placeholder: 'N/A',
    });
    expect(Object.fromEntries(Object.values(json.settings).map((setting) => [setting.id, setting.value]))).toEqual({
      title: 'Standard',
      tax_status: 'none',
      cost: '4.50 + [qty]',
      class_cost_3: '2',
      no_class_cost: '1',
      type: 'order',
    });
    expect(json.settings.type?.options).toEqual({ class: expect.any(String), order: expect.any(String) });
    expect(json._links).toEqual({ self: api('/5/methods/7'), collection: api('/5/methods'), describes: api('/5') });
  });

  it('writes amounts with the currency’s decimals', () => {
    const free: ShippingMethod = { instanceId: 1, methodId: 'free_shipping', order: 1, enabled: true, settings: { title: 'Free', requires: 'min_amount', minAmount: 5000, ignoreDiscounts: true } };
    const json = zoneMethodJson(0, free, [], { ...base, currency: 'JPY' });
    expect(Object.fromEntries(Object.values(json.settings).map((setting) => [setting.id, setting.value]))).toEqual({ title: 'Free', requires: 'min_amount', min_amount: '5000', ignore_discounts: 'yes' });
  });
});

describe('parseZoneBody', () => {
  it('takes a name and an order, and refuses anything else by name', () => {
    expect(parseZoneBody({ name: 'Home', order: 3 })).toEqual({ ok: true, fields: { name: 'Home', order: 3 } });
    expect(parseZoneBody({})).toEqual({ ok: true, fields: {} });
    expect(parseZoneBody({ order: -2, id: 4 })).toEqual({ ok: false, params: { order: 'must be a whole number of 0 or more', id: 'is not accepted' } });
  });
});

describe('parseLocations', () => {
  it('reads continents, countries (the default type), states and postcodes', () => {
    expect(parseLocations([{ code: 'eu', type: 'continent' }, { code: 'de' }, { code: 'us:ny', type: 'state' }, { code: 'SW1A 1AA', type: 'postcode' }])).toEqual({
      ok: true,
      locations: [
        { type: 'continent', code: 'EU' },
        { type: 'country', code: 'DE' },
        { type: 'state', code: 'US:NY' },
        { type: 'postcode', code: 'SW1A 1AA' },
      ],
    });
  });

  it('refuses an unknown continent and a code that is no location, by entry', () => {
    const parsed = parseLocations([{ code: 'EUR', type: 'continent' }, { code: 'D', type: 'country' }, { code: 'ok', type: 'region' }]);
    expect(parsed).toEqual({
      ok: false,
      params: {
        '0.code': 'must be a continent’s code: AF, AN, AS, EU, NA, OC or SA',
        '1.code': 'must be a country’s two-letter code, such as DE',
        '2.type': 'must be continent, country, state or postcode',
      },
    });
    expect(parseLocations({ code: 'DE' })).toMatchObject({ ok: false, params: { body: expect.stringContaining('must be a list') } });
  });
});

describe('locationJson', () => {
  it('writes a continent back as WooCommerce does, and lists continents before countries, states and postcodes', () => {
    expect(locationJson({ type: 'continent', code: 'EU' }, 4, base)).toEqual({ code: 'EU', type: 'continent', _links: { collection: api('/4/locations'), describes: api('/4') } });
    const sorted = [
      { type: 'postcode', code: '80*' },
      { type: 'country', code: 'DE' },
      { type: 'continent', code: 'NA' },
      { type: 'state', code: 'US:CA' },
      { type: 'continent', code: 'EU' },
    ] as const;
    expect([...sorted].sort(byLocationOrder).map((location) => location.code)).toEqual(['EU', 'NA', 'DE', 'US:CA', '80*']);
  });
});

describe('parseMethodBody', () => {
  it('needs a known method id to add a method, and never changes it', () => {
    expect(parseMethodBody({ enabled: true }, null)).toEqual({ ok: false, params: { method_id: 'is required' } });
    expect(parseMethodBody({ method_id: 'table_rate' }, null)).toEqual({ ok: false, params: { method_id: 'must be flat_rate, free_shipping or local_pickup' } });
    expect(parseMethodBody({ method_id: 'local_pickup' }, 'flat_rate')).toMatchObject({ ok: false, params: { method_id: expect.stringContaining('cannot be changed') } });
    expect(parseMethodBody({ method_id: 'flat_rate', order: 2 }, 'flat_rate')).toEqual({ ok: true, body: { methodId: 'flat_rate', order: 2 } });
  });

  it('reads settings as text: numbers as written, true and false as yes and no', () => {
    expect(parseMethodBody({ method_id: 'free_shipping', settings: { min_amount: 25.5, ignore_discounts: true } }, null)).toEqual({
      ok: true,
      body: { methodId: 'free_shipping', settings: { min_amount: '25.5', ignore_discounts: 'yes' } },
    });
    expect(parseMethodBody({ settings: { cost: null }, enabled: 1 }, 'flat_rate')).toEqual({ ok: false, params: { 'settings.cost': 'must be text', enabled: 'must be true or false' } });
  });
});

describe('checkSettingNames', () => {
  it('refuses a field the method’s form does not have, and a checkbox that is not yes or no', () => {
    expect(checkSettingNames('flat_rate', { cost: '1', class_cost_3: '2', no_class_cost: '' }, classes)).toEqual({});
    expect(checkSettingNames('flat_rate', { class_cost_4: '2', min_amount: '1' }, classes)).toEqual({
      'settings.class_cost_4': 'names no shipping class',
      'settings.min_amount': 'is not a setting of flat_rate',
    });
    expect(checkSettingNames('free_shipping', { ignore_discounts: 'sometimes' }, [])).toEqual({ 'settings.ignore_discounts': 'must be yes or no' });
    expect(settingParams({ cost: 'must be an amount' })).toEqual({ 'settings.cost': 'must be an amount' });
  });
});
