// Static pages (docs/product.md#pages-static): the About panel, the FAQ accordion, and no visible placeholders.
import { expect, test } from './support/test.ts';

test('About expands and collapses Learn More About Us', async ({ page }) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Learn More About Us' });
  await expect(page.getByText('A note from our founder')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('A note from our founder')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await toggle.click();
  await expect(page.getByText('A note from our founder')).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: '7-Day Returns' })).toBeVisible();
});

test('the FAQ accordion opens one answer at a time in a group, from mouse or keyboard', async ({ page }) => {
  await page.goto('/faq');
  for (const group of [
    'Getting Started',
    'Orders & Pricing',
    'Shipping & Delivery',
    'Returns & Refunds',
    'Privacy & Data',
    'Account & Legal',
  ]) {
    await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  }
  const first = page.getByRole('button', { name: 'Which currency are prices in?' });
  const second = page.getByRole('button', { name: 'How do I pay?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('All prices are in Indian rupees')).toBeVisible();
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('All prices are in Indian rupees')).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
});

for (const path of ['/about', '/faq', '/terms', '/privacy', '/shipping', '/returns']) {
  test(`${path} shows no unfilled placeholder and prices in rupees`, async ({ page }) => {
    await page.goto(path);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\$|\{|\}|\[(currency|days)\]|TODO|lorem/i);
  });
}
