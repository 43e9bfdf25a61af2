// The shop works under its own Content-Security-Policy (docs/decisions/016-browser-safety-headers.md): a shopper browses, signs
// in, pays online through the sandbox gateway and opens the API docs, and the browser reports no violation.
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, saveHomeAddress } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

/** Every CSP violation the page reports, collected before any of its own scripts run. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

async function productInStock(request: APIRequestContext) {
  const list = await (await request.get('/api/products?category=Fitness&limit=40')).json();
  for (const card of list.products as { _id: string }[]) {
    const product = await (await request.get(`/api/products/${card._id}`)).json();
    if (product.countInStock >= 20) return product as { _id: string; category: string; name: string };
  }
  throw new Error('no product with stock');
}

test('browsing, paying online and the API docs raise no CSP violation', async ({ page, request }) => {
  test.slow();
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await page.goto('/shop/fitness');
  await expect(page.getByText(/^Showing/)).toBeVisible();
  expect(await violations()).toEqual([]);

  const account = await createAccount(request, 'csp');
  await saveHomeAddress(request, account);
  const product = await productInStock(request);
  await signIn(page, account.token);
  await page.goto(`/shop/${product.category.toLowerCase()}/${product._id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible();
  await expect(page).toHaveURL(/\/order$/, { timeout: 5000 });
  expect(await violations()).toEqual([]);

  await page.goto('/api/docs');
  // Swagger UI renders the whole API from one large document: give a busy machine time.
  await expect(page.getByText('/api/health')).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
});
