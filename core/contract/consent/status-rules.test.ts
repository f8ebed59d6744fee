import { describe, expect, it } from 'vitest';
import { acceptStatus, autoDismissRules, bannerButtons, closeOutcome, NO_AUTO_DISMISS } from './status-rules.ts';
import { BANNER_TYPES } from './vocabulary.ts';

describe('close-X outcome by type', () => {
  it('allows for info and opt-out, denies for opt-in, saves settings for the detailed types', () => {
    expect(closeOutcome('info')).toBe('allow');
    expect(closeOutcome('opt-out')).toBe('allow');
    expect(closeOutcome('opt-in')).toBe('deny');
    expect(closeOutcome('detailed')).toBe('savesettings');
    expect(closeOutcome('detailedRev')).toBe('savesettings');
    expect(closeOutcome('detailedRevDeny')).toBe('savesettings');
  });
});

describe('accept status (auto-dismiss) by type', () => {
  it('is a consenting status for every type', () => {
    expect(acceptStatus('info')).toBe('dismiss');
    expect(acceptStatus('opt-out')).toBe('dismiss');
    expect(acceptStatus('opt-in')).toBe('allow');
    expect(acceptStatus('detailed')).toBe('allowall');
    expect(acceptStatus('detailedRevDeny')).toBe('allowall');
  });
});

describe('buttons by type', () => {
  it('offers a refusal wherever consent can be given', () => {
    expect(bannerButtons('info')).toEqual(['dismiss']);
    expect(bannerButtons('opt-in')).toEqual(['deny', 'allow']);
    expect(bannerButtons('opt-out')).toEqual(['deny', 'dismiss']);
    expect(bannerButtons('detailed')).toEqual(['savesettings', 'allowall']);
    expect(bannerButtons('detailedRev')).toEqual(['allowall', 'savesettings']);
    expect(bannerButtons('detailedRevDeny')).toEqual(['allowall', 'savesettings', 'deny']);
    for (const type of BANNER_TYPES) expect(bannerButtons(type).length).toBeGreaterThan(0);
  });
});

describe('autoDismissRules', () => {
  const configured = { timeoutMs: 5000, scrollPx: 300, clickOutside: true };
  it('keeps the configured rules where no explicit action is required', () => {
    expect(autoDismissRules(configured, false)).toEqual(configured);
  });
  it('turns every auto-dismiss off where the law requires an explicit action', () => {
    expect(autoDismissRules(configured, true)).toEqual(NO_AUTO_DISMISS);
    expect(NO_AUTO_DISMISS).toEqual({ timeoutMs: null, scrollPx: null, clickOutside: false });
  });
});
