import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';
import { consoleErrors, test, waitForHydration } from './support.ts';
import { workerShopDatabase } from './support/worker-shop.ts';

const DB_PATH = workerShopDatabase();

/** The newest e-mail to `address` in the shop's outbox. */
function mailTo(address: string): { subject: string; text: string } {
  const db = new DatabaseSync(DB_PATH, { readOnly: true });
  try {
    const row = db.prepare('select subject, text from outbox where to_address = ? order by id desc limit 1').get(address) as { subject: string; text: string } | undefined;
    if (!row) throw new Error(`no e-mail to ${address}`);
    return row;
  } finally {
    db.close();
  }
}

test('a French shopper buys in French, from the product to the order received, and gets a French e-mail', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = consoleErrors(page);
  // A product still in stock: the suite's earlier journeys buy the first ones.
  await page.goto('/fr/shop/');
  const card = page.locator('ul.products li.product').filter({ has: page.locator('a.add_to_cart_button.ajax_add_to_cart') }).first();
  const productPath = await card.locator('a.woocommerce-LoopProduct-link').getAttribute('href');
  expect(productPath).toMatch(/^\/fr\/product\//);
  await page.goto(productPath!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The no-script add-to-cart link of the French page.
  const productId = await page.locator('form.cart button[name="add-to-cart"]').getAttribute('value');
  await page.goto(`${productPath!}?add-to-cart=${productId}`);
  await expect(page.getByText(/a été ajouté à votre panier\./)).toBeVisible();

  await page.goto('/fr/cart/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mettre à jour le panier' })).toBeVisible();
  await page.getByRole('link', { name: 'Valider la commande' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Commande' })).toBeVisible();
  // An empty form first: the messages by the fields are French.
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Le champ «\u00a0Prénom (facturation)\u00a0» est obligatoire.' })).toBeVisible();

  const email = `francoise.${Date.now()}@example.com`;
  const billing = page.getByRole('group', { name: 'Détails de facturation' });
  await billing.getByLabel('Prénom').fill('Françoise');
  await billing.locator('#billing_last_name').fill('Dorléac');
  await billing.getByRole('combobox', { name: 'Pays / Région' }).selectOption('FR');
  await billing.getByLabel('Numéro et nom de rue').fill('1 rue de Rivoli');
  await billing.getByLabel('Ville').fill('Paris');
  await billing.getByLabel('Code postal').fill('75001');
  await billing.getByLabel('Téléphone').fill('+33 1 23 45 67 89');
  await billing.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('radio', { name: 'Paiement à la livraison' }).check();
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
  await page.getByRole('button', { name: 'Commander' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/order-received\/\d+\//);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Commande reçue' })).toBeVisible();
  await expect(page.getByText('Merci. Votre commande a bien été reçue.')).toBeVisible();
  const orderId = /order-received\/(\d+)\//.exec(page.url())?.[1];

  const mail = mailTo(email);
  expect(mail.subject).toContain(`Votre commande n°\u00a0${orderId}`);
  expect(mail.text).toContain('Bonjour Françoise, nous avons bien reçu votre commande');
  // No hydration mismatch (React reports one as a console error) nor any other error on the way.
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});
