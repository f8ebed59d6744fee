import { continentOf } from './continents.ts';
import { REST_OF_WORLD_ZONE_ID, type Destination, type ShippingZone, type ZoneLocation } from './shipping-zone.ts';

/** A postcode as zones compare it: upper case, without spaces (WooCommerce's normalised form). */
export function normalisePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, '').trim();
}

/**
 * Whether a postcode location matches: exact (`80331`), with `*` for any characters (`CB2*`), or a range
 * (`90210...90299`; numeric when both ends are numbers, else compared as text of the same length).
 */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const wanted = normalisePostcode(pattern);
  const given = normalisePostcode(postcode);
  if (given === '') return false;
  const range = /^(.+?)\.\.\.(.+)$/.exec(wanted);
  if (range) {
    const [, low = '', high = ''] = range;
    if (/^\d+$/.test(low) && /^\d+$/.test(high)) return /^\d+$/.test(given) && Number(given) >= Number(low) && Number(given) <= Number(high);
    return given.length === low.length && given >= low && given <= high;
  }
  if (wanted.includes('*')) {
    const parts = wanted.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.*')}$`).test(given);
  }
  return wanted === given;
}

/** A state location (`US:CA`) matches the destination's country and its state's code or name, in any case. */
function stateMatches(code: string, destination: Destination): boolean {
  const [country = '', state = ''] = code.split(':');
  return country.toUpperCase() === destination.country.toUpperCase() && state.toUpperCase() === destination.state.trim().toUpperCase() && state !== '';
}

/**
 * Whether a zone covers the destination, as WooCommerce decides: one of its regions (continents,
 * countries, states) holds it and, where the zone lists postcodes, one of them matches. A zone with no
 * region covers nothing.
 */
export function zoneCovers(locations: readonly ZoneLocation[], destination: Destination): boolean {
  const regions = locations.filter((location) => location.type !== 'postcode');
  const postcodes = locations.filter((location) => location.type === 'postcode');
  const continent = continentOf(destination.country);
  const inRegion = regions.some((location) => {
    if (location.type === 'continent') return continent !== null && location.code.toUpperCase() === continent;
    if (location.type === 'country') return location.code.toUpperCase() === destination.country.toUpperCase();
    return stateMatches(location.code, destination);
  });
  if (!inRegion) return false;
  return postcodes.length === 0 || postcodes.some((location) => postcodeMatches(location.code, destination.postcode));
}

interface ZoneIndex {
  ordered: readonly ShippingZone[];
  restOfWorld: ShippingZone | null;
  /** zoneFor's answers by destination (compared as zoneCovers compares them). */
  found: Map<string, ShippingZone | null>;
}

/** Each list of zones ordered once (the site data's, kept until an edit replaces it), with the answers found in it. */
const indexes = new WeakMap<readonly ShippingZone[], ZoneIndex>();

/** Destinations whose zone each list of zones remembers; a shop's shoppers come from far fewer. */
const DESTINATIONS_KEPT = 2000;

function zoneIndex(zones: readonly ShippingZone[]): ZoneIndex {
  let index = indexes.get(zones);
  if (!index) {
    const ordered = zones.filter((zone) => zone.id !== REST_OF_WORLD_ZONE_ID).sort((a, b) => a.order - b.order || a.id - b.id);
    index = { ordered, restOfWorld: zones.find((zone) => zone.id === REST_OF_WORLD_ZONE_ID) ?? null, found: new Map() };
    indexes.set(zones, index);
  }
  return index;
}

/** The first zone (by the owner's order, then id) that covers the destination, else zone 0; null when the shop has no zone 0. */
export function zoneFor(zones: readonly ShippingZone[], destination: Destination): ShippingZone | null {
  const index = zoneIndex(zones);
  const key = `${destination.country.toUpperCase()}\n${destination.state.trim().toUpperCase()}\n${normalisePostcode(destination.postcode)}`;
  const known = index.found.get(key);
  if (known !== undefined) return known;
  const zone = index.ordered.find((candidate) => zoneCovers(candidate.locations, destination)) ?? index.restOfWorld;
  if (index.found.size >= DESTINATIONS_KEPT) index.found.clear();
  index.found.set(key, zone);
  return zone;
}
