import { countryLaw, type CountryLaw } from '../../../core/contract/consent/law.ts';
import { lookupCountry } from './geo/lookup.ts';

/**
 * The cookie law of the visitor's country, from the geo-IP services (spec sections 7 and 8); null when
 * every service failed, and the banner is then built as configured. Loaded on its own, with the law
 * tables, only by pages whose server did not know the country.
 */
export async function lookUpLaw(services: readonly string[], lookup: typeof lookupCountry = lookupCountry, fetchFn?: typeof fetch): Promise<CountryLaw | null> {
  try {
    return countryLaw(await lookup(services, { fetch: fetchFn, onError: (message) => console.warn(message) }));
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return null;
  }
}
