// Promotions in Chromium at phone size (docs/product.md#checkout-promotions): a shopper applies a coupon code in the
// cart, sees its saving on each line and in the summary, pays cash on delivery, and finds the discount on the order
// page and in the tax invoice PDF; an automatic buy 2 get 1 shows its badge on its product's card and page and its
// saving in the cart. Each test makes its own products and promotions (with an admin, through the API), aimed at
// those products only, and ends the promotions after, so no other test's prices move.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@shop/shared/messages';
import { extractText, getDocumentProxy } from 'unpdf';
import { UPDATING } from '../src/lib/promotion-words.ts';
import { createAccount, saveHomeAddress } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { createProduct, createPromotion } from './support/promotions.ts';
import { addToCart, authHeader } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test.use({ viewport: { width: 390, height: 844 } });

const unique = () => Math.random().toString(36).slice(2, 8);

/** Clicks the order page's button and reads the PDF it makes, runs of white space made one. */
async function downloadedPdf(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const bytes = await readFile(await (await download).path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('a coupon applied in the cart saves on each line, is paid by cash on delivery and shows on the order and invoice', async ({
  page,
  request,
}) => {
  // A long flow on a loaded 2-core machine: a few pages, two axe scans and a PDF.
  test.slow();
  const admin = await createAdmin(request);
  const tag = unique();
  const mug = await createProduct(request, admin, `Promo Mug ${tag}`, 600);
  const lamp = await createProduct(request, admin, `Promo Lamp ${tag}`, 400);
  const code = `E2E${tag.toUpperCase()}`;
  const end = await createPromotion(request, admin, {
    code,
    title: 'Browser test ten',
    action: 'percent',
    percent: 10,
    target: 'products',
    targetValues: [mug._id, lamp._id],
  });
  try {
    const shopper = await createAccount(request, 'promo-coupon');
    await saveHomeAddress(request, shopper);
    await addToCart(request, shopper, mug._id);
    await addToCart(request, shopper, lamp._id);
    await signIn(page, shopper.token);

    await page.goto('/cart');
    const field = page.getByLabel('Apply coupon');
    // An unknown code: its words under the field, announced, and the focus stays in the field.
    await field.fill('NOSUCHCODE');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid' })).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // The code typed in small letters is the same code; Enter applies it.
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    const fate = page.getByTestId('coupon-fate');
    await expect(fate).toHaveText(`You save ₹100 with ${code}`);
    await expect(fate).toBeFocused();
    // ₹100 off ₹1,000, spread over the lines by their value.
    const line = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(line(mug.name).getByTestId('line-saving')).toHaveText(`₹60 off with ${code}`);
    await expect(line(lamp.name).getByTestId('line-saving')).toHaveText(`₹40 off with ${code}`);
    await expect(page.getByTestId('cart-total-discount')).toHaveText('−₹100');
    await expect(page.getByTestId('cart-total')).toHaveText('₹900');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Removed, the focus goes back to the field; applied again with the button.
    await page.getByRole('button', { name: `Remove coupon ${code}` }).click();
    await expect(field).toBeFocused();
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,000');
    await field.fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(fate).toHaveText(`You save ₹100 with ${code}`);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByTestId('coupon-fate')).toHaveText(`You save ₹100 with ${code}`);
    await expect(summary.getByTestId('checkout-total-discount')).toHaveText('−₹100');
    await expect(summary.getByTestId('checkout-total')).toHaveText('₹900');
    expect(await seriousViolations(page)).toEqual([]);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    const response = await answer;
    expect(response.request().postDataJSON()).toMatchObject({
      couponCode: code,
      priceSummary: { discount: 100, total: 900 },
    });
    const placed = (await response.json()) as {
      order: { _id: string; priceSummary: { discount: number; total: number } };
    };
    expect(placed.order.priceSummary).toMatchObject({ discount: 100, total: 900 });
    await expect(page).toHaveURL(/\/order$/, { timeout: 5000 });

    await page.goto(`/order/${placed.order._id}`);
    await expect(page.getByTestId('order-discount')).toHaveText('−₹100');
    await expect(page.getByText(`${code} · Browser test ten`)).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(
      items.getByRole('listitem').filter({ hasText: mug.name }).getByTestId('line-saving'),
    ).toHaveText(`₹60 off with ${code}`);
    const invoice = await downloadedPdf(page, 'Download Invoice');
    // Each line's price before its share and the share; its taxable value is on what is left.
    expect(invoice).toContain('Price 600.00 less discount 60.00');
    expect(invoice).toContain('Price 400.00 less discount 40.00');
    expect(invoice).toContain('Coupon & offers - INR 100.00');
    expect(invoice).toContain('Total (inclusive of taxes) INR 900.00');
    expect(invoice).toContain(`Promotions applied: ${code} (Browser test ten) INR 100.00`);
  } finally {
    await end();
  }
});

test('an automatic buy 2 get 1 shows its badge on its product and its saving in the cart', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const tag = unique();
  // A brand of its own: the offer is aimed at it, in other letters' case than the product's.
  const brand = `Pebblestone ${tag}`;
  const socks = await createProduct(request, admin, `Promo Socks ${tag}`, 300, brand);
  const end = await createPromotion(request, admin, {
    title: `Socks trio ${tag}`,
    action: 'buy_x_get_y',
    buyQuantity: 2,
    getQuantity: 1,
    percent: 100,
    target: 'brands',
    targetValues: [brand.toUpperCase()],
  });
  try {
    const shopper = await createAccount(request, 'promo-bxgy');
    await signIn(page, shopper.token);

    // The card in the search results carries the badge, read once the page is alive.
    await page.goto(`/search?q=${encodeURIComponent(socks.name)}`);
    const card = page.getByRole('link', { name: new RegExp(socks.name) });
    await expect(card.getByTestId('offer-badge')).toHaveText('Buy 2, get 1 free');

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: socks.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Offers' })).toContainText('Buy 2, get 1 free');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();

    await page.goto('/cart');
    // Three at ₹300: the third is free.
    await expect(page.getByTestId('line-saving')).toHaveText(`₹300 off with Socks trio ${tag}`);
    await expect(page.getByRole('list', { name: 'Offers applied' })).toHaveText(
      `You save ₹300 with Socks trio ${tag}`,
    );
    await expect(page.getByTestId('cart-total-discount')).toHaveText('−₹300');
    await expect(page.getByTestId('cart-total')).toHaveText('₹600');

    // Down to two, the quote of the two held back: nothing of the three's quote shows meanwhile, and the rows stay.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/promotions/quote', async (route) => {
      await held;
      await route.continue();
    });
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    const proceedAt = await proceed.boundingBox();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(UPDATING);
    await expect(page.getByTestId('cart-total-discount')).toHaveText(UPDATING);
    await expect(page.getByTestId('line-saving')).toHaveText(UPDATING);
    expect(await proceed.boundingBox()).toEqual(proceedAt);
    release();
    // Two at ₹300 get nothing free.
    await expect(page.getByTestId('cart-total')).toHaveText('₹600');
    await expect(page.getByTestId('cart-total-discount')).toHaveCount(0);
    await expect(page.getByTestId('line-saving')).toHaveCount(0);
  } finally {
    await end();
  }
});

