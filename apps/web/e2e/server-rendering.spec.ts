// Server rendering (docs/decisions/024-server-rendering.md): public pages arrive rendered with their data, work
// with JavaScript off, and hydrate without a mismatch and without asking again for what the HTML carried.
import type { ConsoleMessage, Page } from '@playwright/test';
import { sql } from './support/database.ts';
import { hydrated, watchCommitsDuringHydration } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

async function aProductPath(page: Page): Promise<{ path: string; name: string }> {
  const response = await page.request.get('/api/products?category=Beauty&page=1');
  const { products } = (await response.json()) as { products: { _id: string; name: string }[] };
  const product = products[0];
  if (!product) throw new Error('the demo catalogue has no Beauty product');
  return { path: `/shop/beauty/${product._id}`, name: product.name };
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('home, category and product pages show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Kitchen \(\d+\)$/ })).toBeVisible();
    await expect(
      page
        .locator('#deals')
        .getByText(/^Save ₹[\d,]+$/)
        .first(),
    ).toBeVisible();

    await page.goto('/shop/fashion');
    await expect(page.getByText(/^Showing 1-12 of \d+ products$/)).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();

    const product = await aProductPath(page);
    await page.goto(product.path);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(/^(In Stock|Only \d+ left in stock|Out of Stock)$/)).toBeVisible();
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
  });
});

test.describe('a page kept by the server', () => {
  test.use({ javaScriptEnabled: false });

  test('is never served with old stock or an old price', async ({ page }) => {
    // A product of its own, so no other test's orders move its stock meanwhile; one that keeps one stock, which
    // this test writes (docs/decisions/037: a product with variants keeps its stock in them).
    const [product] = await sql<{ id: string; name: string; category: string }>(
      `select id, name, category from products
        where category = 'Pets' and archived_at is null and count_in_stock > 5
          and not exists (select 1 from product_variants v where v.product_id = products.id)
        order by id desc limit 1`,
    );
    if (!product) throw new Error('no Pets product in stock');
    const path = `/shop/pets/${product.id}`;
    await page.goto(path);
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await page.goto(path); // now served from what the server kept
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();

    await sql('update products set count_in_stock = 0 where id = $1', [product.id]);
    await page.goto(path);
    await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();

    await sql('update products set count_in_stock = 20, name = $2 where id = $1', [
      product.id,
      `${product.name} Plus`,
    ]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `${product.name} Plus` })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  });
});

const DATA = /\/api\/(products|homepage)/;

for (const target of [
  '/',
  '/shop/fashion',
  // Rendered as /shop/kitchen?page=2, the parameters it reads (docs/decisions/024); hydrated with the address as is.
  '/shop/kitchen?utm_source=whatsapp&page=2&brand=',
  // The search page reads its words and filters the same way (one spelling: apps/api/src/modules/web/page-address.lib.ts).
  '/search?q=Electric++Kettle&sort=price_asc&instock=1',
  'product',
  '/about',
  '/faq',
  '/returns',
]) {
  test(`${target} hydrates without a mismatch, without asking again for its data, in a commit of its own`, async ({
    page,
  }) => {
    const commitsDuringHydration = await watchCommitsDuringHydration(page);
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => problems.push(error.message));
    const path = target === 'product' ? (await aProductPath(page)).path : target;
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (DATA.test(new URL(request.url()).pathname)) dataRequests.push(request.url());
    });
    await page.goto(path);
    // Hydrated: the app answers a click (the header's menu of categories is a link the router handles).
    await expect(page.locator('#query-state')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    expect(problems).toEqual([]);
    expect(dataRequests).toEqual([]);
    expect(await commitsDuringHydration(), 'commits made inside the hydration commit').toBe(0);
  });
}

test("a rendered page's own code is not preloaded from its head, and is asked for once the page is shown", async ({
  page,
}) => {
  const { path } = await aProductPath(page);
  const html = await (await page.request.get(path)).text();
  const [head = ''] = html.split('</head>');
  const listed = html.match(/<script id="page-scripts" type="application\/json">(.*?)<\/script>/)?.[1];
  const scripts = JSON.parse(listed ?? '[]') as string[];
  const pageChunk = scripts.find((file) => /^assets\/product-page-[\w-]+\.js$/.test(file));
  expect(pageChunk, 'the product page lists its own chunk').toBeDefined();
  // And the app's, so that they download beside React's instead of after it has run (src/boot.ts).
  expect(
    scripts.some((file) => /^assets\/app-[\w-]+\.js$/.test(file)),
    "the app's chunk is listed",
  ).toBe(true);
  // The head runs one script, the boot script (and preloads what it imports), not the page's code.
  expect(head).not.toContain(String(pageChunk));
  expect(head.match(/<script type="module"/g)).toHaveLength(1);

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path);
  await hydrated(page);
  expect(requested).toContain(`/${pageChunk}`);
});
