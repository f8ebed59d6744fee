import { z } from 'zod';
import type { NewCustomer } from '../../../core/accounts/customer-accounts.ts';
import type { SavedAddresses } from '../../../core/accounts/customer-addresses.ts';
import { NAME_MAX_LENGTH, passwordSchema } from '../../../core/accounts/register.ts';
import { avatarUrls } from '../../../core/accounts/user-profile.ts';
import type { AddressInput } from '../../../core/checkout/checkout-form.ts';
import { ADDRESS_FIELDS, type AddressPart } from '../../../core/checkout/fields.ts';
import { isValidEmail } from '../../../core/checkout/validators.ts';
import { fieldErrorsFrom, hasControlCharacters } from '../../../core/shared/validation.ts';
import type { User } from '../../../db/schema.ts';
import { REST_ERRORS, restError, type RestError } from '../errors.ts';
import { itemLinks, wcDates, type WcLinkBase } from './wc-format.ts';

/** Where WooCommerce's customers live: `wc/v3/customers`, and the body of a customer's webhooks. */
export const CUSTOMERS_ROUTE = '/wc/v3/customers';

const NO_ADDRESS: AddressInput = { first_name: '', last_name: '', company: '', country: '', address_1: '', address_2: '', city: '', state: '', postcode: '', phone: '', email: '' };

function billingJson(address: AddressInput | null) {
  const a = address ?? NO_ADDRESS;
  return { first_name: a.first_name, last_name: a.last_name, company: a.company, address_1: a.address_1, address_2: a.address_2, city: a.city, postcode: a.postcode, country: a.country, state: a.state, email: a.email, phone: a.phone };
}

function shippingJson(address: AddressInput | null) {
  const a = address ?? NO_ADDRESS;
  return { first_name: a.first_name, last_name: a.last_name, company: a.company, address_1: a.address_1, address_2: a.address_2, city: a.city, postcode: a.postcode, country: a.country, state: a.state, phone: a.phone };
}

export interface CustomerDetails {
  user: User;
  addresses: SavedAddresses;
  /** Whether the customer has a paid order (processing or completed), WooCommerce's `is_paying_customer`. */
  paying: boolean;
}

/**
 * A customer as WooCommerce's `wc/v3/customers/<id>` answers one, never with a password. The shop does
 * not record when an account last changed, so `date_modified` is null.
 */
export function customerJson({ user, addresses, paying }: CustomerDetails, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return {
    id: user.id,
    ...wcDates('created', user.created_at),
    ...wcDates('modified', null),
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    username: user.username,
    billing: billingJson(addresses.billing),
    shipping: shippingJson(addresses.shipping),
    is_paying_customer: paying,
    avatar_url: avatarUrls(user.email)['96'],
    meta_data: [] as unknown[],
    _links: itemLinks(base, CUSTOMERS_ROUTE, user.id),
  };
}

/** WooCommerce's answers about customers, in its codes and words. */
export const CUSTOMER_ERRORS = {
  /** An id that names no account: 404 when read, 400 when written or deleted, as WooCommerce answers. */
  notFound: (status: 400 | 404) => restError(status, 'woocommerce_rest_invalid_id', 'Invalid resource ID.'),
  /** An owner's account: this API changes and deletes customers only (WooCommerce's rule for shop managers). */
  cannotEdit: () => restError(403, 'woocommerce_rest_cannot_edit', 'Sorry, you are not allowed to edit this resource.'),
  cannotDelete: () => restError(403, 'woocommerce_rest_cannot_delete', 'Sorry, you are not allowed to delete this resource.'),
  trashNotSupported: () => restError(501, 'woocommerce_rest_trash_not_supported', 'Customers do not support trashing.'),
  exists: () => restError(400, 'woocommerce_rest_customer_exists', 'Cannot create existing resource.', { id: 'is given by the shop: a new customer is sent without one' }),
  emailExists: () => restError(400, 'registration-error-email-exists', 'An account is already registered with your email address. Please log in.', { email: 'belongs to another account' }),
  emailOfAnother: () => restError(400, 'woocommerce_rest_customer_invalid_email', 'Email address is invalid.', { email: 'belongs to another account' }),
  usernameExists: () => restError(400, 'registration-error-username-exists', 'An account is already registered with that username. Please choose another.', { username: 'belongs to another account' }),
  invalidUsername: (reason: string) => restError(400, 'registration-error-invalid-username', 'Please enter a valid account username.', { username: reason }),
  usernameFixed: () => restError(400, 'woocommerce_rest_customer_invalid_argument', "Username isn't editable.", { username: 'cannot be changed' }),
  invalidReassign: () => restError(400, 'woocommerce_rest_customer_invalid_reassign', 'Invalid resource id for reassignment.', { reassign: 'must be the id of another account' }),
};

