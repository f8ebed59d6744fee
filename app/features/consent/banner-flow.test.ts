// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lawfulType } from '../../../core/contract/consent/consent-type.ts';
import { bannerButtons, closeOutcome } from '../../../core/contract/consent/status-rules.ts';
import { BANNER_TYPES } from '../../../core/contract/consent/vocabulary.ts';
import { closePages, consentPage } from './page.fixture.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await closePages();
});

const BUTTON_CLASS = { deny: '.cc-deny', allow: '.cc-allow:not(.cc-allowall)', dismiss: '.cc-dismiss', allowall: '.cc-allowall', savesettings: '.cc-save' };
const FOOTER = '<footer><a class="cc-settings" href="/cookie-policy/">Cookie settings</a></footer>';

describe('banner buttons', () => {
  for (const type of BANNER_TYPES) {
    // In a law country (the fixture's Germany) the banner asks: info and opt-out show as opt-in.
    const shown = lawfulType(type, true);
    for (const status of bannerButtons(shown)) {
      it(`${type} (shown as ${shown}): the ${status} button writes ${status} and closes the banner`, () => {
        const page = consentPage({ options: { type } });
        expect(page.banner()!.classList.contains(`cc-type-${shown}`)).toBe(true);
        page.click(page.q(BUTTON_CLASS[status]));
        expect(page.cookie('cookieconsent_status')).toBe(status);
        expect(page.isOpen()).toBe(false);
      });
    }
    it(`${type} (shown as ${shown}): the close-X writes ${closeOutcome(shown)}`, () => {
      const page = consentPage({ options: { type } });
      page.click(page.q('.cc-close'));
      expect(page.api().status()).toBe(closeOutcome(shown));
    });
  }

  it('in a law country the default banner asks: Decline beside Accept, and no "Got it"', () => {
    const page = consentPage({ country: 'DE' });
    expect([...page.banner()!.querySelectorAll('.cc-compliance button')].map((button) => [button.className, button.textContent])).toEqual([
      ['cc-btn cc-deny', 'Decline'],
      ['cc-btn cc-allow', 'Accept'],
    ]);
    expect(page.q('.cc-dismiss')).toBeNull();
  });

  it('opt-out stays the owner’s choice outside law countries, opened from "Cookie settings"', () => {
    const page = consentPage({ options: { type: 'opt-out' }, country: 'US', body: FOOTER });
    expect(page.isOpen()).toBe(false);
    page.click(page.q('a.cc-settings'));
    expect(page.banner()!.classList.contains('cc-type-opt-out')).toBe(true);
    page.click(page.q('.cc-close'));
    expect(page.api().status()).toBe('allow');
    page.click(page.q('a.cc-settings'));
    page.click(page.q('.cc-deny'));
    expect(page.api().status()).toBe('deny');
    expect(page.api().has('marketing')).toBe(false);
  });

  it('saves the detailed switches as set', () => {
    const page = consentPage({ options: { type: 'detailed' } });
    page.q<HTMLInputElement>('[data-consent-category="marketing"]')!.checked = true;
    page.click(page.q('.cc-save'));
    expect(page.cookie('cookieconsent_status')).toBe('savesettings');
    expect(page.cookie('cookieconsent_status_marketing')).toBe('allow');
    expect(page.cookie('cookieconsent_status_statistics')).toBe('deny');
    expect(page.cookie('cookieconsent_status_necessary')).toBe('allow');
    expect(page.api().has('marketing')).toBe(true);
    expect(page.api().has('statistics')).toBe(false);
  });

  it("forgets the visitor's chosen language when preferences lose their consent, whatever the owner lists for them", () => {
    const page = consentPage({ options: { type: 'detailed' } });
    page.q<HTMLInputElement>('[data-consent-category="preferences"]')!.checked = true;
    page.click(page.q('.cc-save'));
    expect(page.api().has('preferences')).toBe(true);
    page.win.document.cookie = 'vitrine_language=fr; path=/';
    page.win.document.cookie = 'unrelated=kept; path=/';
    page.api().revoke();
    page.q<HTMLInputElement>('[data-consent-category="preferences"]')!.checked = false;
    page.click(page.q('.cc-save'));
    expect(page.api().has('preferences')).toBe(false);
    expect(page.cookie('vitrine_language')).toBeUndefined();
    expect(page.cookie('unrelated')).toBe('kept');
  });

  it('Escape decides nothing: refusing takes a button', () => {
    const page = consentPage({ options: { type: 'opt-in' } });
    page.q('.cc-deny')!.focus();
    page.q('.cc-deny')!.dispatchEvent(new page.win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(page.api().status()).toBeUndefined();
    expect(page.isOpen()).toBe(true);
  });

  it('takes the floating layout on a mobile browser', () => {
    const page = consentPage({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' });
    expect(page.html.classList.contains('cc-mobile')).toBe(true);
    expect(page.banner()!.classList.contains('cc-floating')).toBe(true);
    expect(page.banner()!.classList.contains('cc-banner')).toBe(false);
  });

  it('keeps the full-width layout elsewhere', () => {
    const page = consentPage();
    expect(page.banner()!.classList.contains('cc-banner')).toBe(true);
  });
});

describe('reopening', () => {
  it('the revoke button clears the answer, opens the banner and moves focus into it', () => {
    const page = consentPage({ cookies: ['cookieconsent_status=dismiss; path=/'] });
    const event = page.click(page.revoke());
    expect(event.defaultPrevented).toBe(true);
    expect(page.cookie('cookieconsent_status')).toBeUndefined();
    expect(page.isOpen()).toBe(true);
    expect(page.banner()!.hidden).toBe(false);
    expect(page.revoke()!.hidden).toBe(true);
    expect(page.doc.activeElement).toBe(page.banner());
  });

  it('a settings link does the same, even without a revoke button', () => {
    const page = consentPage({ options: { revokable: false }, country: 'BE', body: FOOTER, cookies: ['cookieconsent_status=deny; path=/'] });
    expect(page.revoke()).toBeNull();
    const event = page.click(page.q('a.cc-settings'));
    expect(event.defaultPrevented).toBe(true);
    expect(page.isOpen()).toBe(true);
    expect(page.api().status()).toBeUndefined();
  });

  it('a settings link is left to its address on a page without the banner', () => {
    const page = consentPage({ options: { enabled: false }, body: FOOTER });
    expect(page.banner()).toBeNull();
    expect(page.click(page.q('a.cc-settings')).defaultPrevented).toBe(false);
  });

  it('shows the visitor’s current answers on the switches', () => {
    const page = consentPage({
      options: { type: 'detailed' },
      cookies: ['cookieconsent_status=savesettings; path=/', 'cookieconsent_status_statistics=allow; path=/', 'cookieconsent_status_marketing=deny; path=/'],
    });
    page.q<HTMLInputElement>('[data-consent-category="marketing"]')!.checked = true;
    page.click(page.revoke());
    expect(page.q<HTMLInputElement>('[data-consent-category="statistics"]')!.checked).toBe(true);
    expect(page.q<HTMLInputElement>('[data-consent-category="marketing"]')!.checked).toBe(false);
    expect(page.q<HTMLInputElement>('[data-consent-category="necessary"]')!.checked).toBe(true);
  });

  it('gives focus back to the revoke button after the new answer', () => {
    const page = consentPage({ options: { type: 'opt-in' }, cookies: ['cookieconsent_status=allow; path=/'] });
    page.revoke()!.focus();
    page.click(page.revoke());
    page.q('.cc-deny')!.focus();
    page.click(page.q('.cc-deny'));
    expect(page.api().status()).toBe('deny');
    expect(page.doc.activeElement).toBe(page.revoke());
  });

  it('gives focus back to the settings link that opened the banner', () => {
    const page = consentPage({ body: FOOTER, cookies: ['cookieconsent_status=dismiss; path=/'] });
    const link = page.q('a.cc-settings')!;
    page.click(link);
    page.q('.cc-allow')!.focus();
    page.click(page.q('.cc-allow'));
    expect(page.doc.activeElement).toBe(link);
  });

  it('leaves focus alone when it was outside the banner', () => {
    const page = consentPage({ cookies: ['cookieconsent_status=dismiss; path=/'] });
    page.click(page.revoke());
    const search = page.q('#search')!;
    search.focus();
    page.api().set('dismiss');
    expect(page.doc.activeElement).toBe(search);
  });

  it('leaves focus alone after an answer to the banner that opened by itself', () => {
    const page = consentPage();
    const button = page.q('.cc-allow')!;
    button.focus();
    page.click(button);
    expect(page.doc.activeElement).toBe(button);
  });

  it('a settings link on the open banner only moves focus into it', () => {
    const page = consentPage({ body: FOOTER });
    page.click(page.q('a.cc-settings'));
    expect(page.isOpen()).toBe(true);
    expect(page.doc.activeElement).toBe(page.banner());
  });
});
