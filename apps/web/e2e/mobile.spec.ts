// Phones (390 px): the menu holds search and categories; the category row and desktop search are hidden.
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the mobile menu opens, lists the categories and closes on choosing one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(10);
  await menu.getByRole('link', { name: 'Beauty' }).click();
  await expect(page).toHaveURL(/\/shop\/beauty$/);
  await expect(menu).toBeHidden();
});

test('the mobile menu searches', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Search products' });
  await box.fill('pets');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/pets$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the mobile menu closes with its close button and Escape', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('home never scrolls sideways, with the featured strip still or moving', async ({ page }) => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/');
    await expect(page.getByTestId('featured-strip')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `reduced motion: ${reducedMotion}`).toBeLessThanOrEqual(0);
  }
});
