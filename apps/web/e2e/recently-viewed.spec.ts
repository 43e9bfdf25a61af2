// "Recently viewed" (docs/product.md#pages-home, docs/decisions/039-phone-shopper-second-walk.md): the products a
// shopper opened, newest first, on the home page and on a product page (the product itself left out). A visitor's
// list lives in the browser; a signed-in shopper's on the account too, so it follows them to another browser, and
// the browser's list joins it at sign-in. Signing out empties the browser's list: the next person on the phone
// sees none of it. The rules (cap, order, skipped products, limits) are API tests: recently-viewed.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, type TestAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

interface Card {
  _id: string;
  name: string;
  category: string;
}

const SECTION = 'Recently viewed';

/** `count` demo products of a category, from the storefront's own listing (each test its own category). */
async function products(request: APIRequestContext, category: string, count: number): Promise<Card[]> {
  const list = await (await request.get(`/api/products?category=${category}&page=1&limit=${count}`)).json();
  return list.products as Card[];
}

function productUrl(product: Card): string {
  return `/shop/${product.category.toLowerCase()}/${product._id}`;
}

/**
 * Opens the product's page as a shopper does; signed in, waits until the account has heard of the view (noted on
 * its own, or with the browser's list when that is not merged yet: the first page after sign-in).
 */
async function view(page: Page, product: Card, { signedIn = false } = {}): Promise<void> {
  const noted = signedIn
    ? page.waitForResponse(
        (response) =>
          /\/api\/recently-viewed(\/merge)?$/.test(response.url()) && response.request().method() === 'POST',
      )
    : undefined;
  await page.goto(productUrl(product));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  if (noted) expect((await noted).ok()).toBe(true);
}

/** The names on the "Recently viewed" cards, in order, once the section has them. */
function section(page: Page) {
  return page.getByRole('region', { name: SECTION });
}

async function expectCards(page: Page, names: string[]): Promise<void> {
  const row = section(page);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('heading', { level: 3 })).toHaveText(names);
}

async function signInWithPassword(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a visitor who viewed two products sees them on the home page, newest first', async ({
  page,
  request,
}) => {
  const [first, second] = await products(request, 'Kitchen', 2);
  if (!first || !second) throw new Error('the demo catalogue has too few Kitchen products');
  // The server's page has no list (it cannot read the browser's): the section comes after hydration only.
  expect(await (await request.get('/')).text()).not.toContain(SECTION);

  await view(page, first);
  await view(page, second);
  // On the second product's page, the first one; the product itself is left out.
  await expectCards(page, [first.name]);

  await page.goto('/');
  await expectCards(page, [second.name, first.name]);
  await expect(section(page).getByRole('link', { name: second.name }).first()).toHaveAttribute(
    'href',
    productUrl(second),
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("a signed-in shopper's list, with what they viewed before signing in, follows them to another browser", async ({
  page,
  browser,
  request,
}) => {
  const [beforeSignIn, afterSignIn] = await products(request, 'Electronics', 2);
  if (!beforeSignIn || !afterSignIn) throw new Error('the demo catalogue has too few Electronics products');
  const account = await createAccount(request, 'recent');

  await view(page, beforeSignIn);
  const merged = page.waitForResponse((response) => response.url().endsWith('/api/recently-viewed/merge'));
  await signInWithPassword(page, account);
  expect((await merged).ok()).toBe(true);
  await view(page, afterSignIn, { signedIn: true });

  // Another browser: nothing in its storage, the same account.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await signInWithPassword(phone, account);
    await expectCards(phone, [afterSignIn.name, beforeSignIn.name]);
  } finally {
    await other.close();
  }
});

test("signing out empties this browser's list: the next person on it sees none of the previous shopper's", async ({
  page,
  request,
}) => {
  const [viewed] = await products(request, 'Fashion', 1);
  if (!viewed) throw new Error('the demo catalogue has no Fashion product');
  const [first, second] = [
    await createAccount(request, 'recent-a'),
    await createAccount(request, 'recent-b'),
  ];
  const stored = () => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '');

  await signInWithPassword(page, first);
  await view(page, viewed, { signedIn: true });
  await page.goto('/');
  await expectCards(page, [viewed.name]);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // A visitor now: the list that was the first shopper's is gone before the home page could show it.
  await page.goto('/');
  await expect.poll(stored).not.toContain(viewed._id);
  await expect(section(page)).toHaveCount(0);

  // Another shopper: their own (empty) list, nothing of the first one's.
  const secondsList = page.waitForResponse(
    (response) => response.url().endsWith('/api/recently-viewed') && response.request().method() === 'GET',
  );
  await signInWithPassword(page, second);
  expect((await (await secondsList).json()).products).toEqual([]);
  await expect(section(page)).toHaveCount(0);
});