test('a code that ends while the shopper is at checkout is refused with its words, and the shopper stays', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const tag = unique();
  const pen = await createProduct(request, admin, `Promo Pen ${tag}`, 500);
  const code = `E2EEND${tag.toUpperCase()}`;
  const end = await createPromotion(request, admin, {
    code,
    title: 'Ends soon',
    action: 'amount',
    amount: 50,
    target: 'products',
    targetValues: [pen._id],
  });
  const shopper = await createAccount(request, 'promo-ended');
  await saveHomeAddress(request, shopper);
  await addToCart(request, shopper, pen._id);
  const kept = await request.put('/api/cart/coupon', { headers: authHeader(shopper), data: { code } });
  expect(kept.status(), await kept.text()).toBe(200);
  await signIn(page, shopper.token);

  // The quote fails at first: the order must not go without the code the chip shows.
  await page.route('**/api/promotions/quote', (route) =>
    route.fulfill({ status: 503, json: { message: 'The shop is busy' } }),
  );
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('coupon-fate')).toHaveText(`Could not check ${code}`);
  await expect(summary.getByRole('alert')).toContainText(
    `The shop is busy. ${code} is not checked yet, and the order waits for it`,
  );
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await page.unroute('**/api/promotions/quote');
  await summary.getByRole('button', { name: 'Retry' }).click();
  await expect(summary.getByTestId('coupon-fate')).toHaveText(`You save ₹50 with ${code}`);
  await expect(summary.getByTestId('checkout-total')).toHaveText('₹450');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

  // The admin ends it before the shopper places the order: the server refuses it in words, nothing is placed.
  await end();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'This code has ended. Remove the code or change your cart to go on.',
  );
  await expect(page).toHaveURL(/\/checkout$/);
  // The chip says why, the total drops the saving, and Place Order can be pressed again.
  await expect(summary.getByTestId('coupon-fate')).toHaveText('This code has ended');
  await expect(summary.getByTestId('checkout-total')).toHaveText('₹500');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});
