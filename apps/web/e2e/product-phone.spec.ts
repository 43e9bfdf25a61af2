// The product page on a phone (issue 47 items 1 and 3, docs/product.md#catalogue-product): a sticky bar with the
// chosen options' price, Buy Now and Add to Cart once the page's own buttons have scrolled away; the pictures full
// screen, swiped, zoomed with a double tap or a pinch, their code fetched only when opened. Demo products are only
// read here: the cart line is the test account's own.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { formatRupees } from '@shop/shared/money';
import { createAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { findProduct, keepsOneStock } from './support/catalogue.ts';
import { authHeader } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  countInStock: number;
  images: string[];
  variants: unknown[];
  filters: { name: string; values: string[]; priceAdjustments: { value: string; discountPrice: number }[] }[];
}

const pathOf = (product: ApiProduct) => `/shop/${product.category.toLowerCase()}/${product._id}`;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** Whether the element is what a finger at its centre would touch (nothing drawn over it). */
const touchable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });

test('the sticky bar shows once the buttons scroll away, and its Add to Cart adds the chosen options', async ({
  page,
  request,
}) => {
  // One stock for every option and a second value priced apart from the first: the bar must show the choice's price.
  const product = await findProduct<ApiProduct>(request, ['Electronics', 'Kitchen', 'Fitness'], (p) => {
    const first = p.filters[0]?.priceAdjustments;
    return (
      keepsOneStock(p) &&
      p.countInStock > 5 &&
      !!first?.[1] &&
      first[1].discountPrice !== first[0]?.discountPrice
    );
  });
  const [option] = product.filters;
  const value = option?.values[1];
  if (!option || !value) throw new Error('no second value');
  const account = await createAccount(request, 'buy-bar');
  await signIn(page, account.token);
  const barCode = chunkRequests(page, 'buy-bar');
  await page.goto(pathOf(product));
  expect(barCode, "the bar's code came with the page").toEqual([]);

  await page.getByRole('button', { name: value, exact: true }).click();
  const selection = { [option.name]: value };
  for (const other of product.filters.slice(1)) selection[other.name] = other.values[0] ?? '';
  const details = await request.get(
    `/api/products/${product._id}/price-details?selectedFilters=${encodeURIComponent(JSON.stringify(selection))}`,
  );
  const { effectivePrice } = (await details.json()) as { effectivePrice: number };

  const bar = page.getByRole('region', { name: 'Buy this product' });
  const pageAdd = page.getByRole('button', { name: 'Add to Cart', exact: true }).first();
  await pageAdd.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();

  // Past the buttons, in one jump (not through them): the bar comes up with the choice's price.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(pageAdd).not.toBeInViewport();
  await pageAdd.evaluate((button) =>
    window.scrollBy({ top: button.getBoundingClientRect().bottom + 200, behavior: 'instant' }),
  );
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(formatRupees(effectivePrice));
  expect(barCode).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('bar.png') });
  expect(await seriousViolations(page)).toEqual([]);

  // At the end of the page the footer's last links are above the bar, not under it.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await expect(bar).toBeVisible();
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  await expect(lastLink).toBeInViewport();
  expect(await touchable(lastLink), 'the bar covers the footer').toBe(true);

  // Keyboard: Tab on from the footer reaches the bar's buttons, with a visible focus ring.
  const buyNow = bar.getByRole('button', { name: 'Buy Now' });
  await lastLink.focus();
  for (
    let tabs = 0;
    tabs < 10 && !(await buyNow.evaluate((button) => button === document.activeElement));
    tabs++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(buyNow).toBeFocused();
  expect(await buyNow.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
  await page.screenshot({ path: test.info().outputPath('bar-focus.png') });

  await bar.getByRole('button', { name: 'Add to Cart' }).tap();
  // Measured in the page as it is read: a toast lasts 2.5 s, and a busy machine can outlast it between two steps.
  let toastBox: Box | undefined;
  await expect
    .poll(async () => {
      toastBox = await page.evaluate(() => {
        const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((shown) =>
          shown.textContent?.includes('Product added to cart successfully!'),
        );
        return toast?.getBoundingClientRect().toJSON() as Box | undefined;
      });
      return toastBox;
    })
    .toBeDefined();
  if (!toastBox) throw new Error('no toast');
  expect(overlap(toastBox, await boxOf(bar)), 'the toast and the bar overlap').toBe(false);
  await expect
    .poll(async () => {
      const cart = await request.get('/api/cart', { headers: authHeader(account) });
      return ((await cart.json()) as { items: { quantity: number; filters: Record<string, string> }[] })
        .items;
    })
    .toEqual([expect.objectContaining({ quantity: 1, filters: selection })]);

  // The page's own buttons back in view: the bar goes, and the focus it held goes to the page's Buy Now.
  await buyNow.focus();
  await pageAdd.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy Now', exact: true }).first()).toBeFocused();
});

