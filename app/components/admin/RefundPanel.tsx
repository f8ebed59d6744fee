import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Form } from 'react-router';
import { proRataShare, rateSum } from '../../../core/refunds/refund-math.ts';
import { REFUND_FIELDS } from '../../../core/refunds/refund-form.ts';
import type { RefundFormLine, RefundFormView, RefundListItem } from '../../../core/refunds/refund-view.ts';
import { formatMoney, majorAmountText, parseMoney } from '../../../core/shared/money.ts';
import { CheckboxField, FieldNotes, FormErrorSummary, NonceField, TextField } from './Field.tsx';

interface RefundPanelProps {
  nonce: string;
  view: RefundFormView;
  refunds: readonly RefundListItem[];
  /** A refused refund: the messages by refund-plan's keys, and what was typed. */
  failed?: { errors: Record<string, string>; values: Record<string, string> } | undefined;
}

/** The order's refunds, each as WooCommerce's order page lists them. */
function RefundList({ refunds }: { refunds: readonly RefundListItem[] }) {
  if (refunds.length === 0) return <p>No refunds yet.</p>;
  return (
    <ul className="refund-list">
      {refunds.map((refund) => (
        <li key={refund.id} className="refund-list__item">
          <span className="refund-list__what">
            Refund #{refund.id} – {refund.date}
            {refund.by ? ` – by ${refund.by}` : ''}
            {refund.reason ? ` – ${refund.reason}` : ''}
            {refund.restocked ? ' – items restocked' : ''}
          </span>
          <span className="refund-list__amount">{refund.amountText}</span>
        </li>
      ))}
    </ul>
  );
}

/** An input inside the refund table: its label read by assistive technology, its message below it. */
function CellInput({ id, label, error, ...input }: { id: string; label: string; error: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className="input-text refund-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <FieldNotes id={id} error={error} />
    </>
  );
}

/** A line's amounts for refunding `quantity` of it, as the server works them out (refund-plan's proRataShare). */
function lineShare(line: RefundFormLine, quantity: number): { total: number; tax: number } {
  const total = proRataShare(line.total, line.quantity, line.refundedQuantity, quantity, line.refundedTotal);
  const tax = line.taxes.reduce((sum, rate) => sum + proRataShare(rate.total, line.quantity, line.refundedQuantity, quantity, rateSum(line.refundedTaxes.filter((refunded) => refunded.id === rate.id))), 0);
  return { total, tax };
}

/**
 * WooCommerce's refund form: per line the units to refund and the amounts (worked out from the units as
 * they are typed, and changeable), shipping, the amount, the reason and whether the units go back into
 * stock. Without script the server works the amounts out from the units.
 */
