import type { PaymentMethod } from '../../../core/checkout/payment-methods.ts';
import { useTranslate } from '../i18n/translate-context.ts';

interface PaymentMethodsProps {
  methods: PaymentMethod[];
  selected: string;
  error: string | undefined;
}

export function PaymentMethods({ methods, selected, error }: PaymentMethodsProps) {
  const checked = methods.some((method) => method.id === selected) ? selected : methods[0]?.id;
  const errorId = 'payment_method-description';
  const t = useTranslate();
  return (
    <fieldset id="payment" className="woocommerce-checkout-payment">
      <legend>{t('checkout.paymentMethod')}</legend>
      <ul className="wc_payment_methods payment_methods methods">
        {methods.map((method) => (
          <li key={method.id} className={`wc_payment_method payment_method_${method.id}`}>
            <input
              id={`payment_method_${method.id}`}
              type="radio"
              className="input-radio"
              name="payment_method"
              value={method.id}
              defaultChecked={method.id === checked}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`payment_box_${method.id}`, error ? errorId : ''].filter(Boolean).join(' ')}
            />
            <label htmlFor={`payment_method_${method.id}`}>{t(`payment.${method.id}.title`)}</label>
            <p className="payment_box" id={`payment_box_${method.id}`}>
              {t(`payment.${method.id}.description`)}
            </p>
          </li>
        ))}
      </ul>
      {error ? (
        <span className="checkout-inline-error-message" id={errorId}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
