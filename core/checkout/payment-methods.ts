import type { Order } from '../../db/schema.ts';

export type PaymentMethodId = Order['payment_method'];

export interface PaymentMethod {
  id: PaymentMethodId;
  title: string;
  description: string;
  /** The status a new order starts in: goods ship on delivery (cod); bank transfers wait for funds. */
  initialStatus: Order['status'];
}

export const PAYMENT_METHODS: Record<PaymentMethodId, PaymentMethod> = {
  cod: {
    id: 'cod',
    title: 'Cash on delivery',
    description: 'Pay with cash upon delivery.',
    initialStatus: 'processing',
  },
  bacs: {
    id: 'bacs',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    initialStatus: 'on-hold',
  },
};

export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS) as PaymentMethodId[];

/** The account shown to shoppers who pay by bank transfer. */
export const BANK_ACCOUNT = {
  accountName: 'Vitrine Demo Store Ltd',
  bankName: 'Example Bank',
  accountNumber: '12345678',
  sortCode: '10-20-30',
  iban: 'GB33BUKB20201555555555',
  bic: 'BUKBGB22',
};
