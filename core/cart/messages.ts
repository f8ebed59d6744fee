/** Shopper-facing cart messages, worded as WooCommerce words them so themes and habits carry over. */
export const cartMessages = {
  cannotPurchase: 'Sorry, this product cannot be purchased.',
  added: (name: string) => `“${name}” has been added to your cart.`,
  removed: (name: string) => `“${name}” removed.`,
  updated: 'Cart updated.',
  outOfStock: (name: string) => `You cannot add “${name}” to the cart because the product is out of stock.`,
  notEnoughStock: (name: string, stock: number) =>
    `You cannot add that amount of “${name}” to the cart because there is not enough stock (${stock} remaining).`,
  alreadyInCart: (stock: number, inCart: number) =>
    `You cannot add that amount to the cart — we have ${stock} in stock and you already have ${inCart} in your cart.`,
  lineLimit: (name: string, max: number) => `You cannot have more than ${max} of “${name}” in your cart.`,
  updateNotEnoughStock: (name: string, stock: number) =>
    `Sorry, we do not have enough “${name}” in stock to fulfill your order (${stock} available). We apologize for any inconvenience caused.`,
  droppedUnavailable: 'An item which is no longer available was removed from your cart.',
  droppedOutOfStock: (name: string) => `“${name}” has been removed from your cart because it is out of stock.`,
  capped: (name: string, max: number) => `The quantity of “${name}” in your cart was reduced to ${max}, the most we can supply.`,
  unknownItem: 'That item is no longer in your cart.',
  checkoutEmpty: 'Checkout is not available whilst your cart is empty.',
  expiredLink: 'The link you followed has expired. Please try again.',
};
