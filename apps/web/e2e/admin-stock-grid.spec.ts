// The admin's stock by size and colour in Chromium (docs/decisions/037-variants.md): rows made for every
// combination with one button, each control named by its combination and reached with the keyboard in reading
// order, a row removed without losing focus, and the grid saved with the product.
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test('an admin makes the stock grid from the options, by keyboard, and saves it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createAdmin(request);
  const created = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name: `Zorvik Grid Kurta ${Date.now()}`,
      category: 'Fashion',
      subCategory: 'Men',
      brand: 'Zorvik',
      basePrice: 899,
      countInStock: 10,
      filters: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Amber', 'Blue'] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { product: { _id: string } }).product._id;
  await signIn(page, admin.token);
  await page.goto(`/admin/products/${id}`);

  const grid = page.getByRole('region', { name: 'Stock by size and colour' });
  await expect(grid.getByRole('table')).toHaveCount(0);
  await grid.getByRole('button', { name: 'Create rows for every combination' }).focus();
  await page.keyboard.press('Enter');
  const table = grid.getByRole('table', { name: 'Stock by size and colour' });
  await expect(table.getByRole('rowheader')).toHaveText([
    'Size: S; Colour: Amber',
    'Size: S; Colour: Blue',
    'Size: M; Colour: Amber',
    'Size: M; Colour: Blue',
    'Total',
  ]);
  // On a phone the table scrolls in its own box: the page keeps to the screen, the SKU boxes wide enough to type in.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const skuBox = await page.getByLabel('SKU of Size: S; Colour: Amber', { exact: true }).boundingBox();
  expect(skuBox?.width).toBeGreaterThanOrEqual(100);
  // Scrolled to the last column, each row still names its combination: the first column stays pinned.
  await page.getByLabel('Units in stock of Size: M; Colour: Blue', { exact: true }).focus();
  await expect(table.getByRole('rowheader', { name: 'Size: M; Colour: Blue' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('grid-phone-scrolled.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Reading order: SKU, supplier SKU, units, remove; then the next combination.
  await page.getByLabel('SKU of Size: S; Colour: Amber', { exact: true }).focus();
  await page.keyboard.type('KUR-S-AM');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Supplier SKU of Size: S; Colour: Amber')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Units in stock of Size: S; Colour: Amber')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove Size: S; Colour: Amber' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('SKU of Size: S; Colour: Blue', { exact: true })).toBeFocused();
  await page.getByLabel('Units in stock of Size: M; Colour: Amber').fill('6');

  // Removing a row keeps the keyboard in the grid.
  await page.getByRole('button', { name: 'Remove Size: M; Colour: Blue' }).focus();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Remove Size: M; Colour: Amber' })).toBeFocused();
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('10 units');
  await expect(page.getByText('10: the sum of the stock by size and colour below.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save and keep editing' }).click();
  await expect(page.getByText('Product saved', { exact: true })).toBeVisible();
  const saved = await request.get(`/api/admin/products/${id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const product = (await saved.json()) as {
    countInStock: number;
    variants: { options: Record<string, string>; sku: string | null; countInStock: number }[];
  };
  expect(product.countInStock).toBe(10);
  expect(
    product.variants.map((row) => [row.options.Size, row.options.Colour, row.sku, row.countInStock]),
  ).toEqual([
    ['S', 'Amber', 'KUR-S-AM', 4],
    ['S', 'Blue', null, 0],
    ['M', 'Amber', null, 6],
  ]);
});
