// Toasts never hide the header's controls (docs/product.md#pages-messages item 5): shown top-right as the spec says, but below the
// sticky header, at phone and desktop sizes.

import { createAccount, productInStock } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
]) {
  test(`a toast leaves the wishlist, profile and cart buttons uncovered at ${size.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const account = await createAccount(request, 'toast');
    const card = await productInStock(request);
    await signIn(page, account.token);
    const accountNav = page.getByRole('navigation', { name: 'Account' });
    await page.goto(`/shop/kitchen/${card._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByText('Product added to cart successfully!');
    await expect(toast).toBeVisible();
    await expect(accountNav.getByRole('link', { name: /^Cart/ })).toBeVisible();
    const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox();
    if (!toastBox) throw new Error('no toast');
    for (const control of [
      accountNav.getByRole('link', { name: 'Wishlist' }),
      accountNav.getByRole('button', { name: 'Profile menu' }),
      accountNav.getByRole('link', { name: /^Cart/ }),
    ]) {
      // On a phone the profile menu may live in the phone menu instead; the cart is always there.
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      if (!box) throw new Error('a header control has no box');
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await control.getAttribute('aria-label')}`).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`toast-${size.width}.png`) });
  });
}
