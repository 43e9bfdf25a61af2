// Checkout in Chromium (docs/product.md#checkout-steps, docs/product.md#payment-cod): cash on delivery from the cart,
// confirmed by the new shopper on the order page, and refused with its reason to a remote PIN code
// (docs/decisions/030-cash-on-delivery-risk.md); online payment through the sandbox gateway's checkout — a failed
// payment, then a retry that pays — ending on /order with the order listed. Everything runs against the real
// server and database.
import type { APIRequestContext } from '@playwright/test';
import { ADDRESS_MESSAGES } from '@shop/shared/auth.schemas';
import { COD_MESSAGES } from '@shop/shared/cod';
import { DELIVERY_MESSAGES } from '@shop/shared/delivery';
import { createAccount, saveHomeAddress } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { addToCart, authHeader } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  countInStock: number;
}

/** A product with plenty of stock, different for each test so they never share a stock count. */
async function productInStock(request: APIRequestContext, category: string): Promise<ApiProduct> {
  const list = await (await request.get(`/api/products?category=${category}&limit=40`)).json();
  for (const card of list.products as { _id: string }[]) {
    const product = (await (await request.get(`/api/products/${card._id}`)).json()) as ApiProduct;
    if (product.countInStock >= 20) return product;
  }
  throw new Error(`no product with stock in ${category}`);
}

test('cash on delivery from the cart: step checks, a new address, the order placed, listed and confirmed', async ({
  page,
  request,
}) => {
  // A long flow with several axe scans: give it room on a loaded 2-core machine.
  test.slow();
  const account = await createAccount(request, 'cod');
  const product = await productInStock(request, 'Kitchen');
  await addToCart(request, account, product._id, 2);
  await signIn(page, account.token);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Step 1 needs every field (docs/product.md#checkout-validation); the profile fills them in.
  await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
  await page.getByLabel('Last name').fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();

  // Step 2: no address yet, so the form is open; every field has its message.
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please select a delivery address')).toBeVisible();
  // The recipient is the name of step 1; the account has no phone, so the mobile number is asked for.
  await expect(page.getByLabel('Full name')).toHaveValue(`${account.firstName} Verma`);
  await page.getByRole('button', { name: 'Save Address' }).click();
  for (const message of ['Street address is required', 'City is required', 'State is required'])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText(DELIVERY_MESSAGES.pinMissing)).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Flat, house no., building, street, area').fill('221 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('State').selectOption('West Bengal');
  await page.getByLabel('PIN code').fill('700016');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText(ADDRESS_MESSAGES.phone)).toBeVisible();
  await page.getByLabel('Mobile number').fill('+91 98123 45678');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /221 Park Street/ })).toBeChecked();
  // The form is gone; the keyboard's focus moves to the address just saved, not to the page.
  await expect(page.getByRole('radio', { name: /221 Park Street/ })).toBeFocused();
  await expect(placeOrder).toBeDisabled();

  // Step 3: online is the default; cash on delivery places the order at once.
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await placeOrder.click();
  const placed = (await (await answer).json()) as { message: string; order: { codConfirmation: unknown } };
  // A new account's first cash-on-delivery order waits for its confirmation (docs/decisions/030); the toast says
  // what the server answered.
  expect(placed.order.codConfirmation).toMatchObject({ status: 'awaiting' });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: placed.message });
  await expect(toast).toBeVisible();
  // Held under the pointer, the toast neither times out nor fades while the page is checked below: a check
  // during its enter or exit animation would read its colours half transparent.
  await toast.hover();
  await expect(toast).toHaveCSS('opacity', '1');
  await expect(page).toHaveURL(/\/order$/, { timeout: 5000 });
  const order = page.getByRole('article').filter({ hasText: product.name });
  await expect(order).toContainText(`${product.name} × 2`);
  await expect(order).toContainText('Order Placed');
  await expect(order).toContainText('Cash on delivery');
  // With the success toast still showing: its colours must pass too.
  expect(await seriousViolations(page)).toEqual([]);
  // The ordered lines left the cart.
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  // The list says the order waits; its page asks for the confirmation, and Confirm order ends the wait.
  await expect(order).toContainText('Please confirm this order by');
  await order.getByRole('link', { name: /Confirm on the order page/ }).click();
  const panel = page.getByRole('region', { name: 'Please confirm your order' });
  await expect(panel).toContainText(/Confirm by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: COD_MESSAGES.confirmed })).toBeVisible();
  await expect(panel).toHaveCount(0);
  // The pressed button is gone: focus waits on the page's heading, not lost at the top of the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('cash on delivery is not offered to a remote PIN code, and the payment step says why', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'cod-remote');
  // Guwahati is in the remote zone, where the shop's seeded zones switch cash on delivery off.
  const saved = await request.put('/api/auth/update', {
    headers: authHeader(account),
    data: {
      addresses: [
        {
          _id: 'home1',
          type: 'Home',
          address: '5 Zoo Road',
          city: 'Guwahati',
          state: 'Assam',
          zipCode: '781001',
          country: 'India',
          phone: '+919876543210',
          isActive: true,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const product = await productInStock(request, 'Beauty');
  await signIn(page, account.token);

  await page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByRole('radio', { name: /5 Zoo Road/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  const cod = page.getByRole('radio', { name: /Cash on delivery/ });
  await expect(cod).toBeDisabled();
  await expect(cod).toHaveAccessibleDescription(COD_MESSAGES.zoneUnavailable('781001'));
  await expect(page.getByText(COD_MESSAGES.zoneUnavailable('781001'))).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

test('online payment with the sandbox gateway: a failed payment, then a retry that pays', async ({
  page,
  request,
}) => {
  // A long flow with several axe scans: give it room on a loaded 2-core machine.
  test.slow();
  const account = await createAccount(request, 'online');
  await saveHomeAddress(request, account);
  const product = await productInStock(request, 'Electronics');
  await signIn(page, account.token);

  // Buy Now hands the one line straight to the checkout.
  await page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(product.name);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  // The profile's active address is chosen already.
  await expect(page.getByRole('radio', { name: /12 MG Road/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  const gateway = page.getByRole('dialog');
  await expect(gateway).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Accepted in the handler itself: a dialog left without a listener would be dismissed by Playwright.
  const alertText = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await gateway.getByRole('button', { name: 'Fail payment' }).click();
  expect(await alertText).toBe('Payment failed. Please try again.');
  await expect(placeOrder).toBeEnabled();

  await placeOrder.click();
  await expect(gateway).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible();
  await expect(page).toHaveURL(/\/order$/, { timeout: 5000 });
  const orders = page.getByRole('article').filter({ hasText: product.name });
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText('Paid online · Paid');

  // Exactly one order for the payment, whichever of the browser and the webhook confirmed first.
  const list = await (await request.get('/api/orders', { headers: authHeader(account) })).json();
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ isPaid: true, paymentMethod: 'razorpay' });
});
