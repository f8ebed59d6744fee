import { completeCheckout, type CheckoutOutcome, type CheckoutServices, type CheckoutSubmission } from './checkout-steps.ts';

/** The request's checkout (`AppServices.checkout`): the form and the JSON checkout each make one call. */
export interface CheckoutService {
  /**
   * Places an order from the visitor's cart, once the caller has checked its nonce. The session and
   * the cart cookies follow the outcome (emptied when placed, saved as it now is when the cart changed).
   */
  place(submission: CheckoutSubmission): Promise<CheckoutOutcome>;
}

export function checkoutService(app: CheckoutServices): CheckoutService {
  return { place: (submission) => completeCheckout(app, submission) };
}
