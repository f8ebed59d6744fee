import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './support.ts';

/** The price a card charges now: the sale price when on sale, else the only price shown. */
async function cardPrices(page: Page): Promise<number[]> {
  const cards = page.locator('ul.products > li.product');
  const prices: number[] = [];
  for (const card of await cards.all()) {
    const sale = card.locator('.price ins .amount');
    const text = (await sale.count()) > 0 ? await sale.innerText() : await card.locator('.price .amount').first().innerText();
    prices.push(Number(text.replace(/[^0-9.]/g, '')));
  }
  return prices;
}

const isAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);


async function srcsetOf(image: Locator): Promise<string> {
  return (await image.getAttribute('srcset')) ?? '';
}

test.describe('browsing the catalog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper goes from the home page to the shop, sorts by price, pages on, picks a category and opens a product', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/\bhome\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'On sale' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'New arrivals' })).toBeVisible();

    await page.getByRole('link', { name: 'Shop the collection' }).click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(page.locator('body')).toHaveClass(/\bwoocommerce-shop\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.locator('p.woocommerce-result-count')).toHaveText(/^Showing 1–12 of \d+ results$/);
    await expect(page.locator('ul.products > li.product')).toHaveCount(12);

    // Each card offers the contract's add-to-cart link, or "Read more" when it cannot be bought.
    const addLink = page.locator('a.add_to_cart_button.ajax_add_to_cart').first();
    const id = await addLink.getAttribute('data-product_id');
    expect(id).toMatch(/^\d+$/);
    await expect(addLink).toHaveAttribute('href', `?add-to-cart=${id}`);
    await expect(addLink).toHaveAttribute('data-quantity', '1');
    await expect(addLink).toHaveAttribute('rel', 'nofollow');
    await expect(addLink).toHaveAttribute('aria-label', /^Add “.+” to your cart$/);

    await page.getByLabel('Sort by').selectOption({ label: 'Sort by price: low to high' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    const firstPage = await cardPrices(page);
    expect(isAscending(firstPage)).toBe(true);

    const pagination = page.getByRole('navigation', { name: 'Product pagination' });
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/page\/2\/\?orderby=price$/);
    await expect(page.locator('p.woocommerce-result-count')).toHaveText(/^Showing 13–24 of \d+ results/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('Page 2');
    const secondPage = await cardPrices(page);
    expect(isAscending(secondPage)).toBe(true);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);

    await page.goto('/');
    await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: /Stationery/ }).click();
    await expect(page).toHaveURL(/\/product-category\/stationery\/$/);
    await expect(page.locator('body')).toHaveClass(/\btax-product_cat\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stationery' })).toBeVisible();
    await expect(page.locator('p.woocommerce-result-count')).toHaveText(/^Showing all \d+ results$/);

    const firstCard = page.locator('ul.products > li.product').first();
    const name = await firstCard.getByRole('heading', { level: 2 }).innerText();
    await firstCard.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/$/);
    await expect(page.locator('body')).toHaveClass(/\bsingle-product\b/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const mainImage = page.locator('.woocommerce-product-gallery__image img');
    expect(await srcsetOf(mainImage)).toContain('1200w');
    await expect(mainImage).toHaveAttribute('width', /\d+/);
    await expect(mainImage).not.toHaveAttribute('loading', 'lazy');
    // Drawn once the page has loaded (the click's navigation is awaited only to its address): a broken
    // picture would be complete with no width.
    await page.waitForLoadState('load');
    expect(await mainImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.locator('.summary .price')).toHaveText(/\$\d+\.\d\d/);
    await expect(page.locator('.summary p.stock')).toHaveText(/^(In stock|\d+ in stock|Out of stock)$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Stationery' })).toBeVisible();
  });

  test('a product that is in stock offers a quantity and an add-to-cart button', async ({ page }) => {
    await page.goto('/shop/?orderby=popularity');
    const buyable = page.locator('ul.products > li.product.instock').first();
    await buyable.locator('.woocommerce-LoopProduct-link').click();
    const form = page.locator('form.cart');
    await expect(form).toHaveAttribute('method', 'get');
    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveAttribute('name', 'quantity');
    await expect(quantity).toHaveAttribute('min', '1');
    await expect(quantity).toHaveClass(/\bqty\b/);
    const button = page.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('name', 'add-to-cart');
    await expect(button).toHaveAttribute('value', /^\d+$/);
  });
});

test('an unknown product shows the not-found page', async ({ page }) => {
  const response = await page.goto('/product/no-such-product/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a page number past the end is not found, and page 1 has one address', async ({ page }) => {
  expect((await page.goto('/shop/page/999/'))?.status()).toBe(404);
  await page.goto('/shop/page/1/?orderby=date');
  await expect(page).toHaveURL(/\/shop\/\?orderby=date$/);
});

test('the journal lists posts and opens one', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.locator('body')).toHaveClass(/\bblog\b/);
  const cards = page.locator('.posts-grid > article.post-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  const title = await cards.first().getByRole('heading').innerText();
  await cards.first().getByRole('link', { name: title }).click();
  await expect(page.locator('body')).toHaveClass(/\bsingle-post\b/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/about/');
  await expect(page.locator('body')).toHaveClass(/\bpage\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('home, shop and product pages have no accessibility violations', async ({ page }) => {
  // Several pages, each scanned whole by axe: more than one page's worth of time.
  test.slow();
  for (const path of ['/', '/shop/', '/shop/page/2/?orderby=price-desc', '/product-category/kitchen-dining/', '/blog/']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto('/shop/');
  await page.locator('ul.products > li.product .woocommerce-LoopProduct-link').first().click();
  await expect(page.locator('body')).toHaveClass(/\bsingle-product\b/);
  await expectNoAxeViolations(page);
});
