/** A complete, valid Store API billing address, for the JSON checkout's unit and integration tests. */
export const STORE_BILLING_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address_1: '12 St James Square',
  address_2: '',
  city: 'London',
  state: '',
  postcode: 'SW1Y 4JH',
  country: 'GB',
  email: 'ada@example.co.uk',
  phone: '+44 20 7946 0958',
};
