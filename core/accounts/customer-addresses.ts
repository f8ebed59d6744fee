import type { Db } from '../../db/connect.ts';
import type { AddressInput, CheckoutInput } from '../checkout/checkout-form.ts';
import { ADDRESS_FIELDS, fieldName, type AddressKind } from '../checkout/fields.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

/**
 * A customer's saved billing and shipping addresses, as WooCommerce keeps them: user meta named like the
 * checkout's fields (`billing_first_name`, `shipping_city`…). An address is saved once any of its fields is.
 */
export type SavedAddresses = Record<AddressKind, AddressInput | null>;

const KINDS: readonly AddressKind[] = ['billing', 'shipping'];
const META_KEYS = KINDS.flatMap((kind) => ADDRESS_FIELDS[kind].map((field) => fieldName(kind, field.part)));

function emptyAddress(): AddressInput {
  return { first_name: '', last_name: '', company: '', country: '', address_1: '', address_2: '', city: '', state: '', postcode: '', phone: '', email: '' };
}

export async function readSavedAddresses(db: Db, userId: number): Promise<SavedAddresses> {
  const rows = await db.selectFrom('user_meta').select(['meta_key', 'meta_value']).where('user_id', '=', userId).where('meta_key', 'in', META_KEYS).execute();
  const stored = new Map(rows.map((row) => [row.meta_key, row.meta_value]));
  const saved: SavedAddresses = { billing: null, shipping: null };
  for (const kind of KINDS) {
    const address = emptyAddress();
    for (const field of ADDRESS_FIELDS[kind]) address[field.part] = stored.get(fieldName(kind, field.part)) ?? '';
    if (ADDRESS_FIELDS[kind].some((field) => address[field.part] !== '')) saved[kind] = address;
  }
  return saved;
}

/** Stores one address whole (every field, empty ones too), in one statement; the customer's webhooks hear of it. */
export async function saveAddress(db: Db, userId: number, kind: AddressKind, address: AddressInput): Promise<void> {
  const values = ADDRESS_FIELDS[kind].map((field) => ({ user_id: userId, meta_key: fieldName(kind, field.part), meta_value: address[field.part] }));
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('user_meta')
      .values(values)
      .onConflict((oc) => oc.columns(['user_id', 'meta_key']).doUpdateSet((eb) => ({ meta_value: eb.ref('excluded.meta_value') })))
      .execute();
    await enqueueWebhookEvent(trx, 'customer', 'updated', userId);
  });
}

/**
 * What an order placed by a signed-in customer leaves on the account, as WooCommerce's checkout does:
 * both addresses, the shipping one being the billing one when the order ships there.
 */
export async function saveOrderAddresses(db: Db, userId: number, checkout: Pick<CheckoutInput, 'billing' | 'shipping'>): Promise<void> {
  await inTransaction(db, async (trx) => {
    await saveAddress(trx, userId, 'billing', checkout.billing);
    await saveAddress(trx, userId, 'shipping', checkout.shipping ?? checkout.billing);
  });
}
