// Orders in Chromium (docs/product.md#orders-pages, Order details; docs/product.md#orders-statuses; docs/product.md#orders-actions; docs/product.md#orders-invoice): the list
// with search and status filter, the timeline, cancelling with a reason, a return request, reorder against the
// current stock, and the invoice PDF (its text read back in the test).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAccount, type TestAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { advanceOrder, sql } from './support/database.ts';
import { placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  countInStock: number;
}

/**
 * Products with plenty of stock from one category, `skip` of them passed over so tests never share one;
 * `discounted` keeps only those sold below their original price.
 */
async function products(
  request: APIRequestContext,
  category: string,
  count: number,
  skip = 0,
  discounted = false,
) {
  const list = await (await request.get(`/api/products?category=${category}&limit=60`)).json();
  const found: ApiProduct[] = [];
  const cards = list.products as { _id: string; displayPrice: number; originalPrice: number }[];
  for (const card of cards.slice(skip)) {
    if (discounted && !(card.displayPrice < card.originalPrice)) continue;
    const product = (await (await request.get(`/api/products/${card._id}`)).json()) as ApiProduct;
    if (product.countInStock >= 20) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`not enough products with stock in ${category}`);
}

/** A cash-on-delivery order of `quantity` of each product, to the home address. */
function placeOrder(request: APIRequestContext, account: TestAccount, items: ApiProduct[], quantity = 1) {
  return placeCodOrder(
    request,
    account,
    items.map((item) => ({ product: item._id, quantity })),
  );
}

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  return ((await (await request.get(`/api/products/${productId}`)).json()) as ApiProduct).countInStock;
}

