// What a shopper trips over on the list pages, the product-not-found page, the addresses and the auth page (issue 47
// items 10–13, 16, 17): a page past the last, the price slider's Home and End, the not-found words without a search,
// asking before an address goes, pagination on one row on a phone, no signed-in request after logout, and the
// auth page's panel on a phone.
import { createAccount, saveHomeAddress } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const summary = (text: string) => new RegExp(`^Showing ${text} of \\d+ products$`);

test('a page past the last shows the last page, in the server HTML and in the browser', async ({
  page,
  request,
}) => {
  const { total, pages } = await (await request.get('/api/products?category=Fashion&page=1')).json();
  const last = `${(pages - 1) * 12 + 1}-${total}`;
  // The server's HTML for the address as typed already holds the last page.
  const html = await (await request.get('/shop/fashion?page=999')).text();
  expect(html).toContain(`Showing ${last} of ${total} products`);
  await page.goto('/shop/fashion?page=999');
  await expect(page.getByText(summary(last))).toBeVisible();
  // The address follows what is shown, so Next/Previous and a shared link make sense.
  await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(total - (pages - 1) * 12);
});

test('Home and End on a price handle stop at the other handle and keep focus on it', async ({ page }) => {
  await page.goto('/shop/electronics?min=400&max=2000');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const min = filters.getByRole('slider', { name: 'Minimum price' });
  const max = filters.getByRole('slider', { name: 'Maximum price' });
  await expect(min).toHaveAttribute('aria-valuenow', '400');

  await max.focus();
  await page.keyboard.press('Home');
  // One step (₹10) above the minimum: the handles meet but never cross, and the minimum stays where it was.
  await expect(max).toHaveAttribute('aria-valuenow', '410');
  await expect(min).toHaveAttribute('aria-valuenow', '400');
  await expect(max).toBeFocused();
  await expect(page).toHaveURL(/min=400&max=410$/);

  await page.keyboard.press('End');
  await expect(max).toHaveAttribute('aria-valuenow', '10000');
  await expect(max).toBeFocused();

  await min.focus();
  await page.keyboard.press('End');
  await expect(min).toHaveAttribute('aria-valuenow', '9990');
  await expect(max).toHaveAttribute('aria-valuenow', '10000');
  await expect(min).toBeFocused();
  await expect(page).toHaveURL(/min=9990$/);
});

test('/product-not-found opened without a search reads well', async ({ page }) => {
  await page.goto('/product-not-found');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the product you were looking for.")).toBeVisible();
  await expect(page.getByText('matching your search')).toHaveCount(0);
});

test('deleting an address asks first, and focus stays in place', async ({ page, request }) => {
  const account = await createAccount(request, 'address-delete');
  await saveHomeAddress(request, account);
  await signIn(page, account.token);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Addresses' }).click();
  const remove = page.getByRole('button', { name: /^Delete Home address/ });

  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('12 MG Road');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No addresses added yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Your First Address' })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use(phone);

  test('pagination fits on one row', async ({ page }) => {
    await page.goto('/shop/fashion?page=3');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.getByRole('button', { name: 'Next' })).toBeVisible();
    // Rows counted by where each shown control's middle sits (an ellipsis is shorter than a button).
    const rows = await nav.evaluate((element) => {
      const shown = [...element.children].filter((child) => (child as HTMLElement).offsetParent !== null);
      return new Set(
        shown.map((child) => {
          const { top, height } = child.getBoundingClientRect();
          return Math.round(top + height / 2);
        }),
      ).size;
    });
    expect(rows).toBe(1);
    const box = await nav.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await expect(nav.getByText(/^Page 3 of \d+$/)).toBeVisible();
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(nav.getByText(/^Page 4 of \d+$/)).toBeVisible();
  });

  test('after logout the app asks nothing it needs a session for', async ({ page, request }) => {
    const account = await createAccount(request, 'logout-quiet');
    await signIn(page, account.token);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const asked: { method: string; url: string }[] = [];
    const refused: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/') && !sent.url().endsWith('/api/auth/logout'))
        asked.push({ method: sent.method(), url: sent.url() });
    });
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await loggedOut).status()).toBe(200);
    // A request the app sends and then drops (a page going away) still reaches the server and logs a 401 when it
    // needs a session: so each request sent after the logout is asked again without one, and must be answered.
    for (const { method, url } of asked) {
      expect(
        await request.fetch(url, { method }).then((answer) => answer.status()),
        `${method} ${url}`,
      ).not.toBe(401);
    }
    expect(refused).toEqual([]);
  });

  test('/auth shows the shop panel without pushing the form down', async ({ page }) => {
    await page.goto('/auth');
    const panel = page.getByRole('complementary', { name: 'Why shop with us' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
    // The form starts on the first screen: its email field and Sign In button are in view without scrolling.
    await expect(page.getByLabel('Email')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeInViewport();
  });
});
