import { useEffect, useRef } from 'react';
import type { FieldError } from '../../../core/checkout/checkout-form.ts';
import { useTranslate } from '../i18n/translate-context.ts';

interface ErrorSummaryProps {
  errors: FieldError[];
  /** The element id a field's link points to (defaults to the field name). */
  anchorFor?: (field: string) => string;
}

/** Every problem at the top of the form, each linking to its field; focused when it appears. */
export function ErrorSummary({ errors, anchorFor = (field) => field }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useTranslate();
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    // The alert role sits on a wrapper: a list keeps its list semantics that way.
    <div className="woocommerce-error checkout-error-summary" role="alert" tabIndex={-1} ref={ref}>
      <p className="checkout-error-summary__title">{t('checkout.errorSummary', { count: errors.length })}</p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            {error.field ? <a href={`#${anchorFor(error.field)}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
