// "Notify me" for a sold-out size (docs/product.md#catalogue-notify-me, docs/decisions/037-variants.md): a signed-in
// shopper asks on the product page, the admin restocks that combination in its grid, and the periodic sweep (every 2 seconds on
// the test server) mails the shopper. The grid is written with SQL on a fashion product no other test looks for
// (the second from the end of its category's first page with three sizes and two colours; variants.spec.ts takes
// the last).
import type { APIRequestContext } from '@playwright/test';
import { variantKey } from '@shop/shared/variants';
import { createAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { sql } from './support/database.ts';
import { subjectsMailedTo } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  filters: { name: string; values: string[] }[];
}

const get = async <T>(request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()) as T;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const optionValues = (product: ApiProduct, name: string) =>
  product.filters.find((filter) => filter.name === name)?.values ?? [];

async function sizedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const list = await get<{ products: { _id: string }[] }>(
    request,
    '/api/products?category=Fashion&limit=100',
  );
  let seen = 0;
  for (const card of [...list.products].reverse()) {
    const product = await get<ApiProduct>(request, `/api/products/${card._id}`);
    if (optionValues(product, 'Size').length < 3 || optionValues(product, 'Color').length < 2) continue;
    seen += 1;
    if (seen === 2) return product;
  }
  throw new Error('no second fashion product with three sizes and two colours');
}

test('a shopper asks about a sold-out size and is mailed once it is restocked', async ({ page, request }) => {
  const product = await sizedProduct(request);
  const [size, color] = [optionValues(product, 'Size').at(-1) ?? '', optionValues(product, 'Color')[0] ?? ''];
  const soldOut = variantKey({ Size: size, Color: color });
  // Every combination has 5 units but the last size in the first colour. One batch, one transaction (as
  // variants.spec.ts writes its grid): the product's own count goes to 0 first, so the trigger makes it the sum.
  const rows = optionValues(product, 'Size').flatMap((Size) =>
    optionValues(product, 'Color').map((Color) => {
      const key = variantKey({ Size, Color });
      return `(${literal(product._id)}, ${literal(key)}, ${literal(key)}::jsonb, ${key === soldOut ? 0 : 5})`;
    }),
  );
  await sql(`
    delete from product_variants where product_id = ${literal(product._id)};
    update products set count_in_stock = 0 where id = ${literal(product._id)};
    insert into product_variants (product_id, key, options, count_in_stock) values ${rows.join(', ')};
  `);

  const shopper = await createAccount(request, 'notify');
  await signIn(page, shopper.token);
  await page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await page.getByText('Sold out in the one you want?').click();
  const words = `Size: ${size}, Color: ${color}`;
  await page.getByRole('button', { name: `Notify me when ${words} is back` }).click();
  const willEmail = page.getByRole('status').filter({ hasText: "We'll email you when it's back" });
  await expect(willEmail).toBeVisible();
  // It replaces the pressed button: the focus moves to it instead of falling to the page.
  await expect(willEmail).toBeFocused();

  // The shop restocks that combination in its stock grid, as the admin form saves it (decision 037).
  const admin = await createAdmin(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const loaded = (await (await request.get(`/api/admin/products/${product._id}`, { headers })).json()) as {
    variants: { key: string; options: Record<string, string>; countInStock: number }[];
    [field: string]: unknown;
  };
  const { _id, variants, version, countInStock, archived, archivedAt, createdAt, numReviews, ...fields } =
    loaded;
  const { displayPrice: _display, originalPrice: _original, ...form } = fields;
  const saved = await request.put(`/api/admin/products/${product._id}`, {
    headers,
    data: {
      ...form,
      countInStock,
      stockSeen: countInStock,
      version,
      variants: variants.map(({ key, ...row }) => ({
        ...row,
        stockSeen: row.countInStock,
        countInStock: key === soldOut ? 3 : row.countInStock,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect
    .poll(() => subjectsMailedTo(shopper.email), { timeout: 20_000 })
    .toContain(`${product.name} (${words}) is back in stock`);
});
