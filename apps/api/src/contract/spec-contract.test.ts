// Issue 19: the contract suite, written from ../shared/spec/storefront-spec.md and ../shared/spec/decisions.md
// alone. It replays the calls of docs/product.md#api-shapes as a mobile app or an older frontend written against the spec would, and
// checks the answers' status and shape (docs/product.md#api-shapes), messages (docs/product.md) and money (docs/product.md, docs/product.md#checkout-server–docs/product.md#pages).
//
// This file: catalogue, reviews, wishlist and cart. spec-contract-orders.test.ts: orders and payment.
// spec-contract-accounts.test.ts: auth, profile and the validation messages of accounts.
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  CATEGORIES,
  cartShape,
  defaultSelection,
  errorShape,
  expectedPrice,
  expectReadableError,
  expectShape,
  expectStatus,
  expectSuccess,
  filtersDataShape,
  homepageBannersShape,
  homepageOffersShape,
  json,
  lastSelection,
  listIn,
  multipartBody,
  priceDetailsShape,
  productIdsWhere,
  productShape,
  reviewShape,
  rupees,
  type SpecAccount,
  type SpecProduct,
  specProduct,
  specSignUp,
  suggestionsShape,
  type Upload,
  wishlistEntryShape,
} from '../../test/contract-shapes.ts';
import { shopper } from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// ===============================================================================================================
// Catalogue (docs/product.md#catalogue)

describe('catalogue', () => {
  test('GET /api/homepage?populate=banners.searchProduct answers banners (title, description, image, searchProduct with _id and category) and featuredProducts as products', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/homepage?populate=banners.searchProduct',
    });
    expectStatus(response, 200);
    const body = expectShape(homepageBannersShape, json(response), 'homepage (banners)');
    // The demo catalogue has banners and featured products; without any, the shapes above would prove nothing.
    expect(body.banners.length).toBeGreaterThan(0);
    expect(body.featuredProducts.length).toBeGreaterThan(0);
  });

  test('GET /api/homepage?populate=todayOffers (bearer) answers todayOffers as products with images lists', async () => {
    const who = await shopper(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/homepage?populate=todayOffers',
      headers: who.headers,
    });
    expectStatus(response, 200);
    const body = expectShape(homepageOffersShape, json(response), 'homepage (todayOffers)');
    expect(body.todayOffers.length).toBeGreaterThan(0);
  });

  test('GET /api/products answers a bare list of contract-shaped products', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expectStatus(response, 200);
    const products = expectShape(z.array(productShape), json(response), 'GET /api/products');
    expect(products.length).toBeGreaterThan(0);
  });

  test('GET /api/products with a bearer token (optional bearer) answers the same bare list', async () => {
    const who = await shopper(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/products', headers: who.headers });
    expectStatus(response, 200);
    expectShape(z.array(productShape), json(response), 'GET /api/products (bearer)');
  });

  test('GET /api/products?category={name} answers a bare list of that category only', async () => {
    for (const name of ['Kitchen', 'Fashion']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?category=${name}` });
      expectStatus(response, 200);
      const products = expectShape(
        z.array(productShape),
        json(response),
        `GET /api/products?category=${name}`,
      );
      expect(products.length).toBeGreaterThan(0);
      expect(new Set(products.map((product) => product.category))).toEqual(new Set([name]));
    }
  });

  test('GET /api/products/{id} answers the product with every contract field', async () => {
    const [productId = ''] = await productIdsWhere(t, { filterCount: 2 });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expectStatus(response, 200);
    const product = expectShape(productShape, json(response), 'GET /api/products/{id}');
    expect(product._id).toBe(productId);
    expect(product.filters).toHaveLength(2);
  });

  test('GET /api/products/{id} of a missing product is a 404 with a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/0123456789abcdef01234567' });
    expectStatus(response, 404);
    expectShape(errorShape, json(response), 'missing product');
  });

  describe('price-details', () => {
    let twoOptions: SpecProduct;
    let plain: SpecProduct;

    beforeAll(async () => {
      const [twoId = ''] = await productIdsWhere(t, { filterCount: 2, offset: 1 });
      const [plainId = ''] = await productIdsWhere(t, { filterCount: 0 });
      twoOptions = await specProduct(t, twoId);
      plain = await specProduct(t, plainId);
    });

    const priceDetails = (product: SpecProduct, selectedFilters?: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url:
          `/api/products/${product._id}/price-details` +
          (selectedFilters ? `?selectedFilters=${encodeURIComponent(JSON.stringify(selectedFilters))}` : ''),
      });

    const check = (product: SpecProduct, answer: unknown, chosen: Record<string, string>) => {
      const details = expectShape(priceDetailsShape, answer, 'price-details');
      const expected = expectedPrice(product, chosen);
      expect(details.normalPrice).toBe(rupees(expected.original));
      expect(details.effectivePrice).toBe(rupees(expected.effective));
      expect(details.shippingCost).toBe(product.shippingCost);
      if (details.productId !== undefined) expect(details.productId).toBe(product._id);
    };

    test('with selectedFilters of the last value of each option: normalPrice, effectivePrice (docs/product.md#catalogue-pricing), shippingCost', async () => {
      const chosen = lastSelection(twoOptions);
      const response = await priceDetails(twoOptions, chosen);
      expectStatus(response, 200);
      check(twoOptions, json(response), chosen);
    });

    test('with selectedFilters of the default selection (the first value of each option)', async () => {
      const chosen = defaultSelection(twoOptions);
      const response = await priceDetails(twoOptions, chosen);
      expectStatus(response, 200);
      check(twoOptions, json(response), chosen);
    });

    test('of a product without options: basePrice, and discountPrice when above zero', async () => {
      const response = await priceDetails(plain, {});
      expectStatus(response, 200);
      check(plain, json(response), {});
    });
  });

  test('GET /api/products/filters answers subCategories [{category, subCategory}] and brands [{category, brand}]', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/filters' });
    expectStatus(response, 200);
    const body = expectShape(filtersDataShape, json(response), 'GET /api/products/filters');
    expect(body.subCategories.length).toBeGreaterThan(0);
    expect(body.brands.length).toBeGreaterThan(0);
  });

  test('GET /api/products/search?query= answers suggestions[] of {display, category, _id}, sorted by display (docs/product.md), at most 8 (docs/product.md#search-suggestions)', async () => {
    const [productId = ''] = await productIdsWhere(t, { filterCount: 1 });
    const product = await specProduct(t, productId);
    // docs/product.md: the search box lower-cases what is typed before asking.
    const query = product.name.toLowerCase();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/search?query=${encodeURIComponent(query)}`,
    });
    expectStatus(response, 200);
    const { suggestions } = expectShape(suggestionsShape, json(response), 'search suggestions');
    expect(suggestions.map((one) => one._id)).toContain(product._id);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    for (const one of suggestions) expect(CATEGORIES).toContain(one.category);
    // "Sorted alphabetically by display": the spec names no collation, so either a locale's or plain
    // case-insensitive order is accepted.
    const displays = suggestions.map((one) => one.display);
    const byLocale = [...displays].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const byLowerCase = [...displays].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
    );
    expect([byLocale, byLowerCase]).toContainEqual(displays);
  });
});

