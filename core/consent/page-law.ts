import { countryLaw, type CountryLaw } from './law.ts';
import type { ConsentPageConfig } from './page-config.ts';
import { autoDismissRules } from './status-rules.ts';

/**
 * The page configuration once the browser learnt the visitor's country (the server did not know it),
 * by the same rules as the server's plan: outside law countries the banner does not open by itself
 * (the revoke button and settings links still open it, and nothing is granted before an answer); a
 * revocable-law country forces the revoke button; an explicit-action country turns auto-dismiss off.
 * An unknown country changes nothing: the banner is then built as configured.
 */
export function applyCountryLaw(config: ConsentPageConfig, law: CountryLaw): ConsentPageConfig {
  if (!law.country) return config;
  return {
    ...config,
    law,
    autoOpen: config.autoOpen && law.hasLaw,
    revokable: config.revokable || law.revocable,
    autoDismiss: autoDismissRules(config.autoDismiss, law.explicitAction),
    geoServices: [],
  };
}

/** `applyCountryLaw` for a two-letter code (any case); a malformed code changes nothing. */
export function withCountryLaw(config: ConsentPageConfig, country: string): ConsentPageConfig {
  return applyCountryLaw(config, countryLaw(country));
}
