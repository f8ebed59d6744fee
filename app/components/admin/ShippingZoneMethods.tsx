import { Form, Link } from 'react-router';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextField } from './Field.tsx';

/** One of a zone's methods as its list shows it. */
export interface ZoneMethodRow {
  instanceId: number;
  title: string;
  /** Flat rate, free shipping or local pickup. */
  type: string;
  enabled: boolean;
  order: string;
  /** Its settings page. */
  href: string;
}

interface ShippingZoneMethodsProps {
  nonce: string;
  zoneName: string;
  methods: readonly ZoneMethodRow[];
  /** The methods form's refusal: messages by field and what was typed, by instance id. */
  errors?: Record<string, string> | undefined;
  typed?: Record<string, { enabled: boolean; order: string }> | undefined;
  /** The "Add shipping method" form's error. */
  addError?: string | undefined;
  options: readonly { value: string; label: string }[];
}

/**
 * A zone's shipping methods: each with its title (to its settings), type, whether it is enabled and its
 * order, changed together; and the form that adds one.
 */
export function ShippingZoneMethods({ nonce, zoneName, methods, errors = {}, typed = {}, addError, options }: ShippingZoneMethodsProps) {
  return (
    <section className="shipping-zone-methods" aria-labelledby="zone-methods-heading">
      <h2 id="zone-methods-heading">Shipping methods</h2>
      <p className="form-row__hint">Customers whose address is in this zone choose among its enabled methods, in this order.</p>
      {methods.length === 0 ? (
        <p className="woocommerce-info">This zone offers no shipping methods yet: customers in it cannot have their orders shipped. Add one below.</p>
      ) : (
        <Form method="post" className="admin-form shipping-methods-form" noValidate>
          <NonceField nonce={nonce} />
          <FormErrorSummary errors={errors} />
          <div className="table-scroll">
            <table className="shop_table admin-table admin-table--stack shipping-methods-table">
              <caption className="visually-hidden">{`Shipping methods of ${zoneName}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Type</th>
                  <th scope="col">Enabled</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody>
                {methods.map((method) => {
                  const row = typed[String(method.instanceId)] ?? method;
                  const id = `method-${method.instanceId}`;
                  return (
                    <tr key={method.instanceId}>
                      <th scope="row">
                        <input type="hidden" name="method_ids" value={method.instanceId} />
                        <Link to={method.href}>{method.title}</Link>
                        <span className="row-actions">
                          <Link to={method.href}>
                            Edit settings<span className="visually-hidden">{` of ${method.title}`}</span>
                          </Link>
                        </span>
                      </th>
                      <td data-label="Type">{method.type}</td>
                      <td data-label="Enabled">
                        <CheckboxField id={`${id}-enabled`} name={`method_${method.instanceId}_enabled`} value="1" defaultChecked={row.enabled} label={<span className="visually-hidden">{`${method.title} enabled`}</span>} />
                      </td>
                      <td data-label="Order">
                        <TextField
                          id={`${id}-order`}
                          name={`method_${method.instanceId}_order`}
                          label={<span className="visually-hidden">{`Order of ${method.title}`}</span>}
                          inputMode="numeric"
                          maxLength={7}
                          size={4}
                          defaultValue={row.order}
                          error={errors[`method_${method.instanceId}_order`]}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>
            <button type="submit" name="intent" value="save-methods" className="button">
              Save methods
            </button>
          </p>
        </Form>
      )}
      <Form method="post" className="admin-form shipping-method-add" noValidate>
        <NonceField nonce={nonce} />
        <fieldset className="admin-fieldset">
          <legend>Add shipping method</legend>
          <SelectField
            id="zone-add-method"
            name="method_id"
            label="Shipping method"
            options={options}
            error={addError}
            hint="Flat rate: a cost you set, per order, item or shipping class. Free shipping: no cost, on the conditions you choose. Local pickup: customers collect their orders. You set it up next."
          />
          <button type="submit" name="intent" value="add-method" className="button">
            Add shipping method
          </button>
        </fieldset>
      </Form>
    </section>
  );
}
