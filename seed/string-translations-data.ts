import { STORE_DEFAULTS } from '../config/defaults.ts';
import { SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import type { Both } from './translations-data.ts';
import { BERLIN_PICKUP_TITLE } from './demo-shipping.ts';

/**
 * The demo store's own words in French and German (admin: Settings → Translations): its tagline, shown in
 * every page's footer and the page descriptions, and the store notice's text, shown once the owner
 * switches the notice on, and the title of its pickup in Berlin. The demo's menu has no link of the owner's own: its entries (Shop, About us,
 * Journal) are translated by the catalogues and the About us page's translation.
 */
export const DEMO_STRING_TRANSLATIONS: readonly { source: string; texts: Both<string> }[] = [
  { source: STORE_DEFAULTS.tagline, texts: { fr: 'De belles choses, bien faites.', de: 'Schöne Dinge, gut gemacht.' } },
  {
    source: SETTINGS_DEFAULTS.storeNotice.text,
    texts: { fr: 'Livraison offerte dès 75\u00a0$ d’achat — cette semaine seulement.', de: 'Versandkostenfrei ab 75 $ Bestellwert – nur diese Woche.' },
  },
  { source: BERLIN_PICKUP_TITLE, texts: { fr: 'Retrait à l’atelier de Berlin', de: 'Abholung in der Berliner Werkstatt' } },
];
