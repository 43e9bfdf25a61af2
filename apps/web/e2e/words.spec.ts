// Words a shopper reads (docs/product.md#pages-messages item 8): sentences that do not run together, and counts that agree with
// their nouns.

import { createAccount, productInStock, submitSignUp, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test('the code step says the code was sent and where, as two sentences', async ({ page }) => {
  const email = uniqueEmail('words');
  await submitSignUp(page, email);
  await expect(page.getByText(`Verification code sent to your email. We sent it to ${email}.`)).toBeVisible();
});

test('the cart button names one item in the singular', async ({ page, request }) => {
  const account = await createAccount(request, 'words');
  const card = await productInStock(request);
  const added = await request.post('/api/cart/add', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { productId: card._id, quantity: 1, filters: {} },
  });
  expect(added.status()).toBe(200);
  await signIn(page, account.token);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
});
