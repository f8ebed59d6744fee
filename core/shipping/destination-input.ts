import type { Destination } from './shipping-zone.ts';

/** The longest of each part a session keeps (core/session/store.ts); longer input is cut, never stored whole. */
const LIMITS = { state: 100, city: 100, postcode: 20 } as const;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * A destination from what a form or JSON body sent (the cart's calculator, checkout's address as it is
 * typed, the Store API's `update-customer`): a two-letter country (upper case; empty when it is none)
 * and the other parts as text, cut to what the session keeps.
 */
export function readDestination(values: { country?: unknown; state?: unknown; city?: unknown; postcode?: unknown }): Destination {
  const country = typeof values.country === 'string' && /^[A-Za-z]{2}$/.test(values.country.trim()) ? values.country.trim().toUpperCase() : '';
  return { country, state: text(values.state, LIMITS.state), city: text(values.city, LIMITS.city), postcode: text(values.postcode, LIMITS.postcode) };
}
