import type { CountryOption } from '../../../core/checkout/countries.ts';
import type { FieldDefinition } from '../../../core/checkout/fields.ts';
import { useTranslate } from '../i18n/translate-context.ts';

export type { CountryOption };

interface FormFieldProps {
  name: string;
  section: 'billing' | 'shipping';
  field: FieldDefinition;
  value: string;
  error: string | undefined;
  countries: CountryOption[];
}

/** One labelled checkout field; its error sits beside it and is tied to it for assistive technology. */
export function FormField({ name, section, field, value, error, countries }: FormFieldProps) {
  const errorId = `${name}-description`;
  const t = useTranslate();
  const common = {
    id: name,
    name,
    autoComplete: `${section} ${field.autocomplete}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    required: field.required,
  };
  return (
    <p className={`form-row ${field.half ? 'form-row-half' : 'form-row-wide'}${error ? ' woocommerce-invalid' : ''}`} id={`${name}_field`}>
      <label htmlFor={name}>
        {t(`checkout.field.${field.part}`)}
        {field.required ? (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="optional"> {t('checkout.optional')}</span>
        )}
      </label>
      {field.type === 'select' ? (
        <select {...common} defaultValue={value}>
          <option value="">{t('checkout.selectCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className="input-text"
          type={field.type}
          defaultValue={value}
          maxLength={field.maxLength}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
        />
      )}
      {error ? (
        <span className="checkout-inline-error-message" id={errorId}>
          {error}
        </span>
      ) : null}
    </p>
  );
}
