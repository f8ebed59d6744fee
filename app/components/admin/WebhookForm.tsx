import { Form } from 'react-router';
import { FormErrorSummary, NonceField, SelectField, TextField } from './Field.tsx';

/** A webhook's form as typed, by WooCommerce's REST names. */
export interface WebhookFormValues {
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
}

interface WebhookFormProps {
  nonce: string;
  values: WebhookFormValues;
  errors?: Record<string, string> | undefined;
  isNew: boolean;
  statuses: readonly { value: string; label: string }[];
  topics: readonly { value: string; label: string }[];
}

/** The admin's form for one webhook, WooCommerce's "Webhook data" fields. */
export function WebhookForm({ nonce, values, errors = {}, isNew, statuses, topics }: WebhookFormProps) {
  return (
    <Form method="post" className="admin-form webhook-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="webhook-name" name="name" label="Name" defaultValue={values.name} maxLength={200} error={errors.name} hint="For you only. Blank: “Webhook created on” and the date." />
      <SelectField id="webhook-status" name="status" label="Status" defaultValue={values.status} options={statuses} error={errors.status} hint="Active delivers; Paused holds deliveries back. The shop sets Disabled after five failed deliveries in a row." />
      <SelectField id="webhook-topic" name="topic" label="Topic" defaultValue={values.topic} options={topics} error={errors.topic} hint="What the webhook tells of. Each delivery carries the resource’s wc/v3 REST JSON (a deleted one: its id)." />
      <TextField
        id="webhook-delivery-url"
        name="delivery_url"
        type="url"
        label="Delivery URL"
        required
        defaultValue={values.delivery_url}
        maxLength={2000}
        autoComplete="off"
        spellCheck={false}
        error={errors.delivery_url}
        hint="Where each delivery is posted: an http:// or https:// address."
      />
      <TextField
        id="webhook-secret"
        name="secret"
        label="Secret"
        defaultValue={values.secret}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        error={errors.secret}
        hint={`Signs each delivery: X-WC-Webhook-Signature is the base64 HMAC-SHA256 of the body with it. ${isNew ? 'Blank: one is made for you.' : 'Blank keeps the secret.'}`}
      />
      <p>
        <button type="submit" name="intent" value="save" className="button">
          {isNew ? 'Save webhook' : 'Save changes'}
        </button>
      </p>
    </Form>
  );
}
