// The shop admin's catalogue in Chromium (docs/decisions/013-shop-admin.md): an admin creates a product with options, per-value prices,
// stock and an uploaded photo, watching the live price preview, and finds it in the storefront; the import's dry
// run lists bad rows by line before anything is written, and the audit log shows each change; a save made from a
// form another admin has changed since is refused with what changed and reloads the current values (docs/decisions/019-admin-edits-never-undo-sales.md,
// docs/decisions/019); a shopper is refused at /admin; axe on the pages.

import sharp from 'sharp';
import { createAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

/** A made-up word the demo catalogue cannot contain, so the storefront search finds only this product. */
function uniqueName(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Zorvik ${letters.join('')} Lantern`;
}

async function pngPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 210, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}

test('an admin creates a product with priced options and a photo, previews its prices and finds it in the shop', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  const name = uniqueName();

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // Saving the empty form shows the shared schema's messages beside their fields.
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('name is required');
  await expect(page.getByLabel('Base price (₹)', { exact: true })).toHaveAccessibleDescription(
    'basePrice must be a number',
  );

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand', { exact: true }).fill('Zorvik Home');
  await page.getByLabel('Category', { exact: true }).selectOption('Kitchen');
  await page.getByLabel('Subcategory', { exact: true }).fill('Lighting');
  await page.getByLabel('Description', { exact: true }).fill('A warm lantern for the dinner table.');
  await page.getByLabel('Base price (₹)', { exact: true }).fill('999');
  await page.getByLabel('Units in stock', { exact: true }).fill('25');

  await page.getByLabel('Upload images').setInputFiles({
    name: 'lantern.png',
    mimeType: 'image/png',
    buffer: await pngPhoto(),
  });
  const thumbnail = page.getByRole('img', { name: 'Image 1 (main)' });
  await expect(thumbnail).toBeVisible();
  const uploaded = /\/products\/([0-9a-f]{32})/.exec((await thumbnail.getAttribute('src')) ?? '')?.[1];
  expect(uploaded).toBeTruthy();

  // Option 1: Size, each value with its own price (the first one discounted).
  await page.getByRole('button', { name: 'Add option' }).click();
  const size = page.getByRole('group', { name: 'Option 1' });
  await size.getByLabel('Option name').fill('Size');
  await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();
  const sizeGroup = page.getByRole('group', { name: 'Size' });
  await sizeGroup.getByLabel('Value 1', { exact: true }).fill('Small');
  await sizeGroup.getByLabel('Each value has its own price').check();
  await sizeGroup.getByLabel('Value 1 price (₹)').fill('1200');
  await sizeGroup.getByLabel('Value 1 discount price (₹)').fill('999');
  await sizeGroup.getByRole('button', { name: 'Add value to Size' }).click();
  await sizeGroup.getByLabel('Value 2', { exact: true }).fill('Large');
  await sizeGroup.getByLabel('Value 2 price (₹)').fill('1500');

  // Option 2: Colour, no prices of its own.
  await page.getByRole('button', { name: 'Add option' }).click();
  const colour = page.getByRole('group', { name: 'Option 2' });
  await colour.getByLabel('Option name').fill('Colour');
  const colourGroup = page.getByRole('group', { name: 'Colour' });
  await colourGroup.getByLabel('Value 1', { exact: true }).fill('Amber');
  await colourGroup.getByRole('button', { name: 'Add value to Colour' }).click();
  await colourGroup.getByLabel('Value 2', { exact: true }).fill('Blue');

  // The preview follows the form: ₹999 at the defaults (₹1,200 before, 17% off), ₹1,500 for Large.
  const preview = page.getByRole('region', { name: 'Price preview' });
  await expect(preview.getByTestId('preview-default-price')).toContainText('₹999');
  await expect(preview.getByTestId('preview-default-price')).toContainText('₹1,200');
  await expect(preview.getByTestId('preview-default-price')).toContainText('17% off');
  const sizeTable = preview.getByRole('table', { name: 'Size' });
  await expect(sizeTable.getByRole('row', { name: /Large/ })).toContainText('₹1,500');
  await expect(
    preview.getByRole('table', { name: 'Colour' }).getByRole('row', { name: /Blue/ }),
  ).toContainText('₹999');
  // Moving Large first makes it the default, and the preview says so at once.
  await sizeGroup.getByRole('button', { name: 'Move value 2 up' }).click();
  await expect(preview.getByTestId('preview-default-price')).toContainText('₹1,500');
  await expect(sizeGroup.getByRole('button', { name: 'Move value 1 down' })).toBeFocused();
  await sizeGroup.getByRole('button', { name: 'Move value 1 down' }).click();
  await expect(preview.getByTestId('preview-default-price')).toContainText('₹999');

  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByLabel('Search by name, brand or id').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('25');

  // The storefront: the header search finds the one product and opens its page.
  await page.goto('/about');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\/kitchen\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toContainText('₹999');
  await expect(page.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true');
  const photo = page.getByRole('img', { name: new RegExp(`^${name}, picture 1`) });
  await expect(photo).toHaveAttribute('src', new RegExp(`/products/${uploaded}`));
});

test('the import dry run lists every bad row by line, and only a clean file can be imported', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  const name = uniqueName();
  const good = {
    name,
    category: 'Pets',
    subCategory: 'Toys',
    brand: 'Zorvik',
    countInStock: 3,
    basePrice: 250,
  };
  const bad = [good, { ...good, name: '', basePrice: -5 }];

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  const file = dialog.getByLabel('Catalogue file (.json or .csv)');
  await file.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(`[\n${bad.map((row) => JSON.stringify(row)).join(',\n')}\n]`),
  });
  const problems = dialog.getByRole('table', { name: 'Problems found in the file' });
  await expect(problems.getByRole('row', { name: /name is required/ })).toContainText('Line 3');
  await expect(problems.getByRole('row', { name: /basePrice must be greater than 0/ })).toContainText(
    'Line 3',
  );
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);

  await file.setInputFiles({
    name: 'good.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([good])),
  });
  await dialog.getByRole('button', { name: 'Import 1 product' }).click();
  await expect(page.getByText(/^Imported 1 products?: 1 created/)).toBeVisible();
  await page.getByLabel('Search by name, brand or id').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('low');

  const productId = (await row.getByRole('link', { name: `Edit ${name}` }).getAttribute('href'))
    ?.split('/')
    .pop();
  if (!productId) throw new Error('the Edit link names the product');

  // A file that sets the product's stock: the dry run lists it, live count beside the file's, before any write.
  await page.getByRole('button', { name: 'Import' }).click();
  await file.setInputFiles({
    name: 'stock.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([{ ...good, id: productId, version: 1, countInStock: 5 }])),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    'The row is valid: 0 to create, 1 to update; 1 row changes stock',
  );
  await expect(
    dialog
      .getByRole('table', { name: 'Rows that change stock' })
      .getByRole('row', { name: new RegExp(name) }),
  ).toHaveText(new RegExp(`Line 1${name}35`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Deleting a product no order names deletes it, and says so.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(page.getByText('No products match.')).toBeVisible();

  // The audit log has the import and the delete, with the product as it was before.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Record').selectOption('product');
  const deleted = page.getByRole('row', { name: new RegExp(`product\\.delete.*${productId}`) });
  await expect(
    page.getByRole('row', { name: new RegExp(`product\\.import-create.*${productId}`) }),
  ).toBeVisible();
  await deleted.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('region', { name: 'product before product.delete' })).toContainText(name);
  await expect(page.getByRole('region', { name: 'product after product.delete' })).toContainText('(nothing)');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a save from a form another admin changed since is refused, says what changed, and reloads the current values', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const [admin, colleague] = [await createAdmin(request), await createAdmin(request)];
  const name = uniqueName();
  const created = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name,
      description: 'A lantern with a typo in its descripton.',
      category: 'Kitchen',
      subCategory: 'Lighting',
      brand: 'Zorvik Home',
      countInStock: 10,
      basePrice: 999,
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { product: { _id: string } }).product._id;

  await signIn(page, admin.token);
  await page.goto(`/admin/products/${id}`);
  const stock = page.getByLabel('Units in stock', { exact: true });
  await expect(stock).toHaveValue('10');
  await expect(stock).toHaveAccessibleDescription(
    /^10 when you opened this page\. Orders placed meanwhile are kept/,
  );

  // The colleague renames and reprices the product while this form is open.
  const colleagueHeaders = { authorization: `Bearer ${colleague.token}` };
  const theirs = (await (
    await request.get(`/api/admin/products/${id}`, { headers: colleagueHeaders })
  ).json()) as {
    version: number;
    countInStock: number;
  };
  const renamed = `${name} Deluxe`;
  const edited = await request.put(`/api/admin/products/${id}`, {
    headers: colleagueHeaders,
    data: {
      name: renamed,
      description: 'A lantern with a typo in its descripton.',
      category: 'Kitchen',
      subCategory: 'Lighting',
      brand: 'Zorvik Home',
      countInStock: 10,
      basePrice: 899,
      version: theirs.version,
      stockSeen: theirs.countInStock,
    },
  });
  expect(edited.status()).toBe(200);

  const description = page.getByLabel('Description', { exact: true });
  await description.fill('A lantern with a fixed description.');
  await page.getByRole('button', { name: 'Save and keep editing' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'While you were editing' });
  await expect(alert).toHaveText(
    new RegExp(
      `While you were editing, ${colleague.email.replace(/[.+]/g, '\\$&')} changed this product: name, basePrice \\(999 → 899\\)\\. Nothing was saved`,
    ),
  );
  await expect(alert).toBeInViewport();
  const reload = alert.getByRole('button', { name: 'Reload current values' });
  await expect(reload).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const [label, size] of [
    ['desktop', { width: 1366, height: 850 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`stale-save-${label}.png`) });
  }

  await reload.click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
  await expect(page.getByLabel('Base price (₹)', { exact: true })).toHaveValue('899');
  await expect(description).toHaveValue('A lantern with a typo in its descripton.');
  await expect(alert).toHaveCount(0);

  await description.fill('A lantern with a fixed description.');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const saved = (await (
    await request.get(`/api/admin/products/${id}`, { headers: colleagueHeaders })
  ).json()) as {
    name: string;
    description: string;
    basePrice: number;
    countInStock: number;
  };
  expect(saved).toMatchObject({
    name: renamed,
    description: 'A lantern with a fixed description.',
    basePrice: 899,
    countInStock: 10,
  });
});

test('the products list has no serious accessibility violations', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signIn(page, admin.token);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a shopper visiting /admin is refused and sees no admin navigation', async ({ page, request }) => {
  const shopper = await createAccount(request, 'not-admin');
  await signIn(page, shopper.token);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  // Nor does the profile menu offer the back office; the API refuses it too.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Shop Admin' })).toHaveCount(0);
  const api = await request.get('/api/admin/products', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(api.status()).toBe(403);
});
