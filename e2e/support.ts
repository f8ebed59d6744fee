import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function logInAsAdmin(page: Page) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/my-account\/\?redirect_to=%2Fadmin%2F$/);
  const login = page.getByRole('region', { name: 'Login' });
  await login.getByLabel('Username or email address').fill('admin');
  await login.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Requests to the AJAX cart endpoints a page makes, by endpoint name, in order. */
export function recordWcAjax(page: Page): string[] {
  const endpoints: string[] = [];
  page.on('request', (request) => {
    const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
    if (endpoint) endpoints.push(endpoint);
  });
  return endpoints;
}
