import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../config/defaults.ts';
import { consentFormFields, consentFormValues, parseConsentForm, readConsentForm, type ConsentFormValues } from './consent-form.ts';
import { editableConsent } from './consent-overrides.ts';

const DEFAULT_VALUES = consentFormValues(editableConsent(CONSENT_DEFAULTS));

/** The defaults' form as a browser posts it, with some fields changed (undefined removes a field). */
function posted(changes: Record<string, string | undefined> = {}): URLSearchParams {
  const fields = { ...consentFormFields(DEFAULT_VALUES), ...changes };
  return new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function failure(form: URLSearchParams): { errors: Record<string, string>; values: ConsentFormValues } {
  const result = parseConsentForm(readConsentForm(form));
  if (result.ok) throw new Error('expected the form to be refused');
  return result;
}

describe('cookie banner form', () => {
  it('reads back, unchanged, the options it was filled with', () => {
    expect(readConsentForm(posted())).toEqual(DEFAULT_VALUES);
    expect(parseConsentForm(readConsentForm(posted()))).toEqual({ ok: true, value: editableConsent(CONSENT_DEFAULTS) });
  });

  it('reads an unticked box as off, and the necessary category as on whatever is sent', () => {
    const values = readConsentForm(posted({ enabled: undefined, revokable: undefined, 'categories.marketing.shown': undefined, 'categories.necessary.checked': '0' }));
    expect(values).toMatchObject({ enabled: false, revokable: false, regionalLaw: true });
    expect(values.categories.marketing.shown).toBe(false);
    expect(values.categories.necessary.checked).toBe(true);
  });

  it('trims texts, turns numbers into numbers and empty fields into “none”', () => {
    const result = parseConsentForm(
      readConsentForm(
        posted({
          type: 'opt-in',
          position: 'top',
          'texts.message': '  We use cookies.  ',
          'texts.policyHref': ' https://shop.example/privacy/ ',
          'autoDismiss.timeoutMs': ' 5000 ',
          'autoDismiss.scrollPx': '',
          'autoDismiss.clickOutside': '1',
          'categories.functional.checked': '1',
        }),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value).toMatchObject({ type: 'opt-in', position: 'top', autoDismiss: { timeoutMs: 5000, scrollPx: null, clickOutside: true } });
    expect(result.value.texts).toMatchObject({ message: 'We use cookies.', policyHref: 'https://shop.example/privacy/' });
    expect(result.value.categories.functional).toEqual({ shown: true, label: 'Functional', checked: true });
    const noLink = parseConsentForm(readConsentForm(posted({ 'texts.policyHref': '   ' })));
    expect(noLink.ok && noLink.value.texts.policyHref).toBeNull();
  });

  it('names every invalid field by its name and keeps what was typed', () => {
    const { errors, values } = failure(
      posted({
        type: 'maybe',
        layout: 'wide',
        position: 'middle',
        theme: '',
        'texts.message': '   ',
        'texts.allow': 'A'.repeat(61),
        'texts.policyHref': 'javascript:alert(1)',
        'autoDismiss.timeoutMs': '500',
        'autoDismiss.scrollPx': '12px',
        'categories.marketing.label': ' ',
      }),
    );
    expect(errors).toEqual({
      type: 'Choose a banner type from the list.',
      layout: 'Choose a layout from the list.',
      position: 'Choose a position from the list.',
      theme: 'Choose a theme from the list.',
      'texts.message': 'This text cannot be empty.',
      'texts.allow': 'Keep it to 60 characters or fewer.',
      'texts.policyHref': 'Enter a path such as /privacy-policy/ or an address starting with https://.',
      'autoDismiss.timeoutMs': 'Enter a whole number of milliseconds from 1,000 to 3,600,000, or leave it empty.',
      'autoDismiss.scrollPx': 'Enter a whole number of pixels from 1 to 100,000, or leave it empty.',
      'categories.marketing.label': 'Give the category a label.',
    });
    expect(values.type).toBe('maybe');
    expect(values.texts.policyHref).toBe('javascript:alert(1)');
    expect(values.autoDismiss.scrollPx).toBe('12px');
  });

  it('needs at least one category shown', () => {
    const hidden = Object.fromEntries(Object.keys(DEFAULT_VALUES.categories).map((name) => [`categories.${name}.shown`, undefined]));
    expect(failure(posted(hidden)).errors).toEqual({ categories: 'Show at least one category.' });
  });

  it('cuts very long input before showing it again', () => {
    const { values } = failure(posted({ 'texts.message': 'x'.repeat(50_000) }));
    expect(values.texts.message.length).toBe(2000);
  });
});
