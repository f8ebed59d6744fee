import type { Page } from '@playwright/test';

/**
 * Serves the shop's pages to `page` as a right-to-left language would be served: the same document with
 * `<html dir="rtl">` from the first byte, so the stylesheets and the widgets meet the direction as they
 * would on such a page (no right-to-left language ships yet; the shop writes `dir` from the page's language).
 */
export async function serveRightToLeft(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const headers = { ...response.headers() };
      // The body is given back decoded, so whatever encoding and length it came with no longer hold.
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes.replace(/\sdir=("[^"]*"|'[^']*'|\S+)/gi, '')} dir="rtl">`);
      await route.fulfill({ response, headers, body });
    },
  );
}
