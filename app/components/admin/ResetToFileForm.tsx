import { Form } from 'react-router';
import { NonceField } from './Field.tsx';

interface ResetToFileFormProps {
  nonce: string;
  /** What goes back to the file's options, as the sentence names it: "the banner", "the theme". */
  subject: string;
  /** Nothing saved yet: nothing to reset. */
  disabled: boolean;
  /** Post as a plain form (a full page load) rather than through the router. */
  reloadDocument?: boolean;
}

/** The settings pages' way back: forget what was saved there and follow the configuration file again. */
export function ResetToFileForm({ nonce, subject, disabled, reloadDocument = false }: ResetToFileFormProps) {
  return (
    <Form method="post" className="admin-danger-zone" reloadDocument={reloadDocument}>
      <NonceField nonce={nonce} />
      <h2>Reset to the configuration file</h2>
      <p>Forgets every setting saved on this page; {subject} goes back to the configuration file’s options.</p>
      <button type="submit" name="intent" value="reset" className="button button--danger" disabled={disabled}>
        Reset to the configuration file
      </button>
    </Form>
  );
}
