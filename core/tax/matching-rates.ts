import { normalisePostcode, postcodeMatches } from '../shipping/zone-match.ts';
import type { TaxLocation, TaxRate } from './tax-rate.ts';

/** Whether a rate's place holds the location: each part empty (any) or equal (postcodes by pattern, cities and states in any case). */
function rateCovers(rate: TaxRate, location: TaxLocation): boolean {
  if (rate.country !== '' && rate.country.toUpperCase() !== location.country.toUpperCase()) return false;
  if (rate.state !== '' && rate.state.toUpperCase() !== location.state.trim().toUpperCase()) return false;
  if (rate.postcodes.length > 0 && !rate.postcodes.some((pattern) => postcodeMatches(pattern, location.postcode))) return false;
  if (rate.cities.length > 0 && !rate.cities.some((city) => city.trim().toLowerCase() === location.city.trim().toLowerCase())) return false;
  return true;
}

/**
 * The rates that apply to a tax class at a location, as WooCommerce finds them (WC_Tax::get_matched_tax_rates):
 * of the rates of that class whose place holds the location, in the owner's order by priority, the first of
 * each priority; the others of a priority already taken do not apply.
 */
export function matchingRates(rates: readonly TaxRate[], location: TaxLocation, taxClass: string): readonly TaxRate[] {
  const index = rateIndex(rates);
  const key = `${taxClass}\n${location.country.toUpperCase()}\n${location.state.trim().toUpperCase()}\n${normalisePostcode(location.postcode)}\n${location.city.trim().toLowerCase()}`;
  const known = index.matched.get(key);
  if (known) return known;
  const taken = new Set<number>();
  const matched: TaxRate[] = [];
  const candidates = (index.byClass.get(taxClass) ?? []).filter((rate) => rateCovers(rate, location));
  for (const rate of candidates) {
    if (taken.has(rate.priority)) continue;
    taken.add(rate.priority);
    matched.push(rate);
  }
  // Carts come from a handful of places: remember the answer per place and class, within a bound.
  if (index.matched.size >= MATCHES_KEPT) index.matched.clear();
  index.matched.set(key, matched);
  return matched;
}

/** Places (with a class) whose matching rates each rates list remembers; a shop's shoppers come from far fewer. */
const MATCHES_KEPT = 2000;

/** The rates of each class in the order they are tried (priority, then the owner's order), and every rate by id. */
export interface RateIndex {
  byClass: ReadonlyMap<string, readonly TaxRate[]>;
  byId: ReadonlyMap<number, TaxRate>;
  /** matchingRates' answers by class and place (compared as rateCovers compares them). */
  matched: Map<string, readonly TaxRate[]>;
}

/** Each list of rates indexed once (the site data's, kept until an edit replaces it), not again for every line. */
const indexes = new WeakMap<readonly TaxRate[], RateIndex>();

/** The rates' index: sorted by class once, rather than for every line and the shipping of every cart. */
export function rateIndex(rates: readonly TaxRate[]): RateIndex {
  let index = indexes.get(rates);
  if (!index) {
    const byClass = new Map<string, TaxRate[]>();
    for (const rate of [...rates].sort((a, b) => a.priority - b.priority || a.order - b.order || a.id - b.id)) {
      const ofClass = byClass.get(rate.taxClass);
      if (ofClass) ofClass.push(rate);
      else byClass.set(rate.taxClass, [rate]);
    }
    index = { byClass, byId: new Map(rates.map((rate) => [rate.id, rate])), matched: new Map() };
    indexes.set(rates, index);
  }
  return index;
}
