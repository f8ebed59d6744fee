import { ADDRESS_FIELDS, fieldName, type AddressKind } from '../../../core/checkout/fields.ts';
import { FormField, type CountryOption } from './FormField.tsx';

interface AddressFieldsProps {
  kind: AddressKind;
  values: Record<string, string>;
  errors: Record<string, string>;
  countries: CountryOption[];
}

export function AddressFields({ kind, values, errors, countries }: AddressFieldsProps) {
  return (
    <div className={`woocommerce-${kind}-fields__field-wrapper`}>
      {ADDRESS_FIELDS[kind].map((field) => {
        const name = fieldName(kind, field.part);
        return (
          <FormField key={name} name={name} section={kind} field={field} value={values[name] ?? ''} error={errors[name]} countries={countries} />
        );
      })}
    </div>
  );
}
