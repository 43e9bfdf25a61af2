// Cart and wishlist in the browser (docs/product.md#cart-page, Wishlist, Product detail; docs/product.md#cart-lines; docs/product.md).
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { findProduct as findProductIn, keepsOneStock } from './support/catalogue.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  countInStock: number;
  filters: { name: string; values: string[] }[];
  variants: unknown[];
}

const CATEGORIES = ['Fashion', 'Kitchen', 'Electronics', 'Health', 'Pets'];
const findProduct = (page: Page, wanted: (product: ApiProduct) => boolean) =>
  findProductIn<ApiProduct>(page.request, CATEGORIES, wanted);

const open = (page: Page, product: ApiProduct) =>
  page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);

test.beforeEach(async ({ page, request }) => {
  const account = await createAccount(request, 'cart');
  await signIn(page, account.token);
});

test('the heart saves and removes a product, and the wishlist page lists and removes it', async ({
  page,
}) => {
  const product = await findProduct(page, (p) => p.countInStock > 0);
  await open(page, product);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Product added to wishlist!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('1 item saved')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) })).toHaveAttribute(
    'href',
    new RegExp(product._id),
  );
  await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expect(page.getByText('0 items saved')).toBeVisible();

  await open(page, product);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(page.getByText('Product removed from wishlist!')).toBeVisible();
});

test('adding with options and a quantity fills the badge and the cart; steppers stop at the stock', async ({
  page,
}) => {
  const product = await findProduct(
    page,
    (p) =>
      keepsOneStock(p) &&
      p.countInStock >= 3 &&
      p.countInStock <= 5 &&
      (p.filters[0]?.values.length ?? 0) >= 2,
  );
  const filter = product.filters[0] as { name: string; values: string[] };
  const value = filter.values[1] as string;
  await open(page, product);
  await page
    .getByRole('group', { name: new RegExp(`^${filter.name}`) })
    .getByRole('button', { name: value, exact: true })
    .click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('article').filter({ hasText: product.name });
  await expect(line.getByText(`${filter.name}: ${value}`)).toBeVisible();
  const quantity = line.getByRole('group').locator('output');
  await expect(quantity).toHaveText('2');
  for (let n = 3; n <= product.countInStock; n++) {
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveText(String(n));
  }
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(
    page.getByText(`Cannot add more ${product.name} . Only ${product.countInStock} in stock.`),
  ).toBeVisible();
  await expect(quantity).toHaveText(String(product.countInStock));
  await expect(page.getByRole('link', { name: `Cart, ${product.countInStock} items` })).toBeVisible();
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveText(String(product.countInStock - 1));

  await line.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText('Add some items to get started!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('checkout is disabled when only out-of-stock lines remain', async ({ page }) => {
  const product = await findProduct(page, (p) => p.countInStock > 0);
  await open(page, product);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  // The stock runs out after it was added: the server's answer says so.
  await page.route('**/api/cart', async (route) => {
    const response = await route.fetch();
    const cart = await response.json();
    for (const item of cart.items) item.product.countInStock = 0;
    await route.fulfill({ response, json: cart });
  });
  await page.goto('/cart');
  await expect(page.getByText('Out of stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(page.getByText('Add in-stock items to proceed to checkout')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('₹0');
});
