import { applyLaw, type CountryLaw } from './law.ts';
import type { ConsentPageConfig } from './page-config.ts';

/**
 * The page configuration once the browser learnt the visitor's country (the server did not know it),
 * by the same rules as the server's plan (`applyLaw`); the lookup is then done. An unknown country
 * changes nothing: the banner is built as configured.
 */
export function applyCountryLaw(config: ConsentPageConfig, law: CountryLaw): ConsentPageConfig {
  return law.country ? { ...applyLaw(config, law), geoServices: [] } : config;
}
