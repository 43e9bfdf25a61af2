// The wishlist from product cards (docs/product.md#wishlist): a heart on every card's picture that a signed-in
// shopper taps to save or drop the product, and that asks a visitor to sign in and brings them back; "Move to cart"
// on the wishlist's cards. The rule of what a move does with options lives in
// apps/web/src/features/wishlist/utils/move-to-cart.test.ts; here, what the shopper sees.
import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { findProduct } from './support/catalogue.ts';
import { authHeader } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

const CATEGORY = '/shop/kitchen';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The heart of the first card on the page that shows an empty one, and the name of its product. */
async function firstEmptyHeart(page: Page): Promise<{ heart: Locator; name: string }> {
  const label = await page
    .getByRole('button', { name: /^Add .+ to wishlist$/ })
    .first()
    .getAttribute('aria-label');
  const name = label?.replace(/^Add (.+) to wishlist$/, '$1') ?? '';
  // Found by either of its names, so the same button is followed as its name changes.
  const heart = page.getByRole('button', {
    name: new RegExp(`^(Add|Remove) ${escaped(name)} (to|from) wishlist$`),
  });
  return { heart, name };
}

test('a signed-in shopper hearts a card on a category page, finds it on the wishlist, and un-hearts it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'hearts');
  await signIn(page, account.token);
  const wishlistReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/wishlist')
      wishlistReads.push(sent.url());
  });
  await page.goto(CATEGORY);
  const { heart, name } = await firstEmptyHeart(page);
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product added to wishlist!')).toBeVisible();
  await expect(heart).toHaveAccessibleName(`Remove ${name} from wishlist`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The tap stayed on the card: no product page, and focus still on the heart.
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(heart).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/wishlist');
  await expect(page.getByText('1 item saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  // Back on the listing the heart is filled from the wishlist, read once for all the cards.
  wishlistReads.length = 0;
  await page.goto(CATEGORY);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(wishlistReads).toHaveLength(1);
  await heart.click();
  await expect(page.getByText('Product removed from wishlist!')).toBeVisible();
  await expect(heart).toHaveAccessibleName(`Add ${name} to wishlist`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const left = await request.get('/api/wishlist', { headers: authHeader(account) });
  expect(await left.json()).toEqual([]);
});

test('a visitor tapping a heart is asked to sign in and comes back to the page after', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'hearts-visitor');
  await page.goto(CATEGORY);
  const { heart, name } = await firstEmptyHeart(page);
  await heart.click();
  await expect(page.getByText('Please log in to add items to your wishlist')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/auth');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await heart.click();
  await expect(heart).toHaveAccessibleName(`Remove ${name} from wishlist`);
});

test('Move to cart moves a product into the cart; an out-of-stock one stays, in the cart’s words; a sized one opens its page', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const make = async (name: string, countInStock: number) => {
    const created = await request.post('/api/admin/products', {
      headers: authHeader(admin),
      data: {
        name,
        description: 'A product for the wishlist cards browser test.',
        category: 'Stationery',
        subCategory: 'Desk',
        brand: 'Wishlist Test Goods',
        countInStock,
        basePrice: 199,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { product: { _id: string; name: string } }).product;
  };
  const suffix = Date.now().toString(36);
  const inStock = await make(`Wish Notebook ${suffix}`, 20);
  const soldOut = await make(`Wish Stapler ${suffix}`, 0);
  const sized = await findProduct<{ _id: string; name: string; variants: unknown[]; countInStock: number }>(
    request,
    ['Fashion'],
    (product) => product.variants.length > 1 && product.countInStock > 0,
  );

  const shopper = await createAccount(request, 'move-to-cart');
  for (const product of [sized, soldOut, inStock]) {
    const saved = await request.post(`/api/wishlist/${product._id}`, { headers: authHeader(shopper) });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await signIn(page, shopper.token);
  await page.goto('/wishlist');
  await expect(page.getByText('3 items saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const moveButton = (name: string) => page.getByRole('button', { name: `Move to cart: ${name}` });

  await moveButton(soldOut.name).click();
  await expect(page.getByText(`Cannot add more ${soldOut.name} . Only 0 in stock.`)).toBeVisible();
  await expect(page.getByText('3 items saved')).toBeVisible();

  await moveButton(inStock.name).click();
  await expect(page.getByText('Product moved to cart!')).toBeVisible();
  await expect(page.getByText('2 items saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // Its card left; focus went to the card now in its place, not to the page.
  await expect(moveButton(soldOut.name)).toBeFocused();
  const cart = (await (await request.get('/api/cart', { headers: authHeader(shopper) })).json()) as {
    items: { product: { _id: string }; quantity: number }[];
  };
  expect(cart.items.map((item) => [item.product._id, item.quantity])).toEqual([[inStock._id, 1]]);

  await moveButton(sized.name).click();
  await expect(page).toHaveURL(new RegExp(`/${sized._id}$`));
  await expect(
    page.getByText(new RegExp(`^Choose the .+ you want, then add ${escaped(sized.name)} to your cart\\.$`)),
  ).toBeVisible();
  const wishlist = (await (await request.get('/api/wishlist', { headers: authHeader(shopper) })).json()) as {
    product: { _id: string };
  }[];
  expect(wishlist.map((entry) => entry.product._id).sort()).toEqual([sized._id, soldOut._id].sort());
});
