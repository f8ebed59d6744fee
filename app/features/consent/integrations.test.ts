// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushIntegrations, type IntegrationWindow } from './integrations.ts';
import { closePages, consentPage } from './page.fixture.ts';
import { ALL_DENIED_SIGNALS, grantingOnly } from '../../../core/contract/consent/consent-mode.fixture.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await closePages();
});

const ON = { googleConsentMode: true, clarity: true, pixelManager: true };

describe('pushIntegrations', () => {
  it('calls the page’s gtag with a consent update', () => {
    const gtag = vi.fn();
    pushIntegrations({ gtag }, ON, grantingOnly('statistics'), {});
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { ...ALL_DENIED_SIGNALS, analytics_storage: 'granted' });
  });

  it('without gtag, pushes an arguments object onto the data layer as gtag does', () => {
    const win: IntegrationWindow = {};
    pushIntegrations(win, ON, grantingOnly(), {});
    const [entry] = win.dataLayer as IArguments[];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect([...entry!]).toEqual(['consent', 'update', ALL_DENIED_SIGNALS]);
    // Defined as Google's snippet defines it, so a tag loaded later keeps the same queue.
    win.gtag!('js', 'later');
    expect((win.dataLayer as IArguments[]).map((command) => [...command][0])).toEqual(['consent', 'js']);
  });

  it('tells Clarity whether statistics are granted, and the pixel manager the whole map', () => {
    const clarity = vi.fn();
    const consent = vi.fn();
    pushIntegrations({ clarity, vitrinePixelManager: { consent } }, ON, grantingOnly('statistics'), { statistics: true, marketing: false });
    expect(clarity).toHaveBeenCalledWith('consent', true);
    expect(consent).toHaveBeenCalledWith({ statistics: true, marketing: false });
    pushIntegrations({ clarity }, ON, grantingOnly(), {});
    expect(clarity).toHaveBeenLastCalledWith('consent', false);
  });

  it('leaves the tools the shop did not switch on alone', () => {
    const gtag = vi.fn();
    const clarity = vi.fn();
    const consent = vi.fn();
    pushIntegrations({ gtag, clarity, vitrinePixelManager: { consent } }, { googleConsentMode: false, clarity: false, pixelManager: false }, grantingOnly(), {});
    expect(gtag).not.toHaveBeenCalled();
    expect(clarity).not.toHaveBeenCalled();
    expect(consent).not.toHaveBeenCalled();
  });

  it('a failing tool does not stop the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clarity = vi.fn();
    const gtag = () => {
      throw new Error('blocked');
    };
    pushIntegrations({ gtag, clarity }, ON, grantingOnly(), {});
    expect(clarity).toHaveBeenCalledTimes(1);
  });
});

describe('integrations on the page', () => {
  const integrations = ON;

  it('updates Consent Mode after the head script’s default, on every decision', () => {
    const page = consentPage({ options: { type: 'opt-in', integrations } });
    const layer = () => (page.win.dataLayer as IArguments[]).map((entry) => [...entry]);
    expect(layer()).toHaveLength(1);
    expect(layer()[0]!.slice(0, 2)).toEqual(['consent', 'default']);
    page.click(page.q('.cc-allow'));
    expect(layer()[1]).toEqual(['consent', 'update', Object.fromEntries(Object.keys(ALL_DENIED_SIGNALS).map((signal) => [signal, 'granted']))]);
    page.click(page.revoke());
    page.click(page.q('.cc-deny'));
    expect(layer()[2]).toEqual(['consent', 'update', ALL_DENIED_SIGNALS]);
  });

  it('pushes a known answer once at start', () => {
    const clarity = vi.fn();
    const consent = vi.fn();
    const page = consentPage({ options: { type: 'opt-in', integrations }, cookies: ['cookieconsent_status=allow; path=/'], globals: { clarity, vitrinePixelManager: { consent } } });
    const updates = (page.win.dataLayer as IArguments[]).filter((entry) => entry[1] === 'update');
    expect(updates).toHaveLength(1);
    expect(clarity).toHaveBeenCalledExactlyOnceWith('consent', true);
    expect(consent).toHaveBeenCalledTimes(1);
  });

  it('pushes nothing at start while the visitor has not answered', () => {
    const clarity = vi.fn();
    consentPage({ options: { integrations }, globals: { clarity } });
    expect(clarity).not.toHaveBeenCalled();
  });
});
