// Delivery dates by PIN code in Chromium (docs/decisions/028-delivery-estimates-and-margins.md): the product page
// asks for a PIN code, refuses a malformed one, shows the date and remembers the code after a reload; the checkout
// shows the date for the chosen address; the admin's zone table and the dashboard's margins pass axe.
import AxeBuilder from '@axe-core/playwright';
import { createAccount, productInStock, saveHomeAddress } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { sql } from './support/database.ts';
import { hydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const DATE_TEXT = /^Delivery by (Mon|Tue|Wed|Thu|Fri), \d{1,2} [A-Z][a-z]{2}$/;

test('a shopper checks a PIN code on the product page and sees the same date at checkout', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'delivery');
  await saveHomeAddress(request, account);
  const product = await productInStock(request, 'Kitchen');
  const expected = await (
    await request.get(`/api/delivery-estimate?productId=${product._id}&pin=560034`)
  ).json();
  expect(expected.text).toMatch(DATE_TEXT);
  await signIn(page, account.token);

  await page.goto(`/shop/kitchen/${product._id}`);
  await hydrated(page);
  const field = page.getByLabel('Delivery PIN code');
  await field.fill('01234');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('A PIN code is 6 digits and does not start with 0')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // By keyboard: Enter in the field checks it.
  await field.fill('560034');
  await field.press('Enter');
  await expect(page.getByTestId('delivery-estimate')).toHaveText(`${expected.text} to 560034`);

  // Remembered in this browser: after a reload the field and the date come back once the page is hydrated.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Delivery PIN code')).toHaveValue('560034');
  await expect(page.getByTestId('delivery-estimate')).toHaveText(`${expected.text} to 560034`);

  // The checkout's date is for the chosen address (560001), whatever the product page was asked.
  const atHome = await (
    await request.get(`/api/delivery-estimate/order?productIds=${product._id}&pin=560001`)
  ).json();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByRole('radio', { name: /12 MG Road/ })).toBeChecked();
  await expect(page.getByTestId('checkout-delivery')).toHaveText(`${atHome.text} to 560001`);
});

test('the admin edits the transit days of a zone; the page and the margins pass axe', async ({
  page,
  request,
}) => {
  // Promoted in the database: the sign-up's session stays valid and the stored role opens the back office.
  const boss = await createAccount(request, 'zones-admin');
  await sql(`update users set role = 'admin' where email = $1`, [boss.email]);
  await signIn(page, boss.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Margins, last 30 days' })).toBeVisible();
  // The margins section alone (the rest of the dashboard has its own scans), to keep the run short.
  const margins = await new AxeBuilder({ page })
    .include('section[aria-labelledby="margins-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(margins.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Delivery zones' }).click();
  const remote = page.getByLabel('Remote areas: transit business days');
  await expect(remote).toHaveValue('8');
  // Cash on delivery is switched off for the remote zone only (docs/decisions/030-cash-on-delivery-risk.md).
  await expect(
    page.getByRole('checkbox', { name: 'Remote areas: cash on delivery Offered' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Metro to metro: cash on delivery Offered' }),
  ).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  // Only the remote zone changes: the other browser test's dates do not depend on it.
  await remote.fill('9');
  await page.getByRole('button', { name: 'Save delivery zones' }).click();
  await expect(page.getByText('Delivery zones saved')).toBeVisible();
  const headers = { authorization: `Bearer ${boss.token}` };
  const saved = await (await request.get('/api/admin/delivery-zones', { headers })).json();
  expect(saved.zones.find((row: { zone: string }) => row.zone === 'remote').transitDays).toBe(9);
  await remote.fill('8');
  await page.getByRole('button', { name: 'Save delivery zones' }).click();
  await expect(remote).toHaveValue('8');
});