/** Text as an address or a name takes it: trimmed, at most `max` characters, no control characters. */
const text = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `must be at most ${max} characters`).refine((value) => !hasControlCharacters(value), 'must not hold control characters'));

const lengthOf = (part: AddressPart) => ADDRESS_FIELDS.billing.find((field) => field.part === part)?.maxLength ?? 200;

const country = z
  .string({ error: 'must be a string' })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2})?$/, 'must be a two-letter country code (ISO 3166-1), or "" for none'));

const addressParts = {
  first_name: text(lengthOf('first_name')),
  last_name: text(lengthOf('last_name')),
  company: text(lengthOf('company')),
  address_1: text(lengthOf('address_1')),
  address_2: text(lengthOf('address_2')),
  city: text(lengthOf('city')),
  state: text(lengthOf('state')),
  postcode: text(lengthOf('postcode')),
  country,
};

const billingSchema = z
  .strictObject(
    {
      ...addressParts,
      email: text(254).refine((value) => value === '' || isValidEmail(value), 'must be an e-mail address, or "" for none').transform((value) => value.toLowerCase()),
      phone: text(lengthOf('phone')),
    },
    { error: 'must be an object of address fields' },
  )
  .partial();

/** The shop keeps no phone for a shipping address: an empty one (a client sending back what it read) is taken. */
const shippingSchema = z
  .strictObject({ ...addressParts, phone: z.literal('', { error: 'must be "": the shop keeps no phone for a shipping address' }) }, { error: 'must be an object of address fields' })
  .partial();

const USERNAME = /^[a-z0-9._-]{1,60}$/;
const USERNAME_RULE = 'must be 1 to 60 letters, digits, dots, hyphens or underscores';

/** The fields a write may send; any other is refused by name, never dropped. `id` only to be refused as WooCommerce does. */
const customerBodySchema = z
  .strictObject(
    {
      id: z.unknown(),
      email: z
        .string({ error: 'must be a string' })
        .transform((value) => value.trim().toLowerCase())
        .pipe(z.string().min(1, 'is required').max(254, 'must be at most 254 characters').refine(isValidEmail, 'must be an e-mail address')),
      first_name: text(NAME_MAX_LENGTH),
      last_name: text(NAME_MAX_LENGTH),
      username: z.string({ error: 'must be a string' }).transform((value) => value.trim().toLowerCase()),
      // "" is no password, as WooCommerce reads an empty one: one is made up for a new account, an account's stays.
      password: z.string({ error: 'must be a string' }).superRefine((value, ctx) => {
        const checked = value === '' ? null : passwordSchema().safeParse(value);
        if (checked && !checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'is not a password the shop takes' });
      }),
    },
    { error: 'must be a JSON object' },
  )
  .extend({ billing: billingSchema, shipping: shippingSchema })
  .partial();

export type ParsedCustomerBody = { ok: true; customer: Partial<NewCustomer> } | { ok: false; error: RestError };

/**
 * A body's fields as an account's changes: on a create `email` is required (`username` and `password`
 * are made up when absent), and `id` is refused as WooCommerce refuses it.
 */
export function parseCustomerBody(json: unknown, creating: boolean): ParsedCustomerBody {
  const parsed = customerBodySchema.safeParse(json);
  if (!parsed.success) {
    const params = fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' });
    return { ok: false, error: REST_ERRORS.invalidParams(params) };
  }
  const { id, email, first_name, last_name, username, password, billing, shipping } = parsed.data;
  if (id !== undefined) return { ok: false, error: creating ? CUSTOMER_ERRORS.exists() : REST_ERRORS.invalidParams({ id: 'is not accepted' }) };
  if (creating && email === undefined) return { ok: false, error: REST_ERRORS.invalidParams({ email: 'is required' }) };
  // An empty username is none (a new account's is made from its e-mail address); an update's is only compared with the account's.
  const named = username === undefined || username === '' ? undefined : username;
  if (named !== undefined && creating && !USERNAME.test(named)) return { ok: false, error: CUSTOMER_ERRORS.invalidUsername(USERNAME_RULE) };
  const customer: Partial<NewCustomer> = {
    ...(email !== undefined ? { email } : {}),
    ...(first_name !== undefined ? { firstName: first_name } : {}),
    ...(last_name !== undefined ? { lastName: last_name } : {}),
    ...(named !== undefined ? { username: named } : {}),
    ...(password ? { password } : {}),
    ...(billing !== undefined ? { billing } : {}),
    ...(shipping !== undefined ? { shipping } : {}),
  };
  return { ok: true, customer };
}
