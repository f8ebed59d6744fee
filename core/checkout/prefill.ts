import type { Db } from '../../db/connect.ts';
import { readSavedAddresses } from '../accounts/customer-addresses.ts';
import { ADDRESS_FIELDS, fieldName, type AddressKind } from './fields.ts';
import type { AddressInput, CheckoutValues } from './checkout-form.ts';

/**
 * Starting values for a signed-in customer, each address from the first place that has it: the addresses
 * saved on the account (My account, or the last order placed while signed in), else those of the last
 * order, else the account's name and e-mail. Guests start empty.
 */
export async function checkoutPrefill(db: Db, customerId: number | null): Promise<CheckoutValues> {
  if (customerId === null) return {};
  const [saved, lastOrder] = await Promise.all([readSavedAddresses(db, customerId), lastOrderAddresses(db, customerId)]);
  const billing = saved.billing ?? lastOrder.billing;
  const shipping = saved.shipping ?? lastOrder.shipping;
  if (!billing && !shipping) {
    const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', customerId).executeTakeFirst();
    return user ? { billing_first_name: user.first_name, billing_last_name: user.last_name, billing_email: user.email } : {};
  }
  const values: CheckoutValues = {};
  if (billing) Object.assign(values, addressValues('billing', billing));
  if (shipping) Object.assign(values, addressValues('shipping', shipping));
  if (billing && shipping && !sameAddress(billing, shipping)) values.ship_to_different_address = '1';
  return values;
}

async function lastOrderAddresses(db: Db, customerId: number): Promise<Record<AddressKind, AddressInput | null>> {
  const last = await db.selectFrom('orders').select('id').where('customer_id', '=', customerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!last) return { billing: null, shipping: null };
  const addresses = await db.selectFrom('order_addresses').selectAll().where('order_id', '=', last.id).execute();
  return { billing: addresses.find((address) => address.type === 'billing') ?? null, shipping: addresses.find((address) => address.type === 'shipping') ?? null };
}

function addressValues(kind: AddressKind, address: AddressInput): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of ADDRESS_FIELDS[kind]) values[fieldName(kind, field.part)] = address[field.part];
  return values;
}

function sameAddress(a: AddressInput, b: AddressInput): boolean {
  return ADDRESS_FIELDS.shipping.every((field) => a[field.part] === b[field.part]);
}
