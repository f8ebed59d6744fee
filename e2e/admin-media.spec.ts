import { expect } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, logInAsAdmin, test, waitForHydration } from './support.ts';

const isUpload = (url: URL) => url.pathname === '/wp-json/wp/v2/media';

test('an upload whose sizes fail is finished through post-process, with progress and an announced result', async ({ page }) => {
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a7c59' } }).jpeg().toBuffer();
  // A name of this run's own: the library keeps what an earlier run of the test uploaded.
  const title = `Garden bench ${Date.now().toString(36)}`;
  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The first upload goes through to the server, then its answer is replaced by the one a server that
  // ran out of memory making the sizes gives: 500 with the id of the attachment it had stored.
  let storedId = '';
  await page.route(isUpload, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    storedId = String(((await response.json()) as { id: number }).id);
    await route.fulfill({
      status: 500,
      headers: { 'content-type': 'application/json', 'x-wp-upload-attachment-id': storedId },
      body: JSON.stringify({ code: 'internal_server_error', message: 'Out of memory.', data: { status: 500 } }),
    });
  }, { times: 1 });
  const postProcess = page.waitForRequest((request) => request.method() === 'POST' && /\/wp-json\/wp\/v2\/media\/\d+\/post-process/.test(request.url()));

  await page.getByLabel('Images', { exact: true }).setInputFiles({ name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const resumed = await postProcess;
  expect(resumed.url()).toContain(`/wp-json/wp/v2/media/${storedId}/post-process`);
  expect(resumed.postDataJSON()).toEqual({ action: 'create-image-subsizes' });
  expect(resumed.headers()['x-wp-nonce']).toBeTruthy();

  await expect(page.getByRole('status')).toHaveText('The file was uploaded.');
  await expect(page.getByRole('progressbar', { name: `Upload of ${title}.jpg` })).toHaveAttribute('value', '100');
  const item = page.getByRole('list', { name: 'Media library' }).locator(`[data-media-id="${storedId}"]`);
  await expect(item).toContainText(title);
  await expect(item.locator('img')).toHaveJSProperty('complete', true);
  expect(await item.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
  await expectNoAxeViolations(page);

  // The alt text is edited in the grid and kept.
  await item.getByLabel('Alt text').fill('A green garden bench');
  await item.getByRole('button', { name: /^Save alt text/ }).click();
  await expect(page.getByText(`Alt text of “${title}” saved.`)).toBeVisible();
  await expect(page.locator(`[data-media-id="${storedId}"]`).getByLabel('Alt text')).toHaveValue('A green garden bench');

  // A product picks it from the library.
  await page.goto('/admin/products/new/');
  const library = page.getByRole('group', { name: 'Images from the media library' });
  await expect(library.getByRole('checkbox', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});
