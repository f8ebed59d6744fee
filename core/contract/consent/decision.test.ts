import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS } from '../../../config/defaults.ts';
import { categoryGranted, categoryValuesFor, type StoredConsent } from './decision.ts';
import { CONSENT_STATUSES, isConsented, isConsentStatus, type BannerType } from './vocabulary.ts';

const stored = (status: string | undefined, categories: Record<string, string> = {}): StoredConsent => ({ status, categories });
const rules = (type: BannerType, consentRequired = true) => ({ type, consentRequired });

describe('answered and consented', () => {
  it('answered means one of the eight statuses; consented means allow, dismiss or allowall', () => {
    for (const status of CONSENT_STATUSES) expect(isConsentStatus(status)).toBe(true);
    for (const value of [undefined, '', 'yes', 'ALLOW', 'allow ', '__proto__', 'toString']) {
      expect(isConsentStatus(value)).toBe(false);
    }
    expect(CONSENT_STATUSES.filter(isConsented)).toEqual(['allow', 'dismiss', 'allowall']);
  });
});

describe('categoryGranted', () => {
  it('always grants necessary, and everything when no consent is required', () => {
    expect(categoryGranted('necessary', stored('deny'), rules('opt-in'))).toBe(true);
    expect(categoryGranted('marketing', stored(undefined), rules('opt-in', false))).toBe(true);
    expect(categoryGranted('marketing', stored('deny'), rules('detailed', false))).toBe(true);
  });

  it('grants nothing before an answer, except for opt-out', () => {
    for (const type of ['info', 'opt-in', 'detailed', 'detailedRev', 'detailedRevDeny'] as const) {
      expect(categoryGranted('statistics', stored(undefined), rules(type))).toBe(false);
      expect(categoryGranted('marketing', stored('garbage'), rules(type))).toBe(false);
    }
    expect(categoryGranted('statistics', stored(undefined), rules('opt-out'))).toBe(true);
  });

  it('opt-out grants until the visitor denies', () => {
    expect(categoryGranted('marketing', stored('dismiss'), rules('opt-out'))).toBe(true);
    expect(categoryGranted('marketing', stored('deny'), rules('opt-out'))).toBe(false);
  });

  it('info and opt-in follow the main status (dismiss counts as allow)', () => {
    for (const type of ['info', 'opt-in'] as const) {
      expect(categoryGranted('marketing', stored('allow'), rules(type))).toBe(true);
      expect(categoryGranted('marketing', stored('dismiss'), rules(type))).toBe(true);
      expect(categoryGranted('marketing', stored('allowall'), rules(type))).toBe(true);
      expect(categoryGranted('marketing', stored('deny'), rules(type))).toBe(false);
    }
  });

  it('a per-category answer (savesettings, as wp_set_consent writes it) reads each category cookie on every type', () => {
    const answer = stored('savesettings', { marketing: 'deny', statistics: 'allow' });
    for (const type of ['info', 'opt-in', 'opt-out'] as const) {
      expect(categoryGranted('marketing', answer, rules(type))).toBe(false);
      expect(categoryGranted('statistics', answer, rules(type))).toBe(true);
    }
  });

  it('where nothing asks (optout) grants before an answer, except what Global Privacy Control refuses', () => {
    const optout = (gpc: boolean, consentRequired = true) => ({ type: 'opt-in' as const, consentRequired, consentType: 'optout' as const, gpc });
    for (const category of ['marketing', 'statistics', 'statistics-anonymous', 'functional', 'preferences']) {
      expect(categoryGranted(category, stored(undefined), optout(false))).toBe(true);
    }
    expect(categoryGranted('marketing', stored(undefined), optout(true))).toBe(false);
    expect(categoryGranted('statistics', stored(undefined), optout(true))).toBe(false);
    expect(categoryGranted('statistics-anonymous', stored(undefined), optout(true))).toBe(true);
    expect(categoryGranted('necessary', stored(undefined), optout(true))).toBe(true);
    // An answer outweighs the signal; a shop without consent management still honours it.
    expect(categoryGranted('marketing', stored('allow'), optout(true))).toBe(true);
    expect(categoryGranted('marketing', stored('deny'), optout(false))).toBe(false);
    expect(categoryGranted('marketing', stored(undefined), optout(true, false))).toBe(false);
    // Where the banner asks, the signal changes nothing: nothing runs before an answer anyway.
    expect(categoryGranted('marketing', stored(undefined), { type: 'opt-in', consentRequired: true, consentType: 'optin', gpc: false })).toBe(false);
  });

  it('detailed types read each category cookie once answered', () => {
    const answer = stored('savesettings', { statistics: 'allow', marketing: 'deny' });
    for (const type of ['detailed', 'detailedRev', 'detailedRevDeny'] as const) {
      expect(categoryGranted('statistics', answer, rules(type))).toBe(true);
      expect(categoryGranted('marketing', answer, rules(type))).toBe(false);
      expect(categoryGranted('preferences', answer, rules(type))).toBe(false);
      expect(categoryGranted('marketing', stored('allowall'), rules(type))).toBe(true);
      expect(categoryGranted('statistics', stored('deny', { statistics: 'allow' }), rules(type))).toBe(false);
      // A category cookie without an answer grants nothing.
      expect(categoryGranted('statistics', stored(undefined, { statistics: 'allow' }), rules(type))).toBe(false);
    }
  });
});

describe('categoryValuesFor', () => {
  const categories = CONSENT_DEFAULTS.categories;

  it('follows the main status for the simple types', () => {
    expect(categoryValuesFor('allow', 'opt-in', categories)).toEqual({
      necessary: 'allow', functional: 'allow', preferences: 'allow', statistics: 'allow', 'statistics-anonymous': 'allow', marketing: 'allow',
    });
    expect(categoryValuesFor('deny', 'opt-in', categories)).toEqual({
      necessary: 'allow', functional: 'deny', preferences: 'deny', statistics: 'deny', 'statistics-anonymous': 'deny', marketing: 'deny',
    });
  });

  it('saves the switches for the detailed types, locked categories keeping their default', () => {
    const values = categoryValuesFor('savesettings', 'detailed', categories, { statistics: true, necessary: false });
    expect(values.statistics).toBe('allow');
    expect(values.marketing).toBe('deny');
    expect(values.necessary).toBe('allow');
    expect(categoryValuesFor('allowall', 'detailed', categories).marketing).toBe('allow');
    expect(categoryValuesFor('deny', 'detailedRevDeny', categories, { marketing: true }).marketing).toBe('deny');
  });

  it('uses the configured defaults for switches the visitor did not touch', () => {
    const custom = categories.map((c) => (c.name === 'functional' ? { ...c, checked: true } : c));
    expect(categoryValuesFor('savesettings', 'detailed', custom).functional).toBe('allow');
    const locked = categories.map((c) => (c.name === 'preferences' ? { ...c, checked: false, disabled: true } : c));
    expect(categoryValuesFor('allowall', 'detailed', locked).preferences).toBe('deny');
  });
});
