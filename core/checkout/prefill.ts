import type { Db } from '../../db/connect.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { ADDRESS_FIELDS, fieldName, type AddressKind } from './fields.ts';
import type { CheckoutValues } from './checkout-form.ts';

/**
 * Starting values for a signed-in customer: the addresses of their last order, else their name and
 * e-mail from the account. Guests start empty.
 */
export async function checkoutPrefill(db: Db, customerId: number | null): Promise<CheckoutValues> {
  if (customerId === null) return {};
  const last = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) {
    const addresses = await db.selectFrom('order_addresses').selectAll().where('order_id', '=', last.id).execute();
    const values: CheckoutValues = {};
    for (const address of addresses) Object.assign(values, addressValues(address.type, address));
    const billing = addresses.find((address) => address.type === 'billing');
    const shipping = addresses.find((address) => address.type === 'shipping');
    if (billing && shipping && !sameAddress(billing, shipping)) values.ship_to_different_address = '1';
    return values;
  }
  const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', customerId).executeTakeFirst();
  return user ? { billing_first_name: user.first_name, billing_last_name: user.last_name, billing_email: user.email } : {};
}

function addressValues(kind: AddressKind, address: OrderAddress): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of ADDRESS_FIELDS[kind]) values[fieldName(kind, field.part)] = address[field.part];
  return values;
}

function sameAddress(a: OrderAddress, b: OrderAddress): boolean {
  return ADDRESS_FIELDS.shipping.every((field) => a[field.part] === b[field.part]);
}
