import { Form } from 'react-router';
import { FormErrorSummary, NonceField, TextAreaField, TextField } from './Field.tsx';

/** A zone's form as typed: its name, order and regions (continents and countries ticked, states and postcodes as text). */
export interface ZoneFormValues {
  zone_name: string;
  zone_order: string;
  /** WooCommerce's continent codes: `EU`, `NA`. */
  zone_continents: string[];
  zone_countries: string[];
  /** `US:CA, US:OR`. */
  zone_states: string;
  /** One per line. */
  zone_postcodes: string;
}

type RegionOption = { code: string; name: string };

interface ShippingZoneFormProps {
  nonce: string;
  values: ZoneFormValues;
  errors?: Record<string, string> | undefined;
  isNew: boolean;
  /** The seven continents to tick, by name. */
  continents: readonly RegionOption[];
  /** The countries to tick: the shop's, and any other the zone already has, by name. */
  countries: readonly RegionOption[];
}

interface RegionChoicesProps {
  /** `continents`, `countries`: the field is `zone_<kind>`, each box `zone-<one>-<code>`. */
  kind: 'continents' | 'countries';
  one: 'continent' | 'country';
  legend: string;
  hint: string;
  options: readonly RegionOption[];
  chosen: readonly string[];
  error: string | undefined;
}

/** A zone's continents or countries as boxes to tick, in their own fieldset, its error announced by the fieldset. */
function RegionChoices({ kind, one, legend, hint, options, chosen, error }: RegionChoicesProps) {
  const picked = new Set(chosen);
  const describedBy = [`zone-${kind}-hint`, error ? `zone-${kind}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={`admin-fieldset admin-fieldset--plain zone-${kind}`} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <p className="form-row__hint" id={`zone-${kind}-hint`}>
        {hint}
      </p>
      <ul className="checkbox-list">
        {options.map((option) => (
          <li key={option.code}>
            <input id={`zone-${one}-${option.code}`} type="checkbox" name={`zone_${kind}`} value={option.code} defaultChecked={picked.has(option.code)} />{' '}
            <label htmlFor={`zone-${one}-${option.code}`}>{option.name}</label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-row__error" id={`zone-${kind}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The admin's form for a shipping zone's name, order and regions (WooCommerce's "Zone regions"). */
export function ShippingZoneForm({ nonce, values, errors = {}, isNew, continents, countries }: ShippingZoneFormProps) {
  return (
    <Form method="post" className="admin-form shipping-zone-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="zone-name" name="zone_name" label="Zone name" required defaultValue={values.zone_name} maxLength={200} error={errors.zone_name} hint="For you, such as “Europe” or “Local”: customers see the methods’ titles, not the zone’s name." />
      <TextField
        id="zone-order"
        name="zone_order"
        label="Order"
        inputMode="numeric"
        defaultValue={values.zone_order}
        maxLength={7}
        error={errors.zone_order}
        hint="An address ships by the first zone that covers it, from the lowest number up; zones of the same number go in the order they were added."
        className="form-row--narrow"
      />
      <fieldset className="admin-fieldset">
        <legend>Zone regions</legend>
        <RegionChoices
          kind="continents"
          one="continent"
          legend="Continents"
          hint="Every address in a ticked continent’s countries is in the zone (within the postcodes below, when there are some)."
          options={continents}
          chosen={values.zone_continents}
          error={errors.zone_continents}
        />
        <RegionChoices
          kind="countries"
          one="country"
          legend="Countries"
          hint="Every address in a ticked country is in the zone (within the postcodes below, when there are some)."
          options={countries}
          chosen={values.zone_countries}
          error={errors.zone_countries}
        />
        <TextField
          id="zone-states"
          name="zone_states"
          label="States"
          defaultValue={values.zone_states}
          maxLength={20000}
          autoComplete="off"
          spellCheck={false}
          error={errors.zone_states}
          hint="An address in one of these states is in the zone: each as its country’s code, a colon and the state’s code, separated by commas, such as US:CA, US:OR."
        />
        <TextAreaField
          id="zone-postcodes"
          name="zone_postcodes"
          label="Postcodes"
          rows={4}
          defaultValue={values.zone_postcodes}
          spellCheck={false}
          error={errors.zone_postcodes}
          hint="Only addresses with one of these postcodes, within the countries and states above, are in the zone. One per line: 80331 for one postcode, 80* for every postcode that starts with 80 (* stands for any characters), 90210...90299 for a range. Blank: every postcode."
        />
      </fieldset>
      <p>
        <button type="submit" name="intent" value="save-zone" className="button">
          {isNew ? 'Add zone' : 'Save zone'}
        </button>
      </p>
    </Form>
  );
}
