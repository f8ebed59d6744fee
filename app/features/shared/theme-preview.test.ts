// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics } from '../analytics/index.ts';
import { initAttribution } from '../attribution/index.ts';
import { isThemePreview } from './theme-preview.ts';

const windows: HappyWindow[] = [];

function page(preview: unknown) {
  const happy = new HappyWindow({ url: 'https://shop.test/?utm_source=newsletter' });
  windows.push(happy);
  const win = happy as unknown as Window & Record<string, unknown>;
  if (preview !== undefined) win.vitrine_theme_params = { preview };
  return win;
}

afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

describe('the theme settings’ preview', () => {
  it('is read from vitrine_theme_params.preview, true only when it says so', () => {
    expect(isThemePreview(page(true))).toBe(true);
    expect(isThemePreview(page(false))).toBe(false);
    expect(isThemePreview(page('true'))).toBe(false);
    expect(isThemePreview(page(undefined))).toBe(false);
  });

  it('loads no analytics and sets no attribution cookie', () => {
    const win = page(true);
    win.vitrine_analytics = { enabled: true, endpoint: '/wp-json/vitrine/v1/analytics', ga4Id: null };
    win.wc_order_attribution = {
      params: { lifetime: 6, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, searchEngines: [] },
      fields: { source_type: 'current.typ' },
    };
    const importModule = vi.fn(() => new Promise<never>(() => {}));
    initAnalytics(win, { importModule });
    initAttribution(win);
    expect(importModule).not.toHaveBeenCalled();
    expect(win.document.cookie).not.toContain('sbjs_');
  });

  it('lets the same page track outside the preview', () => {
    const win = page(false);
    win.wc_order_attribution = {
      params: { lifetime: 6, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, searchEngines: [] },
      fields: { source_type: 'current.typ' },
    };
    initAttribution(win);
    expect(win.document.cookie).toContain('sbjs_');
  });
});
