// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BANNER_TYPES } from '../../../core/contract/consent/vocabulary.ts';
import { buttonStatus, readSwitches, setSwitches } from './banner.ts';

const button = (className: string) => {
  const element = document.createElement('button');
  element.className = className;
  return element;
};

describe('buttonStatus', () => {
  it('reads the status from the button’s class', () => {
    expect(buttonStatus(button('cc-btn cc-deny'), 'opt-in')).toBe('deny');
    expect(buttonStatus(button('cc-btn cc-allow'), 'opt-in')).toBe('allow');
    expect(buttonStatus(button('cc-btn cc-dismiss'), 'info')).toBe('dismiss');
    expect(buttonStatus(button('cc-btn cc-save'), 'detailed')).toBe('savesettings');
  });

  it('takes allow-all for the button that is both allow and allow-all', () => {
    expect(buttonStatus(button('cc-btn cc-allow cc-allowall'), 'detailed')).toBe('allowall');
  });

  it('gives the close-X its type’s outcome: info and opt-out allow, opt-in denies, detailed types save', () => {
    const outcomes = Object.fromEntries(BANNER_TYPES.map((type) => [type, buttonStatus(button('cc-close'), type)]));
    expect(outcomes).toEqual({ info: 'allow', 'opt-in': 'deny', 'opt-out': 'allow', detailed: 'savesettings', detailedRev: 'savesettings', detailedRevDeny: 'savesettings' });
  });

  it('ignores other buttons', () => {
    expect(buttonStatus(button('cc-btn'), 'info')).toBeUndefined();
  });
});

describe('switches', () => {
  const form = () => {
    const fieldset = document.createElement('fieldset');
    fieldset.innerHTML = `<input type="checkbox" data-consent-category="necessary" checked disabled>
      <input type="checkbox" data-consent-category="statistics"><input type="checkbox" data-consent-category="marketing" checked>`;
    return fieldset;
  };

  it('reads each switch by category', () => {
    expect(readSwitches(form())).toEqual({ necessary: true, statistics: false, marketing: true });
    expect(readSwitches(null)).toEqual({});
  });

  it('shows the given answers, leaving locked switches and unknown categories alone', () => {
    const fieldset = form();
    setSwitches(fieldset, { necessary: false, statistics: true });
    expect(readSwitches(fieldset)).toEqual({ necessary: true, statistics: true, marketing: true });
  });
});
