// Keyboard and screen-reader users keep their place (WCAG 2.4.3 Focus Order): moving between checkout steps
// puts focus on the new step's heading, and every dialog, closed with Escape, its close button or its cancel
// button, gives focus back to the control that opened it. Driven by the keyboard alone (Tab, arrows, Enter,
// Space, Escape); only the setup (accounts, carts, orders, reviews) goes through the API.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createAccount, productInStock, saveHomeAddress } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { advanceOrder } from './support/database.ts';
import { addToCart, authHeader, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const photo = path.join(import.meta.dirname, 'fixtures', 'review-photo.jpg');

/** Presses Tab (Shift+Tab when `backwards`) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await expect(target).toBeVisible();
  // One handle: finding a control by role and name again after every press is slow on a long page.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < 150; presses++) {
      if (await element?.evaluate((node) => node === document.activeElement)) return;
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await element?.dispose();
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element's tag, so a failure says where focus went (BODY when it was lost). */
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

/** Focus is on `target`, never dropped to the page body, and drawn so a keyboard user can see it. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');
  const ring = await target.evaluate((element) => ({
    visible: element.matches(':focus-visible'),
    outline: getComputedStyle(element).outlineStyle,
  }));
  expect(ring).toEqual({ visible: true, outline: 'solid' });
}

/**
 * Tabs to `opener`, opens its dialog with Enter and closes it with Escape: focus is back on the opener.
 * `backwards` tabs with Shift+Tab, for an opener above the control that has focus.
 */
async function escapeGivesFocusBack(
  page: Page,
  opener: Locator,
  dialog: Locator,
  backwards = false,
): Promise<void> {
  await tabTo(page, opener, backwards);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, opener);
}

/** With focus on `opener`, opens its dialog again and closes it with the dialog's `close` button: focus is back. */
async function closeButtonGivesFocusBack(
  page: Page,
  opener: Locator,
  dialog: Locator,
  close: Locator,
): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, close);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, opener);
}

test('moving between checkout steps puts focus on the new step heading', async ({ page, request }) => {
  const account = await createAccount(request, 'focus-checkout');
  await saveHomeAddress(request, account);
  const product = await productInStock(request, 'Fitness');
  await addToCart(request, account, product._id);
  await signIn(page, account.token);

  await page.goto('/checkout');
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  await expect(heading('Personal Information')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Continue to Shipping' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, heading('Shipping Address'));
  // The next Tab goes on into the step, not back to the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /12 MG Road/ })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, heading('Payment Method'));

  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, heading('Shipping Address'));

  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, heading('Personal Information'));
  await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
});

test('the return dialog of a delivered order gives focus back to its button', async ({ page, request }) => {
  const account = await createAccount(request, 'focus-return');
  const product = await productInStock(request, 'Spiritual');
  const order = await placeCodOrder(request, account, [{ product: product._id }]);
  await advanceOrder(order._id, 'delivered');
  await signIn(page, account.token);
  await page.goto(`/order/${order._id}`);

  const opener = page.getByRole('button', { name: 'Request Return/Refund' });
  const dialog = page.getByRole('dialog', { name: 'Request Return/Refund' });
  await escapeGivesFocusBack(page, opener, dialog);
  // The same with the dialog's Close button.
  await closeButtonGivesFocusBack(page, opener, dialog, dialog.getByRole('button', { name: 'Close' }));
});

test('the cancel dialog gives focus back to its button, and after cancelling stays in the actions', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'focus-cancel');
  const product = await productInStock(request, 'Kids');
  const order = await placeCodOrder(request, account, [{ product: product._id }]);
  await signIn(page, account.token);
  await page.goto(`/order/${order._id}`);

  const opener = page.getByRole('button', { name: 'Cancel Order' });
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await escapeGivesFocusBack(page, opener, dialog);
  await closeButtonGivesFocusBack(page, opener, dialog, dialog.getByRole('button', { name: 'Keep Order' }));

  // Cancelling removes the Cancel Order button; focus stays among the order's actions.
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('radio', { name: 'I changed my mind' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm Cancellation' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Order cancelled successfully')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(opener).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('button', { name: 'Download Invoice' }));
});

test('the review photo dialog gives focus back to the photo that opened it', async ({ page, request }) => {
  const author = await createAccount(request, 'focus-photo');
  const product = await productInStock(request, 'Pets');
  const posted = await request.post('/api/reviews', {
    headers: authHeader(author),
    multipart: {
      productId: product._id,
      rating: '5',
      comment: 'My dog approves.',
      images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto(`/shop/pets/${product._id}`);
  // The product's tabs are one Tab stop; the arrow keys move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Description' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
  const review = page.getByRole('listitem').filter({ hasText: 'My dog approves.' });
  const opener = review.getByRole('button', { name: 'Enlarge photo 1' });
  const dialog = page.getByRole('dialog', { name: 'Review photo' });
  await escapeGivesFocusBack(page, opener, dialog);
  await closeButtonGivesFocusBack(page, opener, dialog, dialog.getByRole('button', { name: 'Close' }));
});

test("the admin's delete and import dialogs give focus back to their buttons", async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  await page.goto('/admin/products');

  const remove = page.getByRole('button', { name: /^Delete / }).first();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
  await escapeGivesFocusBack(page, remove, confirm);
  await closeButtonGivesFocusBack(page, remove, confirm, confirm.getByRole('button', { name: 'Cancel' }));

  const importButton = page.getByRole('button', { name: 'Import' });
  const importDialog = page.getByRole('dialog', { name: 'Import products' });
  await escapeGivesFocusBack(page, importButton, importDialog, true);
});

test("the home page's category dialog gives focus back to its button", async ({ page }) => {
  // Tab walks past the banner, the deals and the featured strip first: slow on a loaded machine.
  test.slow();
  await page.goto('/');
  const opener = page.getByRole('button', { name: /^\+\d+ more$/ });
  const dialog = page.getByRole('dialog', { name: 'All Categories' });
  await escapeGivesFocusBack(page, opener, dialog);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu and the filter sheet give focus back to their buttons', async ({ page }) => {
    await page.goto('/shop/beauty');
    const filters = page.getByRole('button', { name: 'Filters' });
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await escapeGivesFocusBack(page, filters, sheet);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await escapeGivesFocusBack(page, menuButton, menu, true);
    await closeButtonGivesFocusBack(page, menuButton, menu, menu.getByRole('button', { name: 'Close menu' }));
  });
});
