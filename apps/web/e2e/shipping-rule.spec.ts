// One shipping rule, told the same way wherever shipping is mentioned (docs/decisions/023): a product's own
// shipping fee, free on orders over FREE_SHIPPING_OVER. The product page, the cart and checkout below and above
// the threshold, and the static pages must never promise free shipping without saying when it applies.
import type { Locator, Page } from '@playwright/test';
import { formatRupees, toRupees } from '@shop/shared/money';
import { FREE_SHIPPING_OVER } from '@shop/shared/shop-policy';
import { createAccount, type TestAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  countInStock: number;
  displayPrice: number;
  shippingCost: number;
  filters: { name: string; values: string[] }[];
}

const threshold = formatRupees(toRupees(FREE_SHIPPING_OVER));
const freeOver = `free on orders over ${threshold}`;

/** Whole products of a few categories (the list without page or limit answers whole products). */
async function products(page: Page): Promise<ApiProduct[]> {
  const all: ApiProduct[] = [];
  for (const category of ['Kitchen', 'Fashion', 'Electronics', 'Health', 'Beauty']) {
    const answer = await page.request.get(`/api/products?category=${category}`);
    if (answer.ok()) all.push(...((await answer.json()) as ApiProduct[]));
  }
  return all;
}

function pick(list: ApiProduct[], wanted: (product: ApiProduct) => boolean, what: string): ApiProduct {
  const found = list.find(
    (product) => product.countInStock >= 5 && product.shippingCost > 0 && wanted(product),
  );
  if (!found) throw new Error(`no product in the demo catalogue: ${what}`);
  return found;
}

async function addToCart(page: Page, account: TestAccount, product: ApiProduct) {
  const filters = Object.fromEntries(product.filters.map((filter) => [filter.name, filter.values[0]]));
  const added = await page.request.post('/api/cart/add', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { productId: product._id, quantity: 1, filters },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/**
 * Every visible block on the page that promises free shipping also says when: "over ₹499". A bare "Free
 * Shipping" perk or card title next to a product's fee is the defect this file guards against.
 */
async function expectNoBareFreeShipping(page: Page) {
  const claims = await page
    .locator('p, li, dd, dt, h1, h2, h3, h4, td, span, strong')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
        // A question ("Is shipping free?") promises nothing; its answer is checked on its own.
        .filter((text) => /\bfree\b/i.test(text) && /\bship/i.test(text) && !text.endsWith('?')),
    );
  for (const claim of claims) expect(claim, `"${claim}" on ${page.url()}`).toContain(`over ${threshold}`);
}

const summary = (page: Page): Locator => page.getByRole('complementary', { name: 'Order Summary' });
const shippingRow = (scope: Locator): Locator =>
  scope.locator('dl > div').filter({ has: scope.page().getByText('Shipping', { exact: true }) });

test('a product, the cart and checkout below and above the threshold tell one shipping rule', async ({
  page,
  request,
}) => {
  test.slow();
  const catalogue = await products(page);
  const small = pick(
    catalogue,
    (p) => p.displayPrice < toRupees(FREE_SHIPPING_OVER) / 2,
    'cheap, with a fee',
  );
  const large = pick(catalogue, (p) => p.displayPrice > toRupees(FREE_SHIPPING_OVER), 'dear, with a fee');
  const fee = formatRupees(small.shippingCost);

  // The product page: the price block, the perks and the shipping tab all say the fee and when it is waived.
  await page.goto(`/shop/${small.category.toLowerCase()}/${small._id}`);
  await expect(page.getByTestId('product-price')).toContainText(`+ ${fee} shipping, ${freeOver}`);
  await expect(page.getByRole('listitem').filter({ hasText: /^Free Shipping$/i })).toHaveCount(0);
  await expectNoBareFreeShipping(page);
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`Shipping for this product: ${fee}, ${freeOver}.`);
  await expectNoBareFreeShipping(page);

  // A cart below the threshold pays the fee and is told when it would not.
  const account = await createAccount(request, 'shiprule');
  await addToCart(page, account, small);
  await signIn(page, account.token);
  await page.goto('/cart');
  await expect(shippingRow(summary(page)).locator('dd').first()).toHaveText(fee);
  await expect(shippingRow(summary(page))).toContainText(new RegExp(freeOver, 'i'));
  // The row's second definition (the rule under the amount) keeps the summary a valid description list.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(shippingRow(summary(page)).locator('dd').first()).toHaveText(fee);
  await expect(shippingRow(summary(page))).toContainText(new RegExp(freeOver, 'i'));
  await expectNoBareFreeShipping(page);

  // Above the threshold the shipping is free, and the summary says why.
  await addToCart(page, account, large);
  await page.goto('/cart');
  await expect(shippingRow(summary(page))).toContainText(`Free shipping on orders over ${threshold}`);
  await expect(shippingRow(summary(page)).locator('dd').first()).toHaveText('Free');
  await expectNoBareFreeShipping(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(shippingRow(summary(page))).toContainText(`Free shipping on orders over ${threshold}`);
  await expectNoBareFreeShipping(page);
});

test('a product without a fee says Free shipping in its price block and shipping tab', async ({ page }) => {
  const free = (await products(page)).find((p) => p.shippingCost === 0 && p.countInStock > 0);
  if (!free) throw new Error('no product without a shipping fee in the demo catalogue');
  await page.goto(`/shop/${free.category.toLowerCase()}/${free._id}`);
  await expect(page.getByTestId('product-price')).toContainText('Free shipping');
  await expect(page.getByTestId('product-price')).not.toContainText('+ ₹');
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Shipping for this product: Free.');
});

test('About, Shipping, FAQ, home and sign-in never promise free shipping without the threshold', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: /^Free Shipping$/i })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(`over ${threshold}`);
  await expectNoBareFreeShipping(page);

  await page.goto('/shipping');
  await expect(page.getByRole('main')).toContainText(`Shipping is ${freeOver}.`);
  await expectNoBareFreeShipping(page);

  for (const path of ['/', '/faq', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expectNoBareFreeShipping(page);
  }
});
