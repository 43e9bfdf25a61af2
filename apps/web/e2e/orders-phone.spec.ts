// A phone shopper's deals and orders (issue 47 items 8, 9, 14, 16), at 390 × 844: Buy Now on a hot-deal card buys
// (docs/product.md#checkout-steps), for a visitor through sign-in; a sent return request shows on the order page
// (docs/product.md#orders-actions); the cancel dialog's "select a reason" clears once one is chosen; a Reorder that
// cannot go ahead looks it; deal cards fit a phone. Each test uses a product an admin makes for it.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { createAccount, type TestAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { advanceOrder, sql } from './support/database.ts';
import { openHomeInTheBrowser } from './support/hydration.ts';
import { createProduct } from './support/promotions.ts';
import { authHeader, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A product of its own, without options, read back as the storefront shows it. */
async function ownProduct(request: APIRequestContext, name: string): Promise<ProductDetail> {
  const admin = await createAdmin(request);
  const { _id } = await createProduct(request, admin, `${name} ${Date.now().toString(36)}`, 749);
  return (await (await request.get(`/api/products/${_id}`)).json()) as ProductDetail;
}

/** Home, with `product` first among today's deals (the rest as the server answers them). */
async function homeWithDeal(page: Page, product: ProductDetail): Promise<Locator> {
  await page.route('**/api/homepage?populate=todayOffers', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { todayOffers: unknown[] };
    await route.fulfill({ response, json: { ...body, todayOffers: [product, ...body.todayOffers] } });
  });
  await openHomeInTheBrowser(page);
  const card = page.locator('#deals').getByRole('article').filter({ hasText: product.name });
  await card.scrollIntoViewIfNeeded();
  return card;
}

async function expectCheckoutOf(page: Page, product: ProductDetail): Promise<void> {
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(product.name);
  await expect(summary).toContainText('₹749');
}

async function cartCount(request: APIRequestContext, account: TestAccount): Promise<number> {
  const cart = (await (await request.get('/api/cart', { headers: authHeader(account) })).json()) as {
    items: unknown[];
  };
  return cart.items.length;
}

/** A delivered cash-on-delivery order of one unit of a product of its own, and its shopper signed in. */
async function deliveredOrder(page: Page, request: APIRequestContext, name: string) {
  const product = await ownProduct(request, name);
  const account = await createAccount(request, 'orders-phone');
  const order = await placeCodOrder(request, account, [{ product: product._id }]);
  await advanceOrder(order._id, 'delivered');
  await signIn(page, account.token);
  return { product, account, order };
}

test("a deal's Buy Now takes a signed-in shopper straight to the checkout with that product", async ({
  page,
  request,
}) => {
  const product = await ownProduct(request, 'Deal Notebook');
  const account = await createAccount(request, 'deal-buy');
  await signIn(page, account.token);
  const card = await homeWithDeal(page, product);
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await expectCheckoutOf(page, product);
  // Buy Now leaves the cart alone (docs/product.md#checkout-steps).
  expect(await cartCount(request, account)).toBe(0);
});

test("a visitor's deal Buy Now signs in, then lands in that checkout", async ({ page, request }) => {
  const product = await ownProduct(request, 'Deal Diary');
  const account = await createAccount(request, 'deal-visitor');
  const card = await homeWithDeal(page, product);
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Please log in to buy products')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectCheckoutOf(page, product);
});

test('deal cards fit a phone: no sideways scroll, a readable price and 44 px Buy Now buttons', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.locator('#deals').getByRole('article');
  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const button = card.getByRole('button');
    const box = await button.boundingBox();
    expect(box?.height, `card ${index}'s button height`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `card ${index}'s button width`).toBeGreaterThanOrEqual(44);
    // Nothing inside the card is cut off at its right edge.
    const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, `card ${index} overflows`).toBeLessThanOrEqual(0);
    const priceSize = await card
      .getByText(/^Price: /)
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(priceSize, `card ${index}'s price size`).toBeGreaterThanOrEqual(16);
  }
});

test('a sent return request shows on the order page, and its button says it was requested', async ({
  page,
  request,
}) => {
  const { order } = await deliveredOrder(page, request, 'Return Pen');
  await page.goto(`/order/${order._id}`);
  await page.getByRole('button', { name: 'Request Return/Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Return/Refund' });
  await dialog.getByLabel('Your message').fill('The nib arrived bent.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByRole('status')).toContainText('request has been sent');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const requested = page.getByRole('button', { name: 'Return requested' });
  // Focus goes back to the button that opened the dialog, now saying what was done.
  await expect(requested).toBeFocused();
  // After a reload too: the page reads the request from the order itself.
  await page.reload();
  const notice = page.getByRole('region', { name: 'Return requested' });
  await expect(notice).toContainText('The nib arrived bent.');
  await expect(notice).toContainText(/on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(notice).toContainText('We reply within 2 business days');
  await expect(notice).toContainText('5-10 business days');
  await expect(page.getByRole('button', { name: 'Request Return/Refund' })).toHaveCount(0);
  await expect(requested).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for an aria-disabled button to be enabled: the tap is forced, as a finger's would be.
  await requested.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the cancel dialog's 'select a reason' goes away once a reason is chosen", async ({ page, request }) => {
  const product = await ownProduct(request, 'Cancel Stapler');
  const account = await createAccount(request, 'cancel-reason');
  const order = await placeCodOrder(request, account, [{ product: product._id }]);
  await signIn(page, account.token);
  await page.goto(`/order/${order._id}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByText('Please select a reason for cancellation.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Ordered by mistake' }).check();
  await expect(dialog.getByText('Please select a reason for cancellation.')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('a Reorder that cannot go ahead looks disabled and says why', async ({ page, request }) => {
  const { product } = await deliveredOrder(page, request, 'Reorder Ruler');
  await sql('update products set count_in_stock = 0 where id = $1', [product._id]);
  await page.goto('/order');
  await page.getByRole('link', { name: 'View Details' }).click();
  const reorder = page.getByRole('button', { name: 'Reorder' });
  await expect(reorder).toBeDisabled();
  const look = await reorder.evaluate((element) => {
    const style = getComputedStyle(element);
    // Painted on a canvas, so the colour reads as red, green and blue whatever space the style names it in.
    const paint = document.createElement('canvas').getContext('2d');
    if (!paint) throw new Error('no canvas');
    paint.fillStyle = style.backgroundColor;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = paint.getImageData(0, 0, 1, 1).data;
    return {
      cursor: style.cursor,
      opacity: Number(style.opacity),
      // A grey has its three channels close together; the shop's blue does not.
      spread: Math.max(r, g, b) - Math.min(r, g, b),
    };
  });
  expect(look.cursor).toBe('not-allowed');
  expect(look.opacity).toBe(1);
  expect(look.spread).toBeLessThan(40);
  await expect(reorder).toHaveAccessibleDescription('No in-stock items available to reorder.');
});