// ===============================================================================================================
// Reviews (docs/product.md#reviews rating rule; docs/product.md#reviews one review per user per product, only the
// author edits or deletes; docs/product.md#accounts-access another user's resource is a 404).
//
// Reading on purchases: neither the spec nor decisions.md asks that a reviewer has bought the product (decisions
// docs/product.md#api lists one review per user per product and author-only edits, nothing more), so a signed-in shopper who has
// not ordered it may review it, and these tests arrange no purchase.

describe('reviews', () => {
  let author: SpecAccount;
  let other: SpecAccount;
  let productId: string;
  let secondProductId: string;
  let photo: Upload;
  let reviewId: string | undefined;

  beforeAll(async () => {
    [author, other] = await Promise.all([
      specSignUp(t, { firstName: 'Asha', lastName: 'Rao' }),
      specSignUp(t, { firstName: 'Ravi', lastName: 'Iyer' }),
    ]);
    [productId = '', secondProductId = ''] = await productIdsWhere(t, { limit: 2, offset: 10 });
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c85028' } })
      .png()
      .toBuffer();
    photo = { bytes, name: 'photo.png', type: 'image/png' };
  });

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    who: SpecAccount | undefined,
    fields: Record<string, string>,
    files: readonly Upload[] = [],
  ) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(who?.headers ?? {}) },
    });
  };

  const reviewsOf = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reviews/${id}` });
    expectStatus(response, 200);
    return json(response);
  };

  /** The author's review of the product, found leniently (the list's own shape is checked by its own test). */
  const findOwnReview = async () => {
    const list = listIn(await reviewsOf(productId), 'reviews') as Array<Record<string, unknown>>;
    return list.find((review) => {
      const user = review.user as Record<string, unknown> | undefined;
      return (user?.id ?? user?._id ?? review.user) === author.userId;
    });
  };

  test('POST /api/reviews (multipart: rating, comment, productId, one image) by a signed-in shopper is accepted', async () => {
    const response = await send(
      'POST',
      '/api/reviews',
      author,
      { rating: '4', comment: 'Sturdy and well made.', productId },
      [photo],
    );
    expectSuccess(response);
    // The spec names no answer for a POST; an id in it is used when present, else the list is read.
    const body = json(response) as Record<string, unknown>;
    const inBody = (body._id ?? (body.review as Record<string, unknown> | undefined)?._id) as
      | string
      | undefined;
    reviewId = inBody ?? ((await findOwnReview())?._id as string | undefined);
    expect(reviewId).toBeTruthy();
  });

  test('GET /api/reviews/{productId} answers a bare list of contract-shaped reviews, holding the new one as posted', async () => {
    const reviews = expectShape(
      z.array(reviewShape),
      await reviewsOf(productId),
      'GET /api/reviews/{productId}',
    );
    const own = reviews.find((review) => (review.user.id ?? review.user._id) === author.userId);
    expect(own).toBeDefined();
    expect(own).toMatchObject({
      product: productId,
      rating: 4,
      comment: 'Sturdy and well made.',
      user: { firstName: 'Asha', lastName: 'Rao' },
    });
    expect(own?.images).toHaveLength(1);
    // docs/product.md: reviews are kept only when their product id equals the current product.
    for (const review of reviews) expect(review.product).toBe(productId);
  });

  test('GET /api/reviews/{productId} with a bearer token (optional bearer) answers the same bare list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${productId}`,
      headers: other.headers,
    });
    expectStatus(response, 200);
    expectShape(z.array(reviewShape), json(response), 'GET /api/reviews/{productId} (bearer)');
  });

  test('POST /api/reviews without images (they are optional) is accepted', async () => {
    const response = await send('POST', '/api/reviews', other, {
      rating: '5',
      comment: '',
      productId: secondProductId,
    });
    expectSuccess(response);
  });

  test('a second review of the same product by the same shopper is a 409 with a message (docs/product.md#reviews)', async () => {
    const response = await send('POST', '/api/reviews', author, { rating: '2', comment: 'Again', productId });
    expectStatus(response, 409);
    expectShape(errorShape, json(response), 'second review');
  });

  test('a rating outside 1 to 5 is a 400 whose message speaks of the rating in words (docs/product.md)', async () => {
    const response = await send('POST', '/api/reviews', other, {
      rating: '6',
      comment: 'Too good',
      productId,
    });
    expectReadableError(response, 400, [/rating/i]);
  });

  test('POST /api/reviews without a token is a 401 with a message', async () => {
    const response = await send('POST', '/api/reviews', undefined, { rating: '3', comment: 'x', productId });
    expectStatus(response, 401);
    expectShape(errorShape, json(response), 'review without token');
  });

  test("PUT /api/reviews/{reviewId} (multipart, without productId): someone else's is a 404, the author's is saved", async () => {
    expect(reviewId).toBeTruthy();
    const url = `/api/reviews/${reviewId}`;
    const stranger = await send('PUT', url, other, { rating: '1', comment: 'Not mine' });
    expectStatus(stranger, 404);
    expectShape(errorShape, json(stranger), 'PUT by another shopper');

    const response = await send('PUT', url, author, {
      rating: '3',
      comment: 'Good, but the handle got loose.',
    });
    expectSuccess(response);
    const own = await findOwnReview();
    expect(own).toMatchObject({ rating: 3, comment: 'Good, but the handle got loose.' });
  });

  test("DELETE /api/reviews/{reviewId}: someone else's is a 404, the author's is removed", async () => {
    expect(reviewId).toBeTruthy();
    const url = `/api/reviews/${reviewId}`;
    const stranger = await t.app.inject({ method: 'DELETE', url, headers: other.headers });
    expectStatus(stranger, 404);
    expectShape(errorShape, json(stranger), 'DELETE by another shopper');

    const response = await t.app.inject({ method: 'DELETE', url, headers: author.headers });
    expectSuccess(response);
    expect(await findOwnReview()).toBeUndefined();
  });
});

