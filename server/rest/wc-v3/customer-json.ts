import type { AddressInput } from '../../../core/checkout/checkout-form.ts';
import type { SavedAddresses } from '../../../core/accounts/customer-addresses.ts';
import { avatarUrls } from '../../../core/accounts/user-profile.ts';
import type { User } from '../../../db/schema.ts';
import { itemLinks, wcDates, type WcLinkBase } from './wc-format.ts';

/** Where WooCommerce's customers live; the shop answers a customer's JSON in webhook deliveries only. */
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
 * A customer as WooCommerce's `wc/v3/customers/<id>` answers one. The shop does not record when an
 * account last changed, so `date_modified` is null.
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
