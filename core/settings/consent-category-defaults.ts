import type { ConsentCategoryOption } from '../contract/consent/options.ts';

/**
 * The banner's categories as the shop describes them before any config file: label, cookie suffix and what
 * each sets (deleted when it is revoked). The config's defaults list them all; the admin's banner settings
 * add one the file left out from here.
 */
export const CONSENT_CATEGORY_DEFAULTS: ConsentCategoryOption[] = [
  { name: 'necessary', cookie_suffix: 'necessary', label: 'Necessary', checked: true, disabled: true, cookies: [], storage: [] },
  { name: 'functional', cookie_suffix: 'functional', label: 'Functional', checked: false, disabled: false, cookies: [], storage: [] },
  { name: 'preferences', cookie_suffix: 'preferences', label: 'Preferences', checked: false, disabled: false, cookies: [], storage: [] },
  {
    name: 'statistics',
    cookie_suffix: 'statistics',
    label: 'Statistics',
    checked: false,
    disabled: false,
    cookies: ['_ga', '_ga_*', '_gid', '_clck', '_clsk'],
    storage: ['vitrine_analytics*'],
  },
  { name: 'statistics-anonymous', cookie_suffix: 'statistics_anonymous', label: 'Anonymous statistics', checked: false, disabled: false, cookies: [], storage: [] },
  { name: 'marketing', cookie_suffix: 'marketing', label: 'Marketing', checked: false, disabled: false, cookies: ['sbjs_*', '_fbp', '_gcl_*'], storage: [] },
];