// ===============================================================================================================
// Wishlist (docs/product.md#wishlist)

describe('wishlist', () => {
  let productIds: string[];

  beforeAll(async () => {
    productIds = await productIdsWhere(t, { limit: 3, offset: 20 });
  });

  const wishlist = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/wishlist', headers });

  const savedIds = async (headers: Record<string, string>) => {
    const response = await wishlist(headers);
    expectStatus(response, 200);
    return (listIn(json(response), 'items') as Array<{ product?: { _id?: string } }>).map(
      (entry) => entry.product?._id,
    );
  };

  test('GET /api/wishlist answers a bare list of entries with product (with _id)', async () => {
    const who = await shopper(t);
    const [productId = ''] = productIds;
    const empty = await wishlist(who.headers);
    expectStatus(empty, 200);
    expect(expectShape(z.array(wishlistEntryShape), json(empty), 'empty wishlist')).toEqual([]);

    expectSuccess(
      await t.app.inject({ method: 'POST', url: `/api/wishlist/${productId}`, headers: who.headers }),
    );
    const response = await wishlist(who.headers);
    expectStatus(response, 200);
    const entries = expectShape(z.array(wishlistEntryShape), json(response), 'GET /api/wishlist');
    expect(entries.map((entry) => entry.product._id)).toEqual([productId]);
  });

  test('POST /api/wishlist/{productId} with an empty body adds, whichever way the client sends "empty"', async () => {
    const who = await shopper(t);
    const [noBody = '', jsonObject = '', emptyJson = ''] = productIds;
    // No body and no content type (a fetch without a body).
    expectSuccess(
      await t.app.inject({ method: 'POST', url: `/api/wishlist/${noBody}`, headers: who.headers }),
    );
    // `{}` as JSON (an axios post with an empty object).
    expectSuccess(
      await t.app.inject({
        method: 'POST',
        url: `/api/wishlist/${jsonObject}`,
        headers: who.headers,
        payload: {},
      }),
    );
    // Reading: "(empty body)" is literally empty; a client that sets `content-type: application/json` on every
    // call sends exactly that, and a server must not answer it with a parser error.
    const literal = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${emptyJson}`,
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expectSuccess(literal);
    expect(new Set(await savedIds(who.headers))).toEqual(new Set(productIds));
  });

  test('DELETE /api/wishlist/{productId} removes', async () => {
    const who = await shopper(t);
    const [kept = '', removed = ''] = productIds;
    for (const id of [kept, removed]) {
      expectSuccess(await t.app.inject({ method: 'POST', url: `/api/wishlist/${id}`, headers: who.headers }));
    }
    expectSuccess(
      await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${removed}`, headers: who.headers }),
    );
    expect(await savedIds(who.headers)).toEqual([kept]);
  });

  test('adding a missing product is a 404 with a message', async () => {
    const who = await shopper(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/0123456789abcdef01234567',
      headers: who.headers,
    });
    expectStatus(response, 404);
    expectShape(errorShape, json(response), 'wishlist add of a missing product');
  });

  test('the wishlist and the cart refuse a call without a token: 401 with a message (docs/product.md#accounts-access)', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['POST', `/api/wishlist/${productIds[0]}`],
      ['GET', '/api/cart'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectStatus(response, 401);
      expectShape(errorShape, json(response), `${method} ${url} without token`);
    }
  });
});

