/**
 * My account's own pages in English: addresses, account details, an order's updates and "Order again".
 * Spread into the server's page messages (../en-page.ts); `account.error.` and `notice.` keys stay on the server.
 */
export const accountEn = {
  'account.nav.addresses': 'Addresses',
  'account.nav.details': 'Account details',

  'account.addresses.title': 'Addresses',
  'account.addresses.intro': 'The following addresses will be used on the checkout page by default.',
  'account.addresses.billing': 'Billing address',
  'account.addresses.shipping': 'Shipping address',
  'account.addresses.addBilling': 'Add billing address',
  'account.addresses.addShipping': 'Add shipping address',
  'account.addresses.editBilling': 'Edit billing address',
  'account.addresses.editShipping': 'Edit shipping address',
  'account.addresses.none': 'You have not set up this type of address yet.',
  'account.addresses.save': 'Save address',
  'account.addresses.back': '← Back to addresses',

  'account.details.title': 'Account details',
  'account.details.firstName': 'First name',
  'account.details.lastName': 'Last name',
  'account.details.displayName': 'Display name',
  'account.details.displayNameHint': 'This will be how your name will be displayed in the account section and in reviews.',
  'account.details.email': 'Email address',
  'account.details.passwordChange': 'Password change',
  'account.details.current': 'Current password (leave blank to leave unchanged)',
  'account.details.currentHint': 'Needed to change your email address or your password.',
  'account.details.new': 'New password (leave blank to leave unchanged)',
  'account.details.again': 'Confirm new password',
  'account.details.save': 'Save changes',

  'account.order.updates': 'Order updates',
  'account.order.again': 'Order again',

  'account.error.accountGone': 'This account no longer exists.',
  'account.error.formExpired': 'This form has expired. Please reload the page and try again.',
  'account.error.nameTooLong': 'Keep it under {max} characters.',
  'account.error.firstNameMissing': 'First name is a required field.',
  'account.error.lastNameMissing': 'Last name is a required field.',
  'account.error.displayNameMissing': 'Display name is a required field.',
  'account.error.displayNameEmail': 'Display name cannot be changed to an email address for privacy reasons.',
  'account.error.emailTakenByOther': 'This email address is already registered.',
  'account.error.newPasswordMissing': 'Please enter your new password.',
  'account.error.currentPasswordMissing': 'Please enter your current password.',
  'account.error.currentPasswordForEmail': 'Please enter your current password to change your email address.',
  'account.error.currentPasswordWrong': 'Your current password is incorrect.',
  'account.error.currentPasswordThrottled': 'Too many incorrect passwords. Nothing was changed; please try again in {wait}.',
  'account.error.currentPasswordThrottledNetwork': 'Too many incorrect passwords from your network. Nothing was changed; please try again in {wait}.',

  'notice.account.addressSaved': 'Address changed successfully.',
  'notice.account.detailsSaved': 'Account details changed successfully.',
  'notice.account.passwordChanged': 'Your password was changed. Any other device signed in to your account has been signed out.',
  'notice.orderAgain.added': 'The cart has been filled with the items from your previous order.',
  'notice.orderAgain.missing': '{count, plural, one {This item could not be added to your cart: {names}.} other {These items could not be added to your cart: {names}.}}',
} as const;
