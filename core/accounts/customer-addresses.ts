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
  return (await readSavedAddressesOf(db, [userId])).get(userId) ?? { billing: null, shipping: null };
}

/** Several customers' saved addresses in one query, by user id (every id given has an entry). */
export async function readSavedAddressesOf(db: Db, userIds: readonly number[]): Promise<Map<number, SavedAddresses>> {
  const rows = userIds.length === 0 ? [] : await db.selectFrom('user_meta').select(['user_id', 'meta_key', 'meta_value']).where('user_id', 'in', [...userIds]).where('meta_key', 'in', META_KEYS).execute();
  const stored = new Map<number, Map<string, string>>();
  for (const row of rows) stored.set(row.user_id, (stored.get(row.user_id) ?? new Map()).set(row.meta_key, row.meta_value));
  return new Map(userIds.map((userId) => [userId, savedFrom(stored.get(userId) ?? new Map())]));
}

function savedFrom(stored: ReadonlyMap<string, string>): SavedAddresses {
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
  await inTransaction(db, async (trx) => {
    await writeAddress(trx, userId, kind, address);
    await enqueueWebhookEvent(trx, 'customer', 'updated', userId);
  });
}

/** One address's fields written over the stored ones, in one statement; the caller queues the webhook its change makes. */
export async function writeAddress(db: Db, userId: number, kind: AddressKind, address: AddressInput): Promise<void> {
  const values = ADDRESS_FIELDS[kind].map((field) => ({ user_id: userId, meta_key: fieldName(kind, field.part), meta_value: address[field.part] }));
  await db
    .insertInto('user_meta')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'meta_key']).doUpdateSet((eb) => ({ meta_value: eb.ref('excluded.meta_value') })))
    .execute();
}

/** An address with `changes` laid over `saved` (or over an empty one): WooCommerce changes only the fields sent. */
export function addressWith(saved: AddressInput | null, changes: Partial<AddressInput>): AddressInput {
  return { ...emptyAddress(), ...saved, ...changes };
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
