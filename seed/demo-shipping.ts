import type { Db } from '../db/connect.ts';
import { addZoneMethod, createZone, setZoneLocations, updateZoneMethod } from '../core/shipping/zone-store.ts';
import { DEMO_CURRENCY } from '../core/settings/money-digits.ts';

/** The demo's own title for its pickup, translated with the owner's other words (Settings → Translations). */
export const BERLIN_PICKUP_TITLE = 'Pick up at the Berlin workshop';

/**
 * The demo store's shipping zones, made through the owner's own path: Germany (free from 50.00, DHL, or
 * pickup at the Berlin workshop) and four more EU countries (9.90 plus 1.00 an item). Everywhere else
 * ships by the config's flat rate, which the first start turns into zone 0's methods.
 */
export async function insertDemoShipping(db: Db): Promise<void> {
  await zoneWith(db, 'Germany', 1, [{ type: 'country', code: 'DE' }], [
    { methodId: 'free_shipping', settings: { title: 'Free shipping', requires: 'min_amount', min_amount: '50' } },
    { methodId: 'flat_rate', settings: { title: 'DHL Paket', cost: '4.90' } },
    { methodId: 'local_pickup', settings: { title: BERLIN_PICKUP_TITLE } },
  ]);
  await zoneWith(
    db,
    'European Union',
    2,
    ['FR', 'NL', 'ES', 'IT'].map((code) => ({ type: 'country' as const, code })),
    [{ methodId: 'flat_rate', settings: { title: 'Standard (EU)', cost: '9.90 + 1 * [qty]' } }],
  );
}

type DemoMethod = { methodId: 'flat_rate' | 'free_shipping' | 'local_pickup'; settings: Record<string, string> };

async function zoneWith(db: Db, name: string, order: number, locations: { type: 'country'; code: string }[], methods: DemoMethod[]): Promise<void> {
  const zone = await createZone(db, { name, order });
  if (!zone.ok) throw new Error(`The demo zone ${name} was refused: ${zone.error.message}`);
  await setZoneLocations(db, zone.value, locations);
  for (const method of methods) {
    const added = await addZoneMethod(db, zone.value, method.methodId, DEMO_CURRENCY);
    if (!added.ok) throw new Error(`The demo method ${method.settings.title} was refused`);
    const updated = await updateZoneMethod(db, zone.value, added.value, { settings: method.settings }, DEMO_CURRENCY);
    if (!updated.ok) throw new Error(`The demo method ${method.settings.title} does not read`);
  }
}
