import { useTranslate } from './i18n/translate-context.ts';
import { useState, type InputHTMLAttributes } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; name: string };

/**
 * A password field with a show/hide toggle (`button.show-password-input`). The toggle works once the
 * page is hydrated; without JavaScript it stays a harmless, inert button.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const t = useTranslate();
  const { className, ...inputProps } = props;
  return (
    <span className="password-input">
      <input {...inputProps} className={className ? `${className} input-text` : 'input-text'} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={shown ? 'show-password-input display-password' : 'show-password-input'}
        aria-pressed={shown}
        aria-label={shown ? t('password.hide') : t('password.show')}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" fill="currentColor" />
          {shown ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </span>
  );
}
