import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <p className={`form-row${error ? ' form-row--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {children(describedBy)}
      <FieldNotes id={id} hint={hint} error={error} />
    </p>
  );
}

/** A field's hint and error, named `<id>-hint` and `<id>-error` for its `aria-describedby`. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <span className="form-row__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="form-row__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextField({ id, label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(describedBy) => <input id={id} className="input-text" required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextAreaField({ id, label, error, hint, required, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(describedBy) => <textarea id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ id, label, error, hint, options, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
};

export function CheckboxField({ id, label, hint, ...input }: CheckboxFieldProps) {
  return (
    <p className="form-row form-row--checkbox">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="form-row__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </p>
  );
}

/** The session's anti-forgery token, sent with every admin and account form. */
export function NonceField({ nonce }: { nonce: string }) {
  return <input type="hidden" name="_wpnonce" value={nonce} />;
}

/** A summary at the top of a form that did not validate, announced at once. */
export function FormErrorSummary({ errors }: { errors: Record<string, string> | undefined }) {
  if (!errors || Object.keys(errors).length === 0) return null;
  return (
    <div className="woocommerce-error" role="alert">
      {errors.form ?? 'Please correct the fields marked below.'}
    </div>
  );
}
