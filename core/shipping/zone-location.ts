import { continentCode } from './continents.ts';
import type { ZoneLocation } from './shipping-zone.ts';

/**
 * A location as the owner writes it, checked: a continent (`EU`, one of WooCommerce's seven codes), a
 * country (`DE`), a state (`US:CA`), a postcode (`80331`, `CB2*`, `90210...90299`). Codes in any case.
 */
export function readLocation(raw: { type?: unknown; code?: unknown }): ZoneLocation | null {
  const code = typeof raw.code === 'string' ? raw.code.trim() : '';
  switch (raw.type) {
    case 'continent': {
      const continent = continentCode(code);
      return continent ? { type: 'continent', code: continent } : null;
    }
    case 'country':
      return /^[A-Za-z]{2}$/.test(code) ? { type: 'country', code: code.toUpperCase() } : null;
    case 'state':
      return /^[A-Za-z]{2}:[A-Za-z0-9-]{1,10}$/.test(code) ? { type: 'state', code: code.toUpperCase() } : null;
    case 'postcode':
      return code !== '' && code.length <= 50 && /^[A-Za-z0-9 *.-]+$/.test(code) ? { type: 'postcode', code: code.toUpperCase() } : null;
    default:
      return null;
  }
}