// ===============================================================================================================
// Cart (docs/product.md#cart-lines quantity rules: a line is product + canonical filters, the
// quantity sent is a difference, the result stays within 1..stock or 400 with the spec's message)

describe('cart', () => {
  let optioned: SpecProduct;
  let plain: SpecProduct;

  beforeAll(async () => {
    const [optionedId = ''] = await productIdsWhere(t, { filterCount: 2, offset: 5 });
    const [plainId = ''] = await productIdsWhere(t, { filterCount: 0, offset: 1 });
    optioned = await specProduct(t, optionedId, 3);
    plain = await specProduct(t, plainId, 20);
  });

  const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload });

  /** The line of a product in a cart answer, read leniently (its shape is checked by the tests that need it). */
  const lineOf = (body: unknown, productId: string) =>
    (listIn(body, 'items') as Array<Record<string, unknown>>).filter((item) => {
      const product = item.product as Record<string, unknown> | string | undefined;
      return (typeof product === 'string' ? product : (product?.id ?? product?._id)) === productId;
    });

  test('GET /api/cart of a new shopper answers { items: [] }', async () => {
    const who = await shopper(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expectStatus(response, 200);
    expect(expectShape(cartShape, json(response), 'GET /api/cart').items).toEqual([]);
  });

  test('POST /api/cart/add {productId, quantity, filters} answers items of the contract shape, priced as price-details', async () => {
    const who = await shopper(t);
    const chosen = lastSelection(optioned);
    const response = await add(who.headers, { productId: optioned._id, quantity: 2, filters: chosen });
    expectSuccess(response);
    const { items } = expectShape(cartShape, json(response), 'POST /api/cart/add');
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item?.quantity).toBe(2);
    expect(item?.filters).toEqual(chosen);
    expect(item?.product.id ?? item?.product._id).toBe(optioned._id);
    expect(item?.product).toMatchObject({ name: optioned.name, category: optioned.category });
    // Reading: an item's price is the normal price of the chosen options and its discountPrice the effective
    // one, or 0 when there is no discount (the reorder line takes "the discount price if above zero, else price").
    const expected = expectedPrice(optioned, chosen);
    expect(item?.price).toBe(rupees(expected.original));
    if (item && item.discountPrice > 0) expect(item.discountPrice).toBe(rupees(expected.effective));
    else expect(expected.effective).toBe(expected.original);

    const again = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expectStatus(again, 200);
    expect(expectShape(cartShape, json(again), 'GET /api/cart').items).toEqual(items);
  });

  test('the quantity sent is a difference, and the same options in another key order are the same line', async () => {
    const who = await shopper(t);
    const chosen = defaultSelection(optioned);
    const reversed = Object.fromEntries(Object.entries(chosen).reverse());
    expectSuccess(await add(who.headers, { productId: optioned._id, quantity: 2, filters: chosen }));
    const response = await add(who.headers, { productId: optioned._id, quantity: -1, filters: reversed });
    expectSuccess(response);
    const lines = lineOf(json(response), optioned._id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1);
  });

  test("going beyond the stock is a 400 with the spec's message 'Cannot add more {product} . Only {n} in stock.'", async () => {
    const who = await shopper(t);
    const filters = defaultSelection(optioned);
    expectSuccess(await add(who.headers, { productId: optioned._id, quantity: 2, filters }));
    const response = await add(who.headers, { productId: optioned._id, quantity: 2, filters });
    const message = expectReadableError(response, 400, [/Cannot add more/, /Only 3 in stock/]);
    expect(message).toContain(optioned.name);
  });

  test('a difference that takes the quantity below 1 is a 400 with a message (docs/product.md#cart-lines)', async () => {
    const who = await shopper(t);
    expectSuccess(await add(who.headers, { productId: plain._id, quantity: 1, filters: {} }));
    const response = await add(who.headers, { productId: plain._id, quantity: -1, filters: {} });
    expectStatus(response, 400);
    expectShape(errorShape, json(response), 'quantity below 1');
  });

  test('DELETE /api/cart/remove {productId, filters} removes that line and answers items', async () => {
    const who = await shopper(t);
    const chosen = lastSelection(optioned);
    expectSuccess(await add(who.headers, { productId: optioned._id, quantity: 1, filters: chosen }));
    expectSuccess(await add(who.headers, { productId: plain._id, quantity: 1, filters: {} }));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/remove',
      headers: who.headers,
      payload: { productId: optioned._id, filters: chosen },
    });
    expectSuccess(response);
    const { items } = expectShape(cartShape, json(response), 'DELETE /api/cart/remove');
    expect(items.map((item) => item.product.id ?? item.product._id)).toEqual([plain._id]);
  });

  test('a quantity of 1.5 is a 400 whose message names the quantity in words, not a parser', async () => {
    const who = await shopper(t);
    const response = await add(who.headers, { productId: plain._id, quantity: 1.5, filters: {} });
    expectReadableError(response, 400, [/quantity/i]);
  });

  test('a quantity of 0 is a 400 whose message names the quantity in words, not a parser', async () => {
    const who = await shopper(t);
    const response = await add(who.headers, { productId: plain._id, quantity: 0, filters: {} });
    expectReadableError(response, 400, [/quantity/i]);
  });

  test('adding a missing product is a 404 with a message', async () => {
    const who = await shopper(t);
    const response = await add(who.headers, {
      productId: '0123456789abcdef01234567',
      quantity: 1,
      filters: {},
    });
    expectStatus(response, 404);
    expectShape(errorShape, json(response), 'cart add of a missing product');
  });
});
