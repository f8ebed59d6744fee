import { describe, expect, it } from 'vitest';
import { isOnSale, rowPricesNow, saleState, scheduleProblems, type SaleSchedule } from './sale-schedule.ts';
import { parseSaleDate, saleDateTimeText, saleDayText } from './sale-dates.ts';

const sale = (from: string | null, to: string | null, salePrice: number | null = 1500): SaleSchedule => ({ regularPrice: 2000, salePrice, from, to });
const at = (iso: string) => new Date(iso);

describe('saleState', () => {
  it('keeps a sale without dates in force, with nothing to change', () => {
    expect(saleState(sale(null, null), at('2026-01-01T00:00:00Z'))).toEqual({ inForce: true, price: 1500, nextChange: null });
  });

  it('charges the regular price without a sale price, whatever the dates', () => {
    expect(saleState(sale('2026-01-01T00:00:00.000Z', null, null), at('2026-06-01T00:00:00Z'))).toEqual({ inForce: false, price: 2000, nextChange: null });
  });

  it('starts a sale at its first instant and says when', () => {
    const s = sale('2026-03-01T09:30:00.000Z', '2026-03-10T23:59:59.000Z');
    expect(saleState(s, at('2026-03-01T09:29:59.999Z'))).toEqual({ inForce: false, price: 2000, nextChange: '2026-03-01T09:30:00.000Z' });
    expect(saleState(s, at('2026-03-01T09:30:00.000Z'))).toEqual({ inForce: true, price: 1500, nextChange: '2026-03-11T00:00:00.000Z' });
  });

  it('keeps a sale through the last second of its end, as WooCommerce does, and not after', () => {
    const s = sale(null, '2026-03-10T23:59:59.000Z');
    expect(saleState(s, at('2026-03-10T23:59:59.999Z')).inForce).toBe(true);
    expect(saleState(s, at('2026-03-11T00:00:00.000Z'))).toEqual({ inForce: false, price: 2000, nextChange: null });
  });

  it('ends a sale ended a minute ago', () => {
    const now = at('2026-05-05T12:00:00Z');
    expect(saleState(sale('2026-05-01T00:00:00.000Z', '2026-05-05T11:59:00.000Z'), now).price).toBe(2000);
  });
});

describe('isOnSale', () => {
  it('is true only while the sale is in force and lower than the regular price', () => {
    const now = at('2026-05-05T12:00:00Z');
    expect(isOnSale(sale(null, null), now)).toBe(true);
    expect(isOnSale(sale('2026-05-06T00:00:00.000Z', null), now)).toBe(false);
    expect(isOnSale(sale(null, '2026-05-04T00:00:00.000Z'), now)).toBe(false);
    expect(isOnSale({ regularPrice: 2000, salePrice: 2000, from: null, to: null }, now)).toBe(false);
  });
});

describe('rowPricesNow', () => {
  const now = at('2026-05-05T12:00:00Z');
  it('reads a scheduled row through the rule, whatever price was stored', () => {
    const row = { price: 1500, regular_price: 2000, sale_price: 1500, date_on_sale_from: '2026-05-01T00:00:00.000Z', date_on_sale_to: '2026-05-05T11:59:00.000Z' };
    expect(rowPricesNow(row, now)).toEqual({ price: 2000, onSale: false, saleEndsAt: null });
    expect(rowPricesNow({ ...row, price: 2000, date_on_sale_to: '2026-05-09T23:59:59.000Z' }, now)).toEqual({ price: 1500, onSale: true, saleEndsAt: '2026-05-09T23:59:59.000Z' });
  });

  it('keeps the stored price of a row without a schedule (a variable product’s range)', () => {
    expect(rowPricesNow({ price: 900, regular_price: 1000, sale_price: 900, date_on_sale_from: null, date_on_sale_to: null }, now)).toEqual({ price: 900, onSale: true, saleEndsAt: null });
  });
});

describe('scheduleProblems', () => {
  it('asks for a sale price with dates, and an end after the start', () => {
    expect(scheduleProblems({ salePrice: null, from: null, to: null })).toBeNull();
    expect(scheduleProblems({ salePrice: null, from: '2026-01-01T00:00:00.000Z', to: null })).toEqual({ date_on_sale_from: expect.stringContaining('needs a sale price') });
    expect(scheduleProblems({ salePrice: 100, from: '2026-01-02T00:00:00.000Z', to: '2026-01-01T23:59:59.000Z' })).toEqual({ date_on_sale_to: 'must be after the start of the sale' });
    expect(scheduleProblems({ salePrice: 100, from: '2026-01-01T00:00:00.000Z', to: '2026-01-01T23:59:59.000Z' })).toBeNull();
  });
});

describe('parseSaleDate', () => {
  it('reads a day as its whole day in the shop’s time zone (UTC)', () => {
    expect(parseSaleDate('2026-12-01', 'from')).toBe('2026-12-01T00:00:00.000Z');
    expect(parseSaleDate('2026-12-01', 'to')).toBe('2026-12-01T23:59:59.000Z');
  });

  it('reads WooCommerce’s date and time, the admin’s datetime-local and an explicit zone', () => {
    expect(parseSaleDate('2026-12-01T09:30:15', 'from')).toBe('2026-12-01T09:30:15.000Z');
    expect(parseSaleDate('2026-12-01T09:30', 'to')).toBe('2026-12-01T09:30:00.000Z');
    expect(parseSaleDate('2026-12-01T09:30:00+02:00', 'from')).toBe('2026-12-01T07:30:00.000Z');
    expect(parseSaleDate('2026-12-01T09:30:00.250Z', 'from')).toBe('2026-12-01T09:30:00.250Z');
  });

  it('gives null for blank and undefined for what is no date', () => {
    expect(parseSaleDate('  ', 'from')).toBeNull();
    for (const text of ['tomorrow', '2026-02-30', '2026-13-01', '2026-12-01T25:00', '12/01/2026']) expect(parseSaleDate(text, 'from')).toBeUndefined();
  });

  it('writes dates back as the forms and files read them', () => {
    expect(saleDateTimeText('2026-12-01T23:59:59.000Z')).toBe('2026-12-01T23:59:59');
    expect(saleDayText('2026-12-01T23:59:59.000Z')).toBe('2026-12-01');
    expect(saleDateTimeText(null)).toBe('');
  });
});
