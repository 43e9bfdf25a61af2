// The back office in Chromium (issue: shop admin): an admin moves a shopper's order to shipped and delivered and
// the shopper's page shows the timeline; reads what a coupon took off an order; puts a product in today's offers and
// finds it on the home page, with its offer's badge. The admin is made with the documented command; the shopper is a
// real account.

import { createAccount, productInStock } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { createProduct, createPromotion } from './support/promotions.ts';
import { PUNE_ADDRESS, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

test('an admin ships and delivers an order, and the shopper sees each step on the timeline', async ({
  browser,
  request,
}) => {
  // A long flow with several axe scans: give it room on a loaded 2-core machine.
  test.slow();
  const shopper = await createAccount(request, 'admin-shopper');
  const product = await productInStock(request, 'Stationery', 5);
  const { _id: orderId, orderNumber } = await placeCodOrder(request, shopper, [{ product: product._id }], {
    shippingInfo: PUNE_ADDRESS,
  });

  const admin = await createAdmin(request);
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin.token);
  // Admins find the back office in the profile menu.
  await adminPage.goto('/');
  await adminPage.getByRole('button', { name: 'Profile menu' }).click();
  await adminPage.getByRole('menuitem', { name: 'Shop Admin' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await expect(adminPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Recent orders' })).toContainText(orderNumber);
  expect(await seriousViolations(adminPage)).toEqual([]);

  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await adminPage.getByLabel('Search orders').fill(orderNumber.toLowerCase());
  await adminPage.getByRole('link', { name: orderNumber }).click();
  await expect(adminPage.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  // Only the moves the status machine allows: no jump to delivered from processing.
  await expect(adminPage.getByRole('button', { name: 'Mark Delivered' })).toHaveCount(0);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await adminPage.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(adminPage.getByText('Order marked Shipped')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Mark Out for Delivery' }).click();
  await adminPage.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(
    adminPage.getByRole('region', { name: 'Status' }).getByText('Delivered', { exact: true }),
  ).toBeVisible();
  await expect(adminPage.getByText('This order is complete: no further moves.')).toHaveCount(0);

  const shopperPage = await (await browser.newContext()).newPage();
  await signIn(shopperPage, shopper.token);
  await shopperPage.goto(`/order/${orderId}`);
  await shopperPage.getByRole('button', { name: 'Show tracking details' }).click();
  const steps = shopperPage.locator('#order-timeline').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const label of ['Order Placed', 'Shipped', 'Out for Delivery', 'Delivered'])
    await expect(steps.filter({ hasText: `${label} (done)` })).toHaveCount(1);
  await expect(shopperPage.getByRole('button', { name: 'Reorder' })).toBeVisible();
});

test("an admin's order page shows what the coupon took off each line, and the figures add up", async ({
  browser,
  request,
}) => {
  const admin = await createAdmin(request);
  const tag = Date.now().toString(36);
  const mug = await createProduct(request, admin, `Coupon Mug ${tag}`, 600);
  const code = `ADM${tag.toUpperCase()}`;
  const end = await createPromotion(request, admin, {
    code,
    title: 'Admin view ten',
    action: 'percent',
    percent: 10,
    target: 'products',
    targetValues: [mug._id],
  });
  try {
    const shopper = await createAccount(request, 'admin-coupon');
    const order = await placeCodOrder(request, shopper, [{ product: mug._id, quantity: 2 }], {
      couponCode: code,
    });

    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, admin.token);
    await adminPage.goto(`/admin/orders/${order._id}`);
    const items = adminPage.getByRole('region', { name: 'Items' });
    // Two at ₹600, 10% off: the line shows its ₹120 share beside its ₹1,200.
    await expect(items.getByRole('listitem').filter({ hasText: mug.name })).toContainText('₹1,200');
    await expect(items.getByTestId('line-discount')).toHaveText('Coupon & offers −₹120');
    const figures = items.getByRole('definition');
    await expect(figures).toHaveText(['₹1,200', '−₹120', code, 'Free', '₹1,080']);
    expect(await seriousViolations(adminPage)).toEqual([]);
  } finally {
    await end();
  }
});

test("an admin puts a new product in today's offers and the home page shows it", async ({
  browser,
  request,
}) => {
  // A long flow with several axe scans: give it room on a loaded 2-core machine.
  test.slow();
  const admin = await createAdmin(request);
  // A product the admin just made (the product form itself is covered by admin-products.spec.ts).
  const created = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      name: `Offer Test Lamp ${Date.now().toString(36)}`,
      description: 'A warm desk lamp.',
      category: 'Stationery',
      subCategory: 'Desk',
      brand: 'Lumo',
      countInStock: 12,
      basePrice: 1499,
      discountPrice: 999,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { product: { _id: string; name: string } }).product;

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin.token);
  await adminPage.goto('/admin/homepage');
  const offers = adminPage.getByRole('region', { name: "Today's Offers" });
  // By id: the demo catalogue has look-alike names.
  await offers.getByLabel("Add to Today's Offers").fill(product._id);
  await offers.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
  // Newest last; the arrows bring it to the front, as dragging would (Move up is disabled at the top).
  const moveUp = offers.getByRole('button', { name: `Move ${product.name} up`, exact: true });
  while (await moveUp.isEnabled()) await moveUp.click();
  await expect(offers.getByRole('list').first().getByRole('listitem').first()).toContainText(product.name);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await offers.getByRole('button', { name: "Save Today's Offers" }).click();
  await expect(adminPage.getByText("Today's offers saved")).toBeVisible();

  // An automatic offer aimed at this product alone: its deal card carries the badge, as every card does.
  const end = await createPromotion(request, admin, {
    title: `Lamp offer ${product._id}`,
    action: 'amount',
    amount: 100,
    target: 'products',
    targetValues: [product._id],
  });
  try {
    const shopperPage = await (await browser.newContext()).newPage();
    await shopperPage.goto('/');
    const deal = shopperPage.locator('#deals').getByRole('article').first();
    await expect(deal).toContainText(product.name);
    await expect(deal.getByTestId('offer-badge')).toHaveText('₹100 off');
  } finally {
    await end();
  }
});