function RefundForm({ nonce, view, failed }: Omit<RefundPanelProps, 'refunds'>) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...(failed?.values ?? {}) }));
  const errors = failed?.errors ?? {};
  const amountOf = (name: string, from: Record<string, string>) => (from[name] ? (parseMoney(from[name], view.currency) ?? 0) : 0);
  /** The amount the items and shipping typed add up to. */
  const itemized = (from: Record<string, string>) =>
    view.lines.reduce((sum, line) => sum + amountOf(REFUND_FIELDS.total(line.id), from) + amountOf(REFUND_FIELDS.tax(line.id), from), 0) +
    amountOf(REFUND_FIELDS.shippingTotal, from) +
    amountOf(REFUND_FIELDS.shippingTax, from);
  const text = (minor: number) => (minor > 0 ? majorAmountText(minor, view.currency) : '');
  /** Changes one field; an item's amounts change the refund amount with them, as WooCommerce's form does. */
  const change = (name: string, value: string, more: Record<string, string> = {}) =>
    setValues((current) => {
      const next = { ...current, [name]: value, ...more };
      if (name !== REFUND_FIELDS.amount) next[REFUND_FIELDS.amount] = text(itemized(next));
      return next;
    });
  const quantityChanged = (line: RefundFormLine, value: string) => {
    const quantity = /^\d+$/.test(value) ? Math.min(Number(value), line.unitsLeft) : 0;
    const share = lineShare(line, quantity);
    change(REFUND_FIELDS.quantity(line.id), value, { [REFUND_FIELDS.total(line.id)]: text(share.total), [REFUND_FIELDS.tax(line.id)]: line.taxLeft > 0 ? text(share.tax) : '' });
  };
  const amount = amountOf(REFUND_FIELDS.amount, values);
  const restock = failed ? values[REFUND_FIELDS.restock] === '1' : true;
  const summary = Object.keys(errors).length > 0 ? { form: errors.order ?? errors.lines ?? 'Please correct the fields marked below.' } : undefined;
  const hasTax = view.lines.some((line) => line.taxLeft > 0) || (view.shipping?.taxLeft ?? 0) > 0;
  const zero = majorAmountText(0, view.currency);
  const bind = (name: string) => ({ name, value: values[name] ?? '', onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value) });

  return (
    <Form method="post" className="admin-form refund-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={summary} />
      <div className="table-scroll">
        <table className="shop_table admin-table refund-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="numeric">
                Cost
              </th>
              <th scope="col">Refunded</th>
              <th scope="col">Quantity to refund</th>
              <th scope="col">Refund total</th>
              {hasTax ? <th scope="col">Refund tax</th> : null}
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name} <span className="muted">× {line.quantity}</span>
                </th>
                <td className="numeric">{line.chargedText}</td>
                <td className="refund-items__refunded">
                  {line.refundedQuantity > 0 ? `${line.refundedQuantity} of ${line.quantity}` : '—'}
                  {line.refundedText ? <span className="refund-items__refunded-amount">{` (${line.refundedText})`}</span> : null}
                </td>
                {line.unitsLeft + line.totalLeft + line.taxLeft === 0 ? (
                  <td colSpan={hasTax ? 3 : 2}>Refunded in full</td>
                ) : (
                  <>
                    <td>
                      <CellInput
                        id={`refund-qty-${line.id}`}
                        label={`Quantity of “${line.name}” to refund (at most ${line.unitsLeft})`}
                        error={errors[`quantity:${line.id}`]}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={line.unitsLeft}
                        step={1}
                        placeholder="0"
                        {...bind(REFUND_FIELDS.quantity(line.id))}
                        onChange={(event) => quantityChanged(line, event.target.value)}
                      />
                    </td>
                    <td>
                      <CellInput id={`refund-total-${line.id}`} label={`Refund total of “${line.name}” before tax`} error={errors[`total:${line.id}`]} inputMode="decimal" placeholder={zero} {...bind(REFUND_FIELDS.total(line.id))} />
                    </td>
                    {hasTax ? (
                      <td>
                        {line.taxLeft > 0 ? (
                          <CellInput id={`refund-tax-${line.id}`} label={`Refund tax of “${line.name}”`} error={errors[`tax:${line.id}`]} inputMode="decimal" placeholder={zero} {...bind(REFUND_FIELDS.tax(line.id))} />
                        ) : (
                          '—'
                        )}
                      </td>
                    ) : null}
                  </>
                )}
              </tr>
            ))}
            {view.shipping ? (
              <tr>
                <th scope="row">Shipping</th>
                <td className="numeric">{view.shipping.leftText}</td>
                <td>—</td>
                <td>—</td>
                <td>
                  <CellInput id="refund-shipping-total" label="Refund shipping before tax" error={errors.shipping_total} inputMode="decimal" placeholder={zero} {...bind(REFUND_FIELDS.shippingTotal)} />
                </td>
                {hasTax ? (
                  <td>
                    {view.shipping.taxLeft > 0 ? (
                      <CellInput id="refund-shipping-tax" label="Refund shipping tax" error={errors.shipping_tax} inputMode="decimal" placeholder={zero} {...bind(REFUND_FIELDS.shippingTax)} />
                    ) : (
                      '—'
                    )}
                  </td>
                ) : null}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <CheckboxField id="restock-refunded-items" name={REFUND_FIELDS.restock} value="1" label="Restock refunded items" defaultChecked={restock} hint="The refunded units go back into the stock of their products." />
      <dl className="refund-facts">
        <div>
          <dt>Amount already refunded</dt>
          <dd>{view.refundedText}</dd>
        </div>
        <div>
          <dt>Total available to refund</dt>
          <dd>{view.leftText}</dd>
        </div>
      </dl>
      <TextField
        id="refund-amount"
        label="Refund amount"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount}
        hint={`Left empty, the items and shipping above are refunded; or type another amount, such as ${view.amountExample} (at most ${view.leftText}).`}
        {...bind(REFUND_FIELDS.amount)}
      />
      <TextField id="refund-reason" label="Reason for refund (optional)" autoComplete="off" maxLength={500} error={errors.reason} {...bind(REFUND_FIELDS.reason)} />
      <button type="submit" name="intent" value="refund" className="button">
        {amount > 0 ? `Refund ${formatMoney(amount, view.currency, view.locale)} manually` : 'Refund manually'}
      </button>
      <p className="form-row__hint">No payment is sent back from here: give the money back through the way it was paid.</p>
    </Form>
  );
}

/** The order page's refunds: those made, and the form to make one (opened at once when a refund was refused). */
export function RefundPanel({ nonce, view, refunds, failed }: RefundPanelProps) {
  return (
    <section className="admin-panel refund-panel" aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">Refunds</h2>
      <RefundList refunds={refunds} />
      {view.refusal && failed ? (
        // A refund sent as the order stopped taking any: the refusal, announced.
        <div className="woocommerce-error" role="alert">
          {failed.errors.order ?? view.refusal}
        </div>
      ) : view.refusal ? (
        <p>{view.refusal}</p>
      ) : (
        // Made afresh (closed, empty) once a refund changes what is left to refund.
        <details key={view.left} className="refund-panel__form" open={failed ? true : undefined}>
          <summary className="button">Refund</summary>
          <RefundForm nonce={nonce} view={view} failed={failed} />
        </details>
      )}
    </section>
  );
}
