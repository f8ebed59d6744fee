import { Link } from 'react-router';
import type { Route } from './+types/shipping-zones.ts';
import { services } from '../../context.ts';
import { readShippingZones } from '../../../core/shipping/shipping-store.ts';
import { REST_OF_WORLD_ZONE_ID } from '../../../core/shipping/shipping-zone.ts';
import { regionsText } from './shipping-form-values.ts';
import { CLASSES_PATH, REST_OF_WORLD_NAME, SHIPPING_PATH, zonePath } from './shipping-paths.ts';

export async function loader({ context }: Route.LoaderArgs) {
  // Read from the database, not the per-process copy, so the list always shows what is saved.
  const { db, config } = services(context);
  const zones = await readShippingZones(db);
  // Zone 0 is the last resort: listed last, as WooCommerce lists it.
  const ordered = [...zones.filter((zone) => zone.id !== REST_OF_WORLD_ZONE_ID), ...zones.filter((zone) => zone.id === REST_OF_WORLD_ZONE_ID)];
  return {
    zones: ordered.map((zone) => {
      const rest = zone.id === REST_OF_WORLD_ZONE_ID;
      return {
        id: zone.id,
        href: zonePath(zone.id),
        name: rest ? REST_OF_WORLD_NAME : zone.name,
        regions: regionsText(zone, config.store.locale),
        order: rest ? null : zone.order,
        methods: zone.methods.map((method) => ({ instanceId: method.instanceId, title: method.settings.title, enabled: method.enabled })),
      };
    }),
  };
}

export default function AdminShippingZones({ loaderData }: Route.ComponentProps) {
  const { zones } = loaderData;
  return (
    <>
      <title>Shipping zones · Shop admin</title>
      <div className="admin-heading">
        <h1>Shipping zones</h1>
        <Link className="button" to={`${SHIPPING_PATH}zones/new/`}>
          Add zone
        </Link>
      </div>
      <p>
        A zone is a group of regions with the shipping methods offered there. An address ships by the first zone, in this order, that covers it; an address no zone covers ships by the last one. <Link to={CLASSES_PATH}>Shipping classes</Link>{' '}
        group products that flat rates charge costs of their own.
      </p>
      <div className="table-scroll">
        <table className="shop_table admin-table admin-table--stack shipping-zones-table">
          <caption className="visually-hidden">Shipping zones, in the order they are checked</caption>
          <thead>
            <tr>
              <th scope="col">Zone name</th>
              <th scope="col">Region(s)</th>
              <th scope="col">Shipping method(s)</th>
              <th scope="col" className="numeric">
                Order
              </th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone.id}>
                <th scope="row">
                  <Link to={zone.href}>{zone.name}</Link>
                </th>
                <td data-label="Region(s)">{zone.regions}</td>
                <td data-label="Shipping method(s)">
                  {zone.methods.length === 0
                    ? 'No shipping methods'
                    : zone.methods.map((method, index) => (
                        <span key={method.instanceId}>
                          {index > 0 ? ', ' : ''}
                          {method.title}
                          {method.enabled ? null : <span className="muted"> (disabled)</span>}
                        </span>
                      ))}
                </td>
                <td data-label="Order" className="numeric">
                  {zone.order ?? '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
