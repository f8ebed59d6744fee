// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePages, consentPage } from './page.fixture.ts';

afterEach(closePages);

describe('the consent banner in the theme settings’ preview', () => {
  it('does not open by itself and counts no decision', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));
    const page = consentPage({ options: { statsUrl: '/wp-json/vitrine/v1/consent-stats' }, globals: { vitrine_theme_params: { preview: true } }, deps: { fetch } });
    expect(page.banner()).not.toBeNull();
    expect(page.isOpen()).toBe(false);
    page.click(page.q('.cc-allow'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens by itself outside the preview', () => {
    const page = consentPage({ globals: { vitrine_theme_params: { preview: false } } });
    expect(page.isOpen()).toBe(true);
  });
});
