import type { Translate } from '../../../core/i18n/create-translator.ts';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

interface AccountFormPanelProps {
  /** Names the heading (`<name>-heading`) and the alert (`<name>-error`) so fields can point at them. */
  name: string;
  title: string;
  /** Which of the page's forms was posted: the route's action reads it. */
  intent: string;
  formClassName: string;
  narrow?: boolean;
  /** What went wrong with the last submit, announced at once above the fields. */
  alert?: string | null | undefined;
  children: ReactNode;
}

/** The frame every sign-in, registration and password form of My account shares. */
export function AccountFormPanel({ name, title, intent, formClassName, narrow = false, alert, children }: AccountFormPanelProps) {
  return (
    <section className={narrow ? 'account-panel account-panel--narrow' : 'account-panel'} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{title}</h2>
      <Form method="post" reloadDocument className={formClassName} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {alert ? (
          <div className="woocommerce-error" role="alert" id={accountFormAlertId(name)}>
            {alert}
          </div>
        ) : null}
        {children}
      </Form>
    </section>
  );
}

export function accountFormAlertId(name: string): string {
  return `${name}-error`;
}

/** The alert of a form whose fields carry their own messages. */
export function fieldsAlert(errors: Record<string, string>, t: Translate): string | null {
  return Object.keys(errors).length > 0 ? t('account.fieldsAlert') : null;
}
