// Accounts in the browser (docs/product.md#accounts and Profile, docs/product.md): sign-up with the emailed code, sign-in,
// and the profile's details, addresses and security. Google sign-in: google-sign-in.spec.ts.

import { createAccount, emailedCode, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test('signing up with the emailed code lands on the profile', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm password', { exact: true }).fill('another password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('a good password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await emailedCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Meera', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('signing in lands on home; a wrong password is refused; switching modes clears errors', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'signin');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test('a msg from the Google redirect is rewritten and removed from the address', async ({ page }) => {
  await page.goto('/auth?msg=An%20account%20with%20this%20email%20already%20exists');
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please sign in with your password or use a different email.',
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('the profile', () => {
  test('edits the details, with a banner that clears after 3 s', async ({ page, request }) => {
    const account = await createAccount(request, 'profile');
    await signIn(page, account.token);
    await page.goto('/profile');
    await expect(page.getByText('Not provided')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Ashwini');
    await page.getByLabel('Phone').fill('+919876543210');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Profile updated successfully' });
    await expect(banner).toBeVisible();
    await expect(page.getByText('Ashwini', { exact: true })).toBeVisible();
    await expect(page.getByText('+919876543210')).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 5000 });
  });

  test('a Save Changes button under the tabs is always there and saves, in edit mode or not', async ({
    page,
    request,
  }) => {
    // docs/product.md#accounts-profile: "A Save Changes button also shows under the tabs." Outside edit mode it saves the details
    // as shown; in edit mode it saves the form, like the form's own Save Changes.
    const account = await createAccount(request, 'save-under-tabs');
    await signIn(page, account.token);
    await page.goto('/profile');
    const panel = page.getByRole('tabpanel');
    const saveButtons = page.getByRole('button', { name: 'Save Changes' });
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(saveButtons).toHaveCount(1);
    await expect(panel.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    const saved = () =>
      page.waitForResponse((response) => response.url().endsWith('/api/auth/update') && response.ok());

    const [asShown] = await Promise.all([saved(), saveButtons.click()]);
    expect(asShown.request().postDataJSON()).toEqual({
      firstName: account.firstName,
      lastName: 'Verma',
      email: account.email,
      phone: '',
    });
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    // In edit mode the form has its own Save Changes; the one under the tabs saves the same form.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Nandini');
    await expect(saveButtons).toHaveCount(2);
    const [edited] = await Promise.all([saved(), saveButtons.last().click()]);
    expect(edited.request().postDataJSON()).toMatchObject({ firstName: 'Nandini' });
    await expect(page.getByText('Nandini', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    for (const tab of ['Addresses', 'Security']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(saveButtons).toHaveCount(1);
      await expect(panel.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    }
  });

  test('adds and deletes an address', async ({ page, request }) => {
    const account = await createAccount(request, 'address');
    await signIn(page, account.token);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    // The recipient starts as the account's name (decision 036); the rest is the shopper's to fill.
    await expect(page.getByLabel('Full name')).toHaveValue(`${account.firstName} Verma`);
    await page.getByLabel('Flat, house no., building, street, area').fill('12 MG Road');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Please fill in all required address fields')).toBeVisible();
    await page.getByRole('radio', { name: 'Work' }).check();
    await page.getByLabel('PIN code').fill('560001');
    await expect(page.getByLabel('State')).toHaveValue('Karnataka');
    // The directory's district name may be changed: the shopper's city is what is kept.
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('Mobile number').fill('98765 43210');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Address added successfully')).toBeVisible();
    await expect(page.getByText('Bengaluru, Karnataka 560001')).toBeVisible();
    await expect(page.getByText('+91 98765 43210')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await page.getByRole('button', { name: /^Delete Work address/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText('Address deleted successfully')).toBeVisible();
    await expect(page.getByText('No addresses added yet')).toBeVisible();
  });

  test('changes the password and toggles login alerts', async ({ page, request }) => {
    const account = await createAccount(request, 'security');
    await signIn(page, account.token);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    const current = page.getByLabel('Current password', { exact: true });
    await current.fill(account.password);
    await expect(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show current password' }).click();
    await expect(current).toHaveAttribute('type', 'text');
    await page.getByLabel('New password', { exact: true }).fill('new secret 99');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new secret 98');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('New password and confirm password do not match')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill('new secret 99');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(current).toHaveValue('');
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: 'new secret 99' },
    });
    expect(login.status()).toBe(200);

    const alerts = page.getByRole('switch', { name: 'Login Alerts' });
    const before = await alerts.getAttribute('aria-checked');
    await alerts.click();
    await expect(alerts).not.toHaveAttribute('aria-checked', before ?? '');
    await expect(page.getByText('Settings updated successfully')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('switch', { name: 'Login Alerts' })).not.toHaveAttribute(
      'aria-checked',
      before ?? '',
    );
  });
});
