import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../config/load.ts';
import { consentRevision } from '../consent/revision.ts';
import { consentOverrideStore, consentOverridesFor, editableConsent, effectiveConsent, type EditableConsent } from './consent-overrides.ts';

const file = buildConfig({ consent: { type: 'detailed', statsUrl: '/wp-json/vitrine/v1/consent-stats', texts: { deny: 'No thanks' } } }).consent;

function edited(change: (options: EditableConsent) => void): EditableConsent {
  const options = structuredClone(editableConsent(file));
  change(options);
  return options;
}

describe('effective consent options', () => {
  it('are the file’s own object without overrides, so the revision is the file’s', () => {
    expect(effectiveConsent(file, null)).toBe(file);
    expect(effectiveConsent(file, {})).toBe(file);
  });

  it('apply the saved options over the file and keep what the admin does not edit', () => {
    const options = effectiveConsent(file, { type: 'opt-in', position: 'top', regionalLaw: false, texts: { allow: 'Yes please' }, autoDismiss: { scrollPx: 300 } });
    expect(options).toMatchObject({ type: 'opt-in', position: 'top', regionalLaw: false, layout: 'basic', theme: 'block', enabled: true });
    expect(options.texts).toMatchObject({ allow: 'Yes please', deny: 'No thanks', dismiss: 'Got it' });
    expect(options.autoDismiss).toEqual({ timeoutMs: null, scrollPx: 300, clickOutside: false });
    expect(options.statsUrl).toBe(file.statsUrl);
    expect(options.cookieName).toBe('cookieconsent_status');
    expect(Object.isFrozen(options) && Object.isFrozen(options.texts) && Object.isFrozen(options.categories)).toBe(true);
  });

  it('hide, add and relabel categories; an added one brings its cookie suffix and cookies from the defaults', () => {
    const onlyTwo = buildConfig({ consent: { categories: [file.categories[0]!, file.categories[1]!] } }).consent;
    expect(onlyTwo.categories.map((category) => category.name)).toEqual(['necessary', 'functional']);
    const options = effectiveConsent(onlyTwo, { categories: { functional: { shown: false }, marketing: { shown: true, label: 'Ads', checked: true }, necessary: { label: 'Essential' } } });
    expect(options.categories).toEqual([
      { name: 'necessary', cookie_suffix: 'necessary', label: 'Essential', checked: true, disabled: true, cookies: [], storage: [] },
      { name: 'marketing', cookie_suffix: 'marketing', label: 'Ads', checked: true, disabled: false, cookies: ['sbjs_*', '_fbp', '_gcl_*'], storage: [] },
    ]);
  });

  it('keep the file’s categories when the saved ones would leave none', () => {
    const onlyNecessary = buildConfig({ consent: { categories: [file.categories[0]!] } }).consent;
    expect(effectiveConsent(onlyNecessary, { categories: { necessary: { shown: false } } }).categories).toEqual(onlyNecessary.categories);
  });

  it('change the revision with the options, and the file’s revision comes back without them', () => {
    const saved = effectiveConsent(file, { position: 'top' });
    expect(consentRevision(saved)).not.toBe(consentRevision(file));
    expect(consentRevision(effectiveConsent(file, { position: 'bottom-left' }))).not.toBe(consentRevision(saved));
    expect(consentRevision(effectiveConsent(file, null))).toBe(consentRevision(file));
  });
});

describe('consent overrides from the form', () => {
  it('name only what differs from the file', () => {
    expect(consentOverridesFor(file, editableConsent(file))).toEqual({});
    const overrides = consentOverridesFor(
      file,
      edited((options) => {
        options.type = 'opt-in';
        options.texts.message = 'We use cookies.';
        options.autoDismiss.timeoutMs = 5000;
        options.categories.marketing.shown = false;
        options.categories.statistics.label = 'Measurement';
      }),
    );
    expect(overrides).toEqual({
      type: 'opt-in',
      texts: { message: 'We use cookies.' },
      autoDismiss: { timeoutMs: 5000 },
      categories: { marketing: { shown: false }, statistics: { label: 'Measurement' } },
    });
  });

  it('give back the edited options when applied to the same file', () => {
    const wanted = edited((options) => {
      options.enabled = false;
      options.layout = 'basic-header';
      options.theme = 'edgeless';
      options.revokable = false;
      options.texts.policyHref = '/privacy-policy/';
      options.autoDismiss.clickOutside = true;
      options.categories['statistics-anonymous'].shown = false;
      options.categories.functional.checked = true;
    });
    expect(editableConsent(effectiveConsent(file, consentOverridesFor(file, wanted)))).toEqual(wanted);
  });

  it('let an option the owner did not change follow a later edit of the file', () => {
    const overrides = consentOverridesFor(file, edited((options) => (options.position = 'top')));
    const newerFile = buildConfig({ consent: { type: 'opt-out', texts: { deny: 'Refuse' } } }).consent;
    expect(effectiveConsent(newerFile, overrides)).toMatchObject({ type: 'opt-out', position: 'top', texts: { deny: 'Refuse' } });
  });
});

describe('stored consent overrides', () => {
  it('are read when they fit, unknown keys dropped', () => {
    expect(consentOverrideStore.parse({ type: 'opt-in', cookieName: 'other', categories: { marketing: { shown: false } } })).toEqual({ type: 'opt-in', categories: { marketing: { shown: false } } });
  });

  it('are ignored as a whole when a value does not fit, or when there are none', () => {
    expect(consentOverrideStore.parse({ type: 'maybe' })).toBeNull();
    expect(consentOverrideStore.parse({ texts: { message: '' } })).toBeNull();
    expect(consentOverrideStore.parse({ texts: { policyHref: 'javascript:alert(1)' } })).toBeNull();
    expect(consentOverrideStore.parse({ autoDismiss: { timeoutMs: 10 } })).toBeNull();
    expect(consentOverrideStore.parse({ categories: { tracking: { shown: true } } })).toBeNull();
    expect(consentOverrideStore.parse({})).toBeNull();
    expect(consentOverrideStore.parse([])).toBeNull();
  });
});
