import { Form } from 'react-router';
import { FormErrorSummary, NonceField, SelectField, TextAreaField } from './Field.tsx';

export interface AdminOrderNoteView {
  id: number;
  date: string;
  dateTime: string;
  content: string;
  toCustomer: boolean;
  author: string;
}

interface OrderNotesPanelProps {
  nonce: string;
  notes: AdminOrderNoteView[];
  failed?: { errors: Record<string, string>; values: { order_note: string; order_note_type: string } } | undefined;
  maxLength: number;
}

const NOTE_TYPES = [
  { value: '', label: 'Private note' },
  { value: 'customer', label: 'Note to customer' },
] as const;

/** WooCommerce's order notes box: the notes, newest first, and a form to add one, private or for the customer. */
export function OrderNotesPanel({ nonce, notes, failed, maxLength }: OrderNotesPanelProps) {
  return (
    <section className="admin-panel order-notes-panel" aria-labelledby="order-notes-heading">
      <h2 id="order-notes-heading">Order notes</h2>
      {notes.length === 0 ? (
        <p>There are no notes yet.</p>
      ) : (
        <ul className="order_notes">
          {notes.map((note) => (
            <li key={note.id} className={`note${note.toCustomer ? ' customer-note' : ''}`}>
              <div className="note_content">
                <p>{note.content}</p>
              </div>
              <p className="meta">
                <time dateTime={note.dateTime}>{note.date}</time>
                {note.author ? ` by ${note.author}` : ''} · {note.toCustomer ? 'Note to customer' : 'Private note'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="admin-form add_note" noValidate>
        <NonceField nonce={nonce} />
        <FormErrorSummary errors={failed?.errors} />
        <TextAreaField id="add-order-note" name="order_note" label="Add note" rows={4} maxLength={maxLength} defaultValue={failed?.values.order_note ?? ''} error={failed?.errors.order_note} />
        <SelectField
          id="order-note-type"
          name="order_note_type"
          label="Note type"
          options={NOTE_TYPES}
          defaultValue={failed?.values.order_note_type ?? ''}
          hint="A note to the customer is shown on their order page in My account."
        />
        <button type="submit" className="button" name="intent" value="order_note">
          Add note
        </button>
      </Form>
    </section>
  );
}