test('the order list searches by order number and product name and filters by status with counts', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'orders-list');
  const [first, second] = await products(request, 'Fashion', 2);
  if (!first || !second) throw new Error('two products needed');
  const placed = await placeOrder(request, account, [first]);
  const shipped = await placeOrder(request, account, [second]);
  await advanceOrder(shipped._id, 'shipped');
  await signIn(page, account.token);

  await page.goto('/order');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const filter = page.getByLabel('Filter by status');
  await expect(filter.getByRole('option')).toHaveText(['All orders (2)', 'Order Placed (1)', 'Shipped (1)']);
  await filter.selectOption({ label: 'Shipped (1)' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(second.name);
  await filter.selectOption({ label: 'All orders (2)' });

  const search = page.getByLabel('Search orders');
  await search.fill(first.name.slice(0, 12).toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(placed.orderNumber);
  // The digits of the number find it too (docs/decisions/036).
  await search.fill(shipped.orderNumber.slice(-6));
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(shipped.orderNumber);
  await search.fill('no such thing');
  await expect(page.getByText('No orders match your search.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('order details show the timeline, and cancelling asks for a reason, restocks and closes after 2 s', async ({
  page,
  request,
}) => {
  // A long flow with several axe scans: give it room on a loaded 2-core machine.
  test.slow();
  const account = await createAccount(request, 'orders-cancel');
  const [product] = await products(request, 'Kitchen', 1, 3);
  if (!product) throw new Error('a product needed');
  const before = await stockOf(request, product._id);
  const order = await placeOrder(request, account, [product], 2);
  expect(await stockOf(request, product._id)).toBe(before - 2);
  await signIn(page, account.token);

  await page.goto('/order');
  // The list, the order page and the timeline write the order's date the same way.
  const listed = await page
    .getByRole('article')
    .getByText(/^Placed on /)
    .textContent();
  const placedOn = listed?.replace('Placed on ', '') ?? '';
  expect(placedOn).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await page.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
  await expect(page.getByText(/^Placed on /)).toHaveText(`Placed on ${placedOn}`);
  await expect(page.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/shop/${product.category.toLowerCase()}/${product._id}`,
  );

  // The collapsible timeline: placed, then three pending steps.
  const timeline = page.locator('#order-timeline');
  await expect(timeline).toBeHidden();
  await page.getByRole('button', { name: 'Show tracking details' }).click();
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByRole('listitem').first()).toContainText(`Order Placed (done)${placedOn}`);
  await expect(timeline.getByRole('listitem').last()).toContainText('Delivered (pending)Pending');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByText('Please select a reason for cancellation.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByText('Please specify the reason for cancellation.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Please specify').fill('Bought it in a shop nearby');
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(dialog.getByText('Order cancelled successfully')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 4000 });

  await expect(
    page.getByRole('region', { name: 'Order Status' }).getByText('Cancelled', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline).toContainText('Reason: Bought it in a shop nearby');
  // The one cancelled step reads as cancelled, to the eye and to a screen reader, never as a completed step.
  const cancelled = timeline.getByRole('listitem');
  await expect(cancelled).not.toContainText('(done)');
  await expect(cancelled).toHaveAttribute('data-state', 'cancelled');
  await expect(cancelled).toContainText('Cancelled (order cancelled)');
  await expect(cancelled).toContainText(placedOn);
  // Nothing is collected for a cancelled cash-on-delivery order.
  await expect(page.getByText('Nothing to pay')).toBeVisible();
  await expect(page.getByText('Pay on delivery')).toHaveCount(0);
  expect(await stockOf(request, product._id)).toBe(before);
});

test('a delivered order can ask for a return and be reordered, blocked while an item lacks stock', async ({
  page,
  request,
}) => {
  // A long flow with several axe scans: give it room on a loaded 2-core machine.
  test.slow();
  const account = await createAccount(request, 'orders-reorder');
  const [kept, scarce] = await products(request, 'Electronics', 2, 4);
  if (!kept || !scarce) throw new Error('two products needed');
  const order = await placeOrder(request, account, [kept, scarce], 2);
  await advanceOrder(order._id, 'delivered');
  const scarceStock = await stockOf(request, scarce._id);
  await sql('update products set count_in_stock = 1 where id = $1', [scarce._id]);
  await signIn(page, account.token);

  try {
    await page.goto(`/order/${order._id}`);
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    const reorder = page.getByRole('button', { name: 'Reorder' });
    await expect(reorder).toBeEnabled();
    await reorder.click();
    await expect(
      page.getByText(`Some items are out of stock or have insufficient stock: ${scarce.name}.`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order/${order._id}$`));

    // A return request reaches the shop with the shopper's words.
    await page.getByRole('button', { name: 'Request Return/Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Return/Refund' });
    await expect(dialog.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=Hello/,
    );
    await dialog.getByLabel('Your message').fill('The screen arrived cracked.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByRole('status')).toContainText('request has been sent');
    const stored = await sql<{ message: string }>(
      'select message from order_return_requests where order_id = $1',
      [order._id],
    );
    expect(stored.map((row) => row.message)).toEqual(['The screen arrived cracked.']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // With the stock back, the reorder puts both lines in the cart.
    await sql('update products set count_in_stock = $2 where id = $1', [scarce._id, scarceStock]);
    await page.reload();
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    for (const product of [kept, scarce])
      await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  } finally {
    await sql('update products set count_in_stock = $2 where id = $1', [scarce._id, scarceStock]);
  }
});

test('the invoice PDF has its number and items, and its figures add up to the total charged', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'orders-invoice');
  const items = await products(request, 'Beauty', 2, 2, true);
  const placed = await placeOrder(request, account, items, 3);
  const order = (await (
    await request.get(`/api/orders/${placed._id}`, { headers: { authorization: `Bearer ${account.token}` } })
  ).json()) as {
    priceSummary: { subtotal: number; savings: number; shippingCost: number; total: number };
    orderItems: { originalPrice: number; price: number; quantity: number }[];
    taxInvoice: { number: string; issuedAt: string } | null;
  };
  expect(order.priceSummary.savings).toBeGreaterThan(0);
  await signIn(page, account.token);

  await page.goto(`/order/${placed._id}`);
  const placedOn = (await page.getByText(/^Placed on /).textContent())?.replace('Placed on ', '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const file = await download;
  const number = `INV-${placed.orderNumber}`;
  expect(file.suggestedFilename()).toBe(`${number}_Invoice.pdf`);
  const bytes = await readFile(await file.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // The e2e shop is GST-registered: the invoice carries the server's number (docs/decisions/029).
  expect(text).toContain(`Invoice number: ${order.taxInvoice?.number ?? number}`);
  for (const item of items) expect(text).toContain(item.name.slice(0, 20));
  expect(text).toContain('Payment status: PENDING');

  // The figures on paper, in paise: items at their original prices − discount + shipping = the total charged.
  const paise = (amount: string) => Math.round(Number(amount.replaceAll(',', '')) * 100);
  const figure = (label: string) => {
    const found = text.match(
      new RegExp(`${label}( \\(before discount\\))?\\s+(-\\s+)?INR\\s+([\\d,]+\\.\\d{2})`),
    );
    if (!found?.[3]) throw new Error(`no ${label} line in the invoice:\n${text}`);
    return paise(found[3]);
  };
  const subtotal = figure('Subtotal');
  const discount = figure('Discount');
  const shipping = /Shipping\s+Free/.test(text) ? 0 : figure('Shipping');
  const total = figure('Total');
  const inr = (amountPaise: number) =>
    `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(amountPaise / 100)}`;
  let originals = 0;
  for (const item of order.orderItems) {
    const amount = paise(String(item.originalPrice)) * item.quantity;
    // A tax invoice lists each line at the price paid, inclusive of taxes; the summary has the original prices.
    if (order.taxInvoice) expect(text).toContain(inr(paise(String(item.price)) * item.quantity).slice(4));
    else expect(text).toContain(inr(amount));
    originals += amount;
  }
  expect(subtotal).toBe(originals);
  expect(discount).toBe(paise(String(order.priceSummary.savings)));
  expect(subtotal - discount + shipping).toBe(total);
  expect(total).toBe(paise(String(order.priceSummary.total)));
  // A tax invoice is dated by India's calendar, as its number's financial year is (docs/decisions/029); the plain
  // invoice by the shopper's, as the page says "Placed on".
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const india = order.taxInvoice && new Date(Date.parse(order.taxInvoice.issuedAt) + 330 * 60_000);
  const dated = india
    ? `${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}`
    : placedOn;
  expect(text).toContain(`Date: ${dated}`);
});
