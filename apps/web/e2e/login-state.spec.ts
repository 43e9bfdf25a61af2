// Login state and guarded routes (spec §2 route table, §4 Login state).
import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { fakeToken, inAnHour, signIn } from './support/tokens.ts';

const GUARDED = ['/checkout', '/cart', '/order', '/order/abc123', '/wishlist', '/profile'];

for (const path of GUARDED) {
  test(`${path} redirects to /auth without a token`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  });
}

for (const path of GUARDED) {
  test(`${path} opens with a token`, async ({ page, request }) => {
    await signIn(page, (await createAccount(request, 'guarded')).token);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('an expired token is removed and treated as logged out', async ({ page }) => {
  await signIn(page, fakeToken({ userId: 'u1', exp: Math.floor(Date.now() / 1000) - 60 }));
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a malformed token is removed', async ({ page }) => {
  await signIn(page, 'not-a-jwt');
  await page.goto('/order');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the wishlist needs a user id in the token', async ({ page }) => {
  await signIn(page, fakeToken({ exp: inAnHour() }));
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/auth$/);
});

test('/login goes to /auth', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the profile menu offers Logout only when signed in, and Logout removes the token', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['My Profile', 'My Orders', 'My Cart', 'My Wishlist']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await signIn(page, (await createAccount(request, 'logout')).token);
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an unknown path shows a page-not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a token the server refuses is removed and the shopper sent to /auth', async ({ page }) => {
  // Well-formed and unexpired, but not signed by the server.
  await signIn(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
