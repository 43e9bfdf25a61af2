// Getting back into an account and keeping others out (docs/decisions/034-sessions-on-the-server.md): "Forgot
// password?" from the sign-in form to signed in with the new password, and the Security tab's devices list signing
// another device out. The rules themselves are API tests (password-reset.test.ts, security/sessions.test.ts).
import { createAccount } from './support/accounts.ts';
import { outboxMails } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The code of the password-reset mail to the address (the sign-up code's mail came before it). */
async function resetCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await outboxMails()).findLast(
          (sent) => sent.to === email && /Reset your .* password/.test(sent.subject),
        );
        code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? '';
}

test('"Forgot password?" on the sign-in form mails a code; the new password signs the shopper in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'forgot');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/we sent it a 6-digit code/)).toBeVisible();

  await page.getByLabel('Code from the email').fill(await resetCode(account.email));
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('a brand new secret 5');
  await expect(newPassword).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new secret 5');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // Every earlier session ended with the reset; the new password is the one that works now.
  const before = await request.get('/api/auth/update', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(before.status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: 'a brand new secret 5' },
  });
  expect(login.status()).toBe(200);
});

test('the Security tab lists the signed-in devices and signs another device out', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'devices');
  const phone = await request.post('/api/auth/login', {
    headers: { 'user-agent': PHONE, 'x-forwarded-for': '203.0.113.77' },
    data: { email: account.email, password: account.password },
  });
  expect(phone.status()).toBe(200);
  const phoneToken = ((await phone.json()) as { token: string }).token;

  await signIn(page, account.token);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  const phoneRow = devices.getByRole('listitem').filter({ hasText: 'Chrome on Android phone' });
  await expect(phoneRow).toContainText('203.0.113.77');
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

  await phoneRow.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'That device is signed out.' })).toBeVisible();
  await expect(phoneRow).toHaveCount(0);
  const asPhone = await request.get('/api/auth/update', {
    headers: { authorization: `Bearer ${phoneToken}` },
  });
  expect(asPhone.status()).toBe(401);
  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});
