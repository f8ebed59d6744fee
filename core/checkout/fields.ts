/** The checkout's address fields (names per docs/contract.md), shared by the form and its validation. */

export type AddressKind = 'billing' | 'shipping';

export type AddressPart =
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'country'
  | 'address_1'
  | 'address_2'
  | 'city'
  | 'state'
  | 'postcode'
  | 'phone'
  | 'email';

export interface FieldDefinition {
  part: AddressPart;
  label: string;
  required: boolean;
  maxLength: number;
  /** HTML autocomplete token without the section prefix. */
  autocomplete: string;
  type: 'text' | 'email' | 'tel' | 'select';
  /** Lay out at half width beside its neighbour on wider screens. */
  half?: boolean;
}

export const FIELD_MAX_LENGTH = 200;

const COMMON: FieldDefinition[] = [
  { part: 'first_name', label: 'First name', required: true, maxLength: FIELD_MAX_LENGTH, autocomplete: 'given-name', type: 'text', half: true },
  { part: 'last_name', label: 'Last name', required: true, maxLength: FIELD_MAX_LENGTH, autocomplete: 'family-name', type: 'text', half: true },
  { part: 'company', label: 'Company name', required: false, maxLength: FIELD_MAX_LENGTH, autocomplete: 'organization', type: 'text' },
  { part: 'country', label: 'Country / Region', required: true, maxLength: 2, autocomplete: 'country', type: 'select' },
  { part: 'address_1', label: 'Street address', required: true, maxLength: FIELD_MAX_LENGTH, autocomplete: 'address-line1', type: 'text' },
  { part: 'address_2', label: 'Apartment, suite, unit, etc.', required: false, maxLength: FIELD_MAX_LENGTH, autocomplete: 'address-line2', type: 'text' },
  { part: 'city', label: 'Town / City', required: true, maxLength: FIELD_MAX_LENGTH, autocomplete: 'address-level2', type: 'text' },
  { part: 'state', label: 'State / County', required: false, maxLength: FIELD_MAX_LENGTH, autocomplete: 'address-level1', type: 'text', half: true },
  { part: 'postcode', label: 'Postcode / ZIP', required: true, maxLength: 20, autocomplete: 'postal-code', type: 'text', half: true },
];

export const ADDRESS_FIELDS: Record<AddressKind, FieldDefinition[]> = {
  billing: [
    ...COMMON,
    { part: 'phone', label: 'Phone', required: true, maxLength: 40, autocomplete: 'tel', type: 'tel' },
    { part: 'email', label: 'Email address', required: true, maxLength: FIELD_MAX_LENGTH, autocomplete: 'email', type: 'email' },
  ],
  shipping: COMMON,
};

export const ORDER_COMMENTS_MAX_LENGTH = 2000;

export function fieldName(kind: AddressKind, part: AddressPart): string {
  return `${kind}_${part}`;
}

/** Every form field the checkout reads. */
export const CHECKOUT_FIELD_NAMES: string[] = [
  ...ADDRESS_FIELDS.billing.map((field) => fieldName('billing', field.part)),
  ...ADDRESS_FIELDS.shipping.map((field) => fieldName('shipping', field.part)),
  'ship_to_different_address',
  'order_comments',
  'payment_method',
  'terms',
];
