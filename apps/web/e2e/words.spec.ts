// Words a shopper reads (issue 20 item 8): sentences that do not run together, and counts that agree with
// their nouns.
import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/accounts.ts';
import { signIn } from './support/tokens.ts';

test('the code step says the code was sent and where, as two sentences', async ({ page }) => {
  const email = uniqueEmail('words');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm password').fill('a good password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`Verification code sent to your email. We sent it to ${email}.`)).toBeVisible();
});

test('the cart button names one item in the singular', async ({ page, request }) => {
  const account = await createAccount(request, 'words');
  const list = await (await request.get('/api/products?category=Kitchen&page=1&limit=50')).json();
  const card = (list.products as { _id: string; countInStock: number }[]).find((p) => p.countInStock > 2);
  if (!card) throw new Error('no Kitchen product in stock');
  const added = await request.post('/api/cart/add', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { productId: card._id, quantity: 1, filters: {} },
  });
  expect(added.status()).toBe(200);
  await signIn(page, account.token);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
});
