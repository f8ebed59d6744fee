import { Form } from 'react-router';
import type { FieldError } from '../../../core/checkout/checkout-form.ts';
import type { AddressKind } from '../../../core/checkout/fields.ts';
import { AddressFields } from '../checkout/AddressFields.tsx';
import { ErrorSummary } from '../checkout/ErrorSummary.tsx';
import type { CountryOption } from '../checkout/FormField.tsx';
import { NonceField } from '../admin/Field.tsx';
import { useTranslate } from '../i18n/translate-context.ts';
import { useLocalizedHref } from '../i18n/locale-context.ts';

interface AddressFormProps {
  kind: AddressKind;
  title: string;
  values: Record<string, string>;
  errors: FieldError[];
  countries: CountryOption[];
  nonce: string;
}

/** My account's "Edit address": the checkout's own fields for one address, its errors by each field. */
export function AddressForm({ kind, title, values, errors, countries, nonce }: AddressFormProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const byField: Record<string, string> = {};
  for (const error of errors) if (error.field && !byField[error.field]) byField[error.field] = error.message;
  return (
    <Form method="post" reloadDocument className="edit-address-form" noValidate aria-labelledby="edit-address-heading">
      <h2 id="edit-address-heading">{title}</h2>
      <ErrorSummary errors={errors} />
      <NonceField nonce={nonce} />
      <div className={`woocommerce-address-fields woocommerce-${kind}-fields`}>
        <AddressFields kind={kind} values={values} errors={byField} countries={countries} />
      </div>
      <p>
        <button type="submit" className="button" name="save_address" value="Save address">
          {t('account.addresses.save')}
        </button>
      </p>
      <p>
        <a href={href('/my-account/edit-address/')}>{t('account.addresses.back')}</a>
      </p>
    </Form>
  );
}
