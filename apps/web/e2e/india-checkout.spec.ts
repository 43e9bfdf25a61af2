// Checkout for India in Chromium (docs/decisions/036-checkout-for-india.md): an address added by its PIN code at
// phone size, the one saved address chosen at checkout with its recipient and landmark sent on the order, and the
// cart's delivery date for it; a faster shipping speed chosen at checkout, priced and dated.
import { formatRupees } from '@shop/shared/money';
import { createAccount, productInStock, saveHomeAddress } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { sql } from './support/database.ts';
import { addToCart, authHeader } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

/** "₹1,234.50" as a number of rupees. */
function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

test.describe('addresses', () => {
  test('at phone size, a PIN code fills the city and state of a new profile address', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const known = await (await request.get('/api/pin-codes/560001')).json();
    expect(known).toMatchObject({ pin: '560001', state: 'Karnataka', known: true });
    const account = await createAccount(request, 'pin-address');
    await signIn(page, account.token);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await page.getByRole('button', { name: 'Add Your First Address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Mobile number').fill('98765 43210');
    await form.getByLabel('PIN code').fill('560001');
    await expect(form.getByLabel('City')).toHaveValue(known.city);
    await expect(form.getByLabel('State')).toHaveValue('Karnataka');
    await form.getByLabel('Flat, house no., building, street, area').fill('Flat 4B, 12 MG Road');
    await form.getByLabel('Landmark (optional)').fill('Opposite Trinity metro');
    // Nothing of the form sticks out of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.getByRole('button', { name: 'Add Address' }).click();

    await expect(page.getByText('Address added successfully')).toBeVisible();
    // The form is gone: the focus is on the button that opens it again, not lost to the page.
    await expect(page.getByRole('button', { name: 'Add Address', exact: true })).toBeFocused();
    const card = page.getByRole('listitem').filter({ hasText: 'Flat 4B, 12 MG Road' });
    await expect(card).toContainText(`${account.firstName} Verma`);
    await expect(card).toContainText('Default');
    await expect(card).toContainText('Landmark: Opposite Trinity metro');
    await expect(card).toContainText(`${known.city}, Karnataka 560001`);
    await expect(card).toContainText('+91 98765 43210');
  });

  test('one saved address is chosen at checkout and sent with its recipient and landmark', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'one-address');
    // Neither active nor marked default when sent: the only address is the one to deliver to all the same.
    const saved = await request.put('/api/auth/update', {
      headers: authHeader(account),
      data: {
        addresses: [
          {
            _id: 'office',
            type: 'Work',
            fullName: 'Ravi Kumar',
            address: '4th Floor, 80 Feet Road, Koramangala',
            landmark: 'Opposite Forum Mall',
            city: 'Bengaluru',
            state: 'Karnataka',
            zipCode: '560034',
            phone: '98450 12345',
            isActive: false,
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const product = await productInStock(request, 'Kitchen');
    await addToCart(request, account, product._id);
    const estimate = await (
      await request.get(`/api/delivery-estimate/order?productIds=${product._id}&pin=560034`)
    ).json();
    await signIn(page, account.token);

    // The cart dates the order for that address.
    await page.goto('/cart');
    const cartDate = page.getByTestId('cart-delivery');
    await expect(cartDate).toContainText(estimate.text);
    await expect(cartDate).toContainText('to Ravi Kumar, 560034');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    const only = page.getByRole('radio', { name: /80 Feet Road/ });
    await expect(only).toBeChecked();
    await expect(page.getByRole('group', { name: 'Delivery address' })).toContainText('+91 98450 12345');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(page.getByText('Please select a delivery address')).toHaveCount(0);

    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    const [sent] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/orders') && sent.method() === 'POST'),
      page.getByRole('button', { name: 'Place Order' }).click(),
    ]);
    expect(sent.postDataJSON().shippingInfo).toMatchObject({
      type: 'Work',
      fullName: 'Ravi Kumar',
      address: '4th Floor, 80 Feet Road, Koramangala',
      landmark: 'Opposite Forum Mall',
      postalCode: '560034',
      phone: '+919845012345',
    });
  });

  test('an address saved before PIN codes were checked is flagged, not shipped to', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'legacy-pin');
    // As the shop stored it before decision 036: a five-digit code, which no route takes any more.
    const legacy = [
      {
        _id: 'old',
        type: 'Home',
        address: '7 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zipCode: '12200',
        country: 'India',
        phone: '+919876543210',
        isActive: true,
      },
    ];
    await sql('update users set addresses = $2 where email = $1', [account.email, JSON.stringify(legacy)]);
    const product = await productInStock(request, 'Kitchen');
    await addToCart(request, account, product._id);
    await signIn(page, account.token);

    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(page.getByRole('radio', { name: /7 Park Street/ })).toBeChecked();
    // A warning, not a green success line.
    await expect(page.getByTestId('checkout-delivery')).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('checkout-delivery')).toContainText('no valid PIN code');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toHaveCount(0);
    await expect(page.getByText(/Please add it again with its 6-digit PIN code/).first()).toBeVisible();
  });
});

test.describe('shipping speeds', () => {
  test('express costs the settings fee more, arrives sooner, and the order page says so', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'express');
    await saveHomeAddress(request, account);
    const product = await productInStock(request, 'Kitchen');
    await addToCart(request, account, product._id);
    // What the server offers for this address (docs/decisions/036): the dates the page must show.
    const estimate = (await (
      await request.get(`/api/delivery-estimate/order?productIds=${product._id}&pin=560001`)
    ).json()) as { options: { speed: string; date: string; text: string }[] };
    const standard = estimate.options.find((option) => option.speed === 'standard');
    const express = estimate.options.find((option) => option.speed === 'express');
    expect(express && standard && express.date < standard.date).toBe(true);
    await signIn(page, account.token);

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping' }).click();
    const speeds = page.getByRole('group', { name: 'Delivery speed' });
    const standardCard = speeds.getByRole('radio', { name: /^Standard delivery/ });
    await expect(standardCard).toBeChecked();
    const total = page.getByTestId('checkout-total');
    // A figure, once the quote of the lines is in (until then the total says it is updating).
    await expect(total).toHaveText(/^₹/);
    const standardTotal = rupees(await total.innerText());
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard, as a radio group: the arrow key moves to Express and chooses it.
    await standardCard.focus();
    await page.keyboard.press('ArrowDown');
    await expect(speeds.getByRole('radio', { name: /^Express delivery/ })).toBeChecked();
    await expect(total).toHaveText(formatRupees(standardTotal + 99));
    await expect(page.getByTestId('checkout-delivery')).toContainText(express?.text ?? 'express');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    const { order } = (await (await answer).json()) as { order: { _id: string } };

    await page.goto(`/order/${order._id}`);
    await expect(page.getByTestId('order-delivery')).toHaveText(express?.text ?? 'express');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(formatRupees(standardTotal + 99));
  });
});
