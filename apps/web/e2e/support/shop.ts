// A shopper's setup through the API, for tests whose subject comes after it: filling the cart and placing a
// cash-on-delivery order, each checked to have succeeded.
import { type APIRequestContext, expect } from '@playwright/test';
import { shippingInfo } from '../../../api/test/order-fixtures.ts';

/** The header that sends the account's session token. */
export function authHeader(account: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${account.token}` };
}

export interface ShippingInfo {
  type: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country?: string;
  phone: string;
}

/**
 * The Bengaluru home address most tests deliver to, the one the API tests and the benchmark use too (the e2e shop
 * is in Karnataka, so orders are intra-state).
 */
export const HOME_ADDRESS: ShippingInfo = shippingInfo;

/** An address in Maharashtra, so an order to it is inter-state for the Karnataka shop. */
export const PUNE_ADDRESS: ShippingInfo = {
  type: 'Home',
  address: '4 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '+919812345678',
};

export async function addToCart(
  request: APIRequestContext,
  account: { token: string },
  productId: string,
  quantity = 1,
): Promise<void> {
  const added = await request.post('/api/cart/add', {
    headers: authHeader(account),
    data: { productId, quantity, filters: {} },
  });
  expect(added.status(), await added.text()).toBe(200);
}

export interface OrderLine {
  product: string;
  quantity?: number;
}

/**
 * Places a cash-on-delivery order for the lines (one unit each unless a line says otherwise), with the coupon code
 * if one is given, and returns the API's order; `Order` names the fields the caller reads.
 */
export async function placeCodOrder<Order = { _id: string; orderNumber: string }>(
  request: APIRequestContext,
  account: { token: string; firstName: string; email: string },
  lines: OrderLine[],
  {
    shippingInfo = HOME_ADDRESS,
    lastName = 'Verma',
    couponCode,
  }: { shippingInfo?: ShippingInfo; lastName?: string; couponCode?: string } = {},
): Promise<Order> {
  const response = await request.post('/api/orders', {
    headers: authHeader(account),
    data: {
      paymentMethod: 'cod',
      personalInfo: { firstName: account.firstName, lastName, email: account.email },
      shippingInfo,
      orderItems: lines.map(({ product, quantity = 1 }) => ({ product, quantity, filters: {} })),
      ...(couponCode ? { couponCode } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { order: Order & { _id: string } }).order;
  // A new account's COD order waits for its shopper's confirmation before its purchase orders go out
  // (docs/decisions/030): these helpers' callers want a placed order to be on its way.
  const confirmed = await request.post(`/api/orders/${order._id}/confirm-cod`, {
    headers: authHeader(account),
  });
  if (confirmed.status() === 200) return ((await confirmed.json()) as { order: Order }).order;
  expect(confirmed.status(), await confirmed.text()).toBe(409);
  return order;
}
