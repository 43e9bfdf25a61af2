// The admin's promotions in Chromium (docs/decisions/038-promotions.md): an admin creates a coupon code through the
// form (typed in small letters, saved in capitals; a missing title shown by its field; the badge previewed as
// typed), finds it in the list with its badge and status beside the demo codes, and pauses it from the list; axe on
// both pages.
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test('an admin creates a code promotion, sees it in the list and pauses it', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  const code = `e2e${Math.random().toString(36).slice(2, 8)}`;
  const shown = code.toUpperCase();

  await page.goto('/admin/promotions');
  // Checked before the save's toast, which axe would catch fading in.
  // The demo shop's codes are listed (apps/api/src/db/seed/seed.ts).
  await expect(page.getByRole('row').filter({ hasText: 'FIRST100' })).toContainText('₹100 off on ₹999+');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New promotion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New promotion' })).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent off (%)').fill('15');
  await page.getByLabel('Most it takes off (₹, optional)').fill('200');
  await page.getByLabel('Minimum order value (₹)').fill('999');
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview).toContainText('Extra 15% off on ₹999+');
  await expect(preview).toContainText(`With the code ${shown}`);
  // The shared schema's message, by its field, before anything is sent.
  await page.getByRole('button', { name: 'Save promotion' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(/Title is required/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Title', { exact: true }).fill('Browser test sale');
  await page.getByRole('button', { name: 'Save promotion' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: shown });
  await expect(row).toContainText('Browser test sale');
  await expect(row).toContainText('Extra 15% off on ₹999+');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Pause ${shown}` }).click();
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('button', { name: `Resume ${shown}` })).toBeVisible();
});
