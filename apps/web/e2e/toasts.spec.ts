// Toasts never hide the header's controls (docs/product.md#pages-messages item 5): shown top-right as the spec says, but below the
// sticky header, at phone and desktop sizes.

import type { Locator } from '@playwright/test';
import { createAccount, productInStock } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

type Box = { x: number; y: number; width: number; height: number };

/** The element's box once two measurements a tenth of a second apart agree. */
async function restingBox(locator: Locator): Promise<Box> {
  let last: Box | null = null;
  let resting: Box | null = null;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const same = box !== null && last !== null && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        if (same) resting = box;
        return same;
      },
      { intervals: [100], message: 'the toast never comes to rest' },
    )
    .toBe(true);
  if (!resting) throw new Error('no toast');
  return resting;
}

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
    // The toast slides in from above the header; measure where it comes to rest, not a frame of the slide.
    const toastBox = await restingBox(page.locator('[data-sonner-toast]').first());
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