test("sold out, the bar offers Notify me, which brings a visitor to the page's sign-in line", async ({
  page,
  request,
}) => {
  const product = await findProduct<ApiProduct>(
    request,
    ['Electronics', 'Kitchen', 'Fitness'],
    (p) => keepsOneStock(p) && p.countInStock === 0,
  );
  await page.goto(pathOf(product));
  const pageBuyNow = page.getByRole('button', { name: 'Buy Now', exact: true }).first();
  await pageBuyNow.evaluate((button) =>
    window.scrollBy({ top: button.getBoundingClientRect().bottom + 200, behavior: 'instant' }),
  );
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await expect(bar).toContainText('Out of Stock');
  await expect(bar.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Notify me' }).tap();
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeFocused();
  await expect(signIn).toBeInViewport();
  await expect(bar).toBeHidden();
});

/** A finger's drag on the screen, as a phone's touch events. */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * step) / 6, y: from.y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers moving apart from the point, `spread` pixels each. */
async function pinchOut(cdp: CDPSession, at: { x: number; y: number }, spread: number) {
  const fingers = (apart: number) => [
    { x: at.x - 20 - apart, y: at.y, id: 0 },
    { x: at.x + 20 + apart, y: at.y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers((spread * step) / 6),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The scale of the element's transform (1 without one). */
const scaleOf = (locator: Locator) =>
  locator.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);

async function centreOf(locator: Locator) {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The requests, as they come, for the script chunk named after `file` (Vite names a lazy chunk after its file). */
function chunkRequests(page: Page, file: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new RegExp(`/assets/${file}-[\\w-]+\\.js$`).test(request.url())) seen.push(request.url());
  });
  return seen;
}

test('a tap on the picture opens it full screen: swipe, double-tap and pinch to zoom, Escape gives focus back', async ({
  page,
}) => {
  const product = await findProduct<ApiProduct>(
    page.request,
    ['Electronics', 'Kitchen'],
    (p) => p.images.length === 4,
  );
  const zoomCode = chunkRequests(page, 'picture-zoom');
  await page.goto(pathOf(product));
  expect(zoomCode, 'the zoom code came with the page').toEqual([]);

  const opener = page.getByRole('button', { name: 'View picture 1 of 4 full screen' });
  await opener.tap();
  const dialog = page.getByRole('dialog', { name: `Pictures of ${product.name}` });
  await expect(dialog).toBeVisible();
  expect(zoomCode).toHaveLength(1);
  const picture = dialog.getByRole('img');
  await expect(picture).toHaveAttribute('alt', /picture 1 of 4$/);

  const cdp = await page.context().newCDPSession(page);
  const stage = dialog.getByTestId('zoom-stage');
  const centre = await centreOf(stage);
  await swipe(cdp, { x: centre.x + 120, y: centre.y }, -240);
  await expect(picture).toHaveAttribute('alt', /picture 2 of 4$/);
  await page.keyboard.press('ArrowRight');
  await expect(picture).toHaveAttribute('alt', /picture 3 of 4$/);

  // Double-tap zooms in at the finger, again zooms out; a pinch zooms in too.
  const layer = dialog.getByTestId('zoomed-picture');
  expect(await scaleOf(layer)).toBe(1);
  await page.touchscreen.tap(centre.x, centre.y);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(() => scaleOf(layer)).toBeGreaterThan(2);
  await page.screenshot({ path: test.info().outputPath('zoomed.png') });
  // Zoomed, a drag pans the picture instead of turning to the next one.
  await swipe(cdp, { x: centre.x, y: centre.y }, -150);
  await expect(picture).toHaveAttribute('alt', /picture 3 of 4$/);
  await page.touchscreen.tap(centre.x, centre.y);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(() => scaleOf(layer)).toBe(1);
  await pinchOut(cdp, centre, 80);
  await expect.poll(() => scaleOf(layer)).toBeGreaterThan(1.5);

  // Focus stays inside while open.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back on the page's picture, showing the one last seen.
  await expect(page.getByRole('button', { name: 'View picture 3 of 4 full screen' })).toBeFocused();
});
